import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import type { UserPick } from '../../shared/schemas/user-admin.ts';
import { $session, isSessionLive } from '../../shared/stores/index.ts';
import { SignInPrompt } from '../sign-in/SignInPrompt.tsx';
import { isOn } from '../pickers/flag.ts';
import { PickerField } from '../pickers/PickerField.tsx';
import { fetchUsers, type UserValueField } from '../pickers/picker-api.ts';
import { usePickerValue } from '../pickers/use-picker-value.ts';
import type { PickedValue } from '../pickers/value-list.ts';

// The dialog loads with its first opening: a page with the field alone stays small.
const UserPickerModal = lazy(() => import('./UserPickerModal.tsx'));

/** Props of {@link UserPicker} (the attributes of `<dkp-user-picker>`, and a React host's handler). */
export interface UserPickerProps {
  /** The picked users' accounts (or ids, with `valueField="id"`), comma-joined. */
  value?: string;
  /** Several users (the multi-user picker); one by default. */
  multiple?: boolean | string;
  /** What the value holds: `username` (the default, as JeecgBoot's picker stores) or `id`. */
  valueField?: string;
  placeholder?: string;
  /** A React host's handler of each pick; the element emits `dkp-change` instead. */
  onChange?: (picked: PickedValue) => void;
}

const fieldOf = (valueField: string | undefined): UserValueField => (valueField === 'id' ? 'id' : 'username');

/**
 * The user picker (widgets-admin §2 "User picker by department", "Multi-user … pickers"): a
 * read-only field with the picked users' names and a clear icon, opening the picker dialog.
 * Without a session (on a host page) it offers sign-in.
 */
export function UserPicker(props: UserPickerProps) {
  useLocale();
  const session = useStore($session);
  if (!isSessionLive(session)) return <SignInPrompt reason={msg('登录后可选择用户')} />;
  return <SignedInUserPicker {...props} />;
}

function SignedInUserPicker({ value, multiple, valueField, placeholder, onChange }: UserPickerProps) {
  const field = fieldOf(valueField);
  const many = isOn(multiple);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const picker = usePickerValue<UserPick>({ value, resolve: (values) => fetchUsers(field, values), valueOf: (u) => u[field], textOf: (u) => u.realname || u.username, onChange });
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <PickerField text={picker.text} placeholder={placeholder ?? msg('请选择用户')} onOpen={show} onClear={picker.clear} testId="user-picker" />
      {opened ? (
        <Suspense fallback={null}>
          <UserPickerModal open={open} multiple={many} initial={picker.items} onCancel={() => setOpen(false)}
            onOk={(users) => {
              setOpen(false);
              picker.pick(users);
            }} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The multi-user picker (widgets-admin §2): the user picker in multiple mode. */
export const MultiUserPicker = (props: Omit<UserPickerProps, 'multiple'>) => <UserPicker {...props} multiple />;
