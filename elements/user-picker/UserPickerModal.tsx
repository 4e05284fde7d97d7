import { msg } from '@lit/localize';
import { useLocale } from '../../shared/i18n/index.ts';
import type { UserPick } from '../../shared/schemas/user-admin.ts';
import { DepartTree } from '../pickers/DepartTree.tsx';
import { PagedPickList, usePagedPicker } from '../pickers/PagedPicker.tsx';
import { PickerDialog } from '../pickers/PickerDialog.tsx';
import type { PickColumn } from '../pickers/PickerTable.tsx';
import { fetchUserPage } from '../pickers/picker-api.ts';
import { useDepartTree } from '../pickers/use-depart-tree.ts';

/** Props of {@link UserPickerModal}. */
export interface UserPickerModalProps {
  open: boolean;
  multiple: boolean;
  /** The users picked when the dialog opens (the picker's value). */
  initial: readonly UserPick[];
  onOk(users: UserPick[]): void;
  onCancel(): void;
}

const sexText = (sex: number) => (sex === 1 ? msg('男') : sex === 2 ? msg('女') : '');
const columns = (): PickColumn<UserPick>[] => [
  { key: 'username', title: msg('账号'), render: (u) => u.username },
  { key: 'realname', title: msg('姓名'), render: (u) => u.realname },
  { key: 'sex', title: msg('性别'), render: (u) => sexText(u.sex) },
  { key: 'phone', title: msg('手机号'), render: (u) => u.phone },
  { key: 'orgCodeTxt', title: msg('部门'), render: (u) => u.orgCodeTxt },
];

/**
 * The user picker by department (widgets-admin §2, §9): a 1250-wide dialog (the whole screen
 * on a phone) with the department tree on the left, the tenant's users searchable by account
 * and paged (5, 10, 20, 30) on the right, and the users picked so far. 'OK' hands the users
 * over, except in single mode with none ('Please select a record'); closing clears the dialog.
 */
export default function UserPickerModal({ open, multiple, initial, onOk, onCancel }: UserPickerModalProps) {
  useLocale();
  const picker = usePagedPicker<UserPick>({ open, multiple, initial, fetchPage: fetchUserPage, keyOf: (u) => u.id, onOk, onCancel });
  const { list, view } = picker;
  const tree = useDepartTree(open);
  return (
    <PickerDialog label={msg('选择用户')} open={open} width={1250} warning={picker.warning} onOk={picker.ok} onCancel={picker.cancel} testId="user-picker-dialog">
      <div className="dkp-pick-split">
        <aside className="dkp-pick-side" aria-label={msg('部门')} data-testid="user-picker-departs">
          <button type="button" className={`dkp-pick-node-label dkp-pick-all${view.departId === null ? ' dkp-pick-node-chosen' : ''}`} data-testid="pick-all-departs"
            onClick={() => void list.filterDepart(null)}>{msg('全部')}</button>
          {tree.failure ? <p role="alert" className="dkp-pick-failure" data-testid="pick-tree-failure">{tree.failure}</p> : null}
          <DepartTree nodes={tree.nodes} expanded={tree.expanded} onExpand={tree.expand} selected={view.departId}
            onSelect={(id) => void list.filterDepart(id === view.departId ? null : id)} />
        </aside>
        <PagedPickList picker={picker} searchLabel={msg('账号')} columns={columns()} labelOf={(u) => u.realname || u.username} />
      </div>
    </PickerDialog>
  );
}
