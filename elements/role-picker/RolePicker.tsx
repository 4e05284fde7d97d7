import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { $session, isSessionLive } from '../../shared/stores/index.ts';
import { SignInPrompt } from '../sign-in/SignInPrompt.tsx';
import { isOn } from '../pickers/flag.ts';
import { PickerField } from '../pickers/PickerField.tsx';
import { fetchAllRoles, type RolePick } from '../pickers/picker-api.ts';
import { usePickerValue } from '../pickers/use-picker-value.ts';
import type { PickedValue } from '../pickers/value-list.ts';

const RolePickerModal = lazy(() => import('./RolePickerModal.tsx'));

/** Props of {@link RolePicker} (the attributes of `<dkp-role-picker>`, and a React host's handler). */
export interface RolePickerProps {
  /** The picked roles' ids, comma-joined. */
  value?: string;
  /** Several roles; one by default. */
  multiple?: boolean | string;
  placeholder?: string;
  /** A React host's handler of each pick; the element emits `dkp-change` instead. */
  onChange?: (picked: PickedValue) => void;
}

/** The role picker (widgets-admin §2 "Multi-user and role pickers"): a read-only field with the picked roles' names, opening the role dialog. */
export function RolePicker(props: RolePickerProps) {
  useLocale();
  const session = useStore($session);
  if (!isSessionLive(session)) return <SignInPrompt reason={msg('登录后可选择角色')} />;
  return <SignedInRolePicker {...props} />;
}

function SignedInRolePicker({ value, multiple, placeholder, onChange }: RolePickerProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const picker = usePickerValue<RolePick>({
    value,
    resolve: async (values) => (values.length ? (await fetchAllRoles()).filter((r) => values.includes(r.id)) : []),
    valueOf: (r) => r.id,
    textOf: (r) => r.roleName,
    onChange,
  });
  return (
    <>
      <PickerField text={picker.text} placeholder={placeholder ?? msg('请选择角色')} testId="role-picker" onClear={picker.clear}
        onOpen={() => {
          setOpened(true);
          setOpen(true);
        }} />
      {opened ? (
        <Suspense fallback={null}>
          <RolePickerModal open={open} multiple={isOn(multiple)} initial={picker.items} onCancel={() => setOpen(false)}
            onOk={(roles) => {
              setOpen(false);
              picker.pick(roles);
            }} />
        </Suspense>
      ) : null}
    </>
  );
}
