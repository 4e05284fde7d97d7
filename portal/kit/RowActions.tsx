import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { msg } from '@lit/localize';
import { usePermission } from '../../shared/permissions/index.ts';
import type { RecordOf, Resource } from '../../shared/kit/index.ts';
import type { RowAction } from './list-config.ts';

interface RowActionsProps<X extends Resource> {
  record: RecordOf<X>;
  testId: string;
  /** Absent: no 编辑 on this row. */
  onEdit?: (() => void) | undefined;
  /** Absent: no 删除 on this row. */
  onDelete?: (() => void) | undefined;
  extras: readonly RowAction<X>[];
  onExtra: (action: RowAction<X>) => void;
}

/** One extra action's button, shown with its permission and for the records it applies to. */
function ExtraButton<X extends Resource>({ action, record, testId, onClick }: { action: RowAction<X>; record: RecordOf<X>; testId: string; onClick: () => void }) {
  const allowed = usePermission(action.permission ?? '');
  if ((action.permission && !allowed) || (action.visible && !action.visible(record))) return null;
  const variant = action.variant ?? 'default';
  return <SlButton size="small" variant={variant} outline={variant === 'danger'} data-testid={`${testId}-${action.key}`} onClick={onClick}>{action.label()}</SlButton>;
}

/** The buttons of a row: 编辑, the resource's own actions, 删除 (widgets-admin §2). */
export function RowActions<X extends Resource>({ record, testId, onEdit, onDelete, extras, onExtra }: RowActionsProps<X>) {
  return (
    <div className="kit-row-actions">
      {onEdit ? <SlButton size="small" data-testid={`${testId}-edit`} onClick={onEdit}>{msg('编辑')}</SlButton> : null}
      {extras.map((action) => <ExtraButton key={action.key} action={action} record={record} testId={testId} onClick={() => onExtra(action)} />)}
      {onDelete ? <SlButton size="small" variant="danger" outline data-testid={`${testId}-delete`} onClick={onDelete}>{msg('删除')}</SlButton> : null}
    </div>
  );
}
