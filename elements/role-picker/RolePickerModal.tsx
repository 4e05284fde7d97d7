import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { PickerDialog } from '../pickers/PickerDialog.tsx';
import { PickerPager } from '../pickers/PickerPager.tsx';
import { PickerSearch } from '../pickers/PickerSearch.tsx';
import { PickerTable, type PickColumn } from '../pickers/PickerTable.tsx';
import { SelectedList } from '../pickers/SelectedList.tsx';
import { createPickList } from '../pickers/pick-list.ts';
import { fetchRolePage, type RolePick } from '../pickers/picker-api.ts';
import { usePickSelection } from '../pickers/use-pick-selection.ts';

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
  const list = useMemo(() => createPickList(fetchRolePage), []);
  const view = useStore(list.$view);
  const selection = usePickSelection<RolePick>(multiple, (r) => r.id);
  const [warning, setWarning] = useState<string | null>(null);
  const [searchKey, setSearchKey] = useState(0);

  const initialKey = initial.map((r) => r.id).join();
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
    <PickerDialog label={msg('选择角色')} open={open} width={900} warning={warning} onOk={ok} onCancel={() => close(onCancel)} testId="role-picker-dialog">
      <div className="dkp-pick-main">
        <PickerSearch key={searchKey} label={msg('角色名称')} onSearch={(text) => void list.search(text)} />
        <PickerTable columns={columns()} rows={view.records} rowKey={(r) => r.id} picked={selection.keys} multiple={multiple}
          onToggle={(r) => { setWarning(null); selection.toggle(r); }} loading={view.loading} failure={view.failure} />
        <PickerPager pageNo={view.pageNo} pageSize={view.pageSize} total={view.total} onTurn={(pageNo, pageSize) => void list.turn(pageNo, pageSize)} />
        <SelectedList items={selection.rows.map((r) => ({ key: r.id, label: r.roleName }))} onRemove={selection.remove} />
      </div>
    </PickerDialog>
  );
}
