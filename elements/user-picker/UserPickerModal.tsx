import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import type { UserPick } from '../../shared/schemas/user-admin.ts';
import { DepartTree } from '../pickers/DepartTree.tsx';
import { PickerDialog } from '../pickers/PickerDialog.tsx';
import { PickerPager } from '../pickers/PickerPager.tsx';
import { PickerSearch } from '../pickers/PickerSearch.tsx';
import { PickerTable, type PickColumn } from '../pickers/PickerTable.tsx';
import { SelectedList } from '../pickers/SelectedList.tsx';
import { createPickList } from '../pickers/pick-list.ts';
import { fetchUserPage } from '../pickers/picker-api.ts';
import { useDepartTree } from '../pickers/use-depart-tree.ts';
import { usePickSelection } from '../pickers/use-pick-selection.ts';

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
  const list = useMemo(() => createPickList(fetchUserPage), []);
  const view = useStore(list.$view);
  const tree = useDepartTree(open);
  const selection = usePickSelection<UserPick>(multiple, (u) => u.id);
  const [warning, setWarning] = useState<string | null>(null);
  const [searchKey, setSearchKey] = useState(0);

  const initialKey = initial.map((u) => u.id).join();
  useEffect(() => {
    if (open) void list.load();
  }, [open]);
  // Opening starts from the picker's value, and from its names once they arrive.
  useEffect(() => {
    if (open) selection.reset(initial);
  }, [open, initialKey]);

  const close = (then: () => void) => {
    list.reset();
    selection.reset([]);
    setWarning(null);
    setSearchKey((k) => k + 1);
    then();
  };
  const ok = () => {
    if (!multiple && selection.rows.length !== 1) return setWarning(msg('请选择一条记录！'));
    const picked = [...selection.rows];
    close(() => onOk(picked));
  };

  return (
    <PickerDialog label={msg('选择用户')} open={open} width={1250} warning={warning} onOk={ok} onCancel={() => close(onCancel)} testId="user-picker-dialog">
      <div className="dkp-pick-split">
        <aside className="dkp-pick-side" aria-label={msg('部门')} data-testid="user-picker-departs">
          <button type="button" className={`dkp-pick-node-label dkp-pick-all${view.departId === null ? ' dkp-pick-node-chosen' : ''}`} data-testid="pick-all-departs"
            onClick={() => void list.filterDepart(null)}>{msg('全部')}</button>
          {tree.failure ? <p role="alert" className="dkp-pick-failure" data-testid="pick-tree-failure">{tree.failure}</p> : null}
          <DepartTree nodes={tree.nodes} expanded={tree.expanded} onExpand={tree.expand} selected={view.departId}
            onSelect={(id) => void list.filterDepart(id === view.departId ? null : id)} />
        </aside>
        <div className="dkp-pick-main">
          <PickerSearch key={searchKey} label={msg('账号')} onSearch={(text) => void list.search(text)} />
          <PickerTable columns={columns()} rows={view.records} rowKey={(u) => u.id} picked={selection.keys} multiple={multiple}
            onToggle={(u) => { setWarning(null); selection.toggle(u); }} loading={view.loading} failure={view.failure} />
          <PickerPager pageNo={view.pageNo} pageSize={view.pageSize} total={view.total} onTurn={(pageNo, pageSize) => void list.turn(pageNo, pageSize)} />
          <SelectedList items={selection.rows.map((u) => ({ key: u.id, label: u.realname || u.username }))} onRemove={selection.remove} />
        </div>
      </div>
    </PickerDialog>
  );
}
