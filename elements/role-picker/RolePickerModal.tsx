import { msg } from '@lit/localize';
import { useLocale } from '../../shared/i18n/index.ts';
import { PagedPickList, usePagedPicker } from '../pickers/PagedPicker.tsx';
import { PickerDialog } from '../pickers/PickerDialog.tsx';
import type { PickColumn } from '../pickers/PickerTable.tsx';
import { fetchRolePage, type RolePick } from '../pickers/picker-api.ts';

/** Props of {@link RolePickerModal}. */
export interface RolePickerModalProps {
  open: boolean;
  multiple: boolean;
  /** The roles picked when the dialog opens (the picker's value). */
  initial: readonly RolePick[];
  onOk(roles: RolePick[]): void;
  onCancel(): void;
}

const columns = (): PickColumn<RolePick>[] => [
  { key: 'roleName', title: msg('角色名称'), render: (r) => r.roleName },
  { key: 'roleCode', title: msg('角色编码'), render: (r) => r.roleCode },
  { key: 'description', title: msg('描述'), render: (r) => r.description },
];

/**
 * The role picker's dialog (widgets-admin §2 "Multi-user and role pickers", §9 "picker dialog
 * … width 900"): the tenant's roles searchable by name and paged, the roles picked so far.
 */
export default function RolePickerModal({ open, multiple, initial, onOk, onCancel }: RolePickerModalProps) {
  useLocale();
  const picker = usePagedPicker<RolePick>({ open, multiple, initial, fetchPage: fetchRolePage, keyOf: (r) => r.id, onOk, onCancel });
  return (
    <PickerDialog label={msg('选择角色')} open={open} width={900} warning={picker.warning} onOk={picker.ok} onCancel={picker.cancel} testId="role-picker-dialog">
      <PagedPickList picker={picker} searchLabel={msg('角色名称')} columns={columns()} labelOf={(r) => r.roleName} />
    </PickerDialog>
  );
}
