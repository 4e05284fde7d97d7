import { msg } from '@lit/localize';
import { useEffect, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import type { DepartIdNode } from '../../shared/schemas/department.ts';
import { DepartTree } from '../pickers/DepartTree.tsx';
import { PickerDialog } from '../pickers/PickerDialog.tsx';
import { flattenTree, partlyChecked, toggleChecked, type CheckMode } from '../pickers/tree-check.ts';
import { useDepartTree } from '../pickers/use-depart-tree.ts';

/** Props of {@link DepartPickerModal}. */
export interface DepartPickerModalProps {
  open: boolean;
  multiple: boolean;
  /** Whether the department is one of the picker's value (checked when the dialog opens). */
  isPicked(node: DepartIdNode): boolean;
  onOk(departments: DepartIdNode[]): void;
  onCancel(): void;
}

/**
 * The department picker's dialog (widgets-admin §2, §5, §9): the tree in a 500-wide dialog,
 * roots open; single mode keeps one department checked (checking another replaces it);
 * multiple mode checks either linked (a department with those below it) or unlinked, as the
 * switch says. 'OK' hands the checked departments over, in tree order.
 */
export default function DepartPickerModal({ open, multiple, isPicked, onOk, onCancel }: DepartPickerModalProps) {
  useLocale();
  const tree = useDepartTree(open);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [linked, setLinked] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const mode: CheckMode = !multiple ? 'single' : linked ? 'linked' : 'unlinked';

  useEffect(() => {
    // The picker's value is checked once the tree it names has arrived.
    if (open) setChecked(new Set(flattenTree(tree.nodes).filter(isPicked).map((n) => n.id)));
  }, [open, tree.nodes]);

  const close = (then: () => void) => {
    setChecked(new Set());
    setWarning(null);
    then();
  };
  const ok = () => {
    const picked = flattenTree(tree.nodes).filter((n) => checked.has(n.id));
    if (!multiple && picked.length !== 1) return setWarning(msg('请选择一条记录！'));
    close(() => onOk(picked));
  };

  return (
    <PickerDialog label={msg('选择部门')} open={open} width={500} warning={warning} onOk={ok} onCancel={() => close(onCancel)} testId="depart-picker-dialog">
      {multiple ? (
        <label className="dkp-pick-linked">
          <input type="checkbox" checked={linked} data-testid="pick-linked" onChange={(event) => setLinked(event.target.checked)} />
          {msg('父子关联')}
        </label>
      ) : null}
      {tree.failure ? <p role="alert" className="dkp-pick-failure" data-testid="pick-tree-failure">{tree.failure}</p> : null}
      {tree.loading && tree.nodes.length === 0 ? <p className="dkp-pick-empty">{msg('正在加载…')}</p> : null}
      <div className="dkp-pick-tree-box">
        <DepartTree nodes={tree.nodes} expanded={tree.expanded} onExpand={tree.expand}
          checks={{
            checked,
            partly: mode === 'linked' ? partlyChecked(tree.nodes, checked) : new Set(),
            onToggle: (id) => {
              setWarning(null);
              setChecked(toggleChecked(tree.nodes, checked, id, mode));
            },
          }} />
      </div>
    </PickerDialog>
  );
}
