import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import type { DepartIdNode } from '../../shared/schemas/department.ts';
import { $session, isSessionLive } from '../../shared/stores/index.ts';
import { SignInPrompt } from '../sign-in/SignInPrompt.tsx';
import { isOn } from '../pickers/flag.ts';
import { PickerField } from '../pickers/PickerField.tsx';
import { fetchDepartTree } from '../pickers/picker-api.ts';
import { flattenTree } from '../pickers/tree-check.ts';
import { usePickerValue } from '../pickers/use-picker-value.ts';
import type { PickedValue } from '../pickers/value-list.ts';

const DepartPickerModal = lazy(() => import('./DepartPickerModal.tsx'));

/** Props of {@link DepartPicker} (the attributes of `<dkp-depart-picker>`, and a React host's handler). */
export interface DepartPickerProps {
  /** The picked departments' ids (or codes, with `valueField="orgCode"`), comma-joined. */
  value?: string;
  /** Several departments; one by default. */
  multiple?: boolean | string;
  /** The stored field: `id` (the default) or `orgCode`. */
  valueField?: string;
  placeholder?: string;
  /** A React host's handler of each pick; the element emits `dkp-change` instead. */
  onChange?: (picked: PickedValue) => void;
}

type DepartValueField = 'id' | 'orgCode';
const fieldOf = (valueField: string | undefined): DepartValueField => (valueField === 'orgCode' ? 'orgCode' : 'id');

/**
 * The department picker (widgets-admin §2, §3 "Department selection returns a stored field
 * (default id) and text field (default departName), comma-joined"): a read-only field with the
 * picked departments' names and a clear icon, opening the department tree dialog.
 */
export function DepartPicker(props: DepartPickerProps) {
  useLocale();
  const session = useStore($session);
  if (!isSessionLive(session)) return <SignInPrompt reason={msg('登录后可选择部门')} />;
  return <SignedInDepartPicker {...props} />;
}

function SignedInDepartPicker({ value, multiple, valueField, placeholder, onChange }: DepartPickerProps) {
  const field = fieldOf(valueField);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const picker = usePickerValue<DepartIdNode>({
    value,
    resolve: async (values) => (values.length ? flattenTree(await fetchDepartTree()).filter((n) => values.includes(n[field])) : []),
    valueOf: (d) => d[field],
    textOf: (d) => d.title,
    onChange,
  });
  const pickedKeys = new Set(picker.items.map((d) => d[field]));
  return (
    <>
      <PickerField text={picker.text} placeholder={placeholder ?? msg('请选择部门')} testId="depart-picker" onClear={picker.clear}
        onOpen={() => {
          setOpened(true);
          setOpen(true);
        }} />
      {opened ? (
        <Suspense fallback={null}>
          <DepartPickerModal open={open} multiple={isOn(multiple)} isPicked={(d) => pickedKeys.has(d[field])} onCancel={() => setOpen(false)}
            onOk={(departs) => {
              setOpen(false);
              picker.pick(departs);
            }} />
        </Suspense>
      ) : null}
    </>
  );
}
