import { msg } from '@lit/localize';
import { usePermissionCheck } from '../../shared/permissions/index.ts';
import type { RecordOf, Resource } from '../../shared/kit/index.ts';
import type { RowAction } from './list-config.ts';
import { RowLinks, type RowLink } from './RowLinks.tsx';

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

/**
 * The actions of a kit row (widgets-admin §2): 编辑, the resource's own actions (each with its
 * permission, for the records it applies to), 删除 — as links, the rarer ones under 更多 (RowLinks).
 */
export function RowActions<X extends Resource>({ record, testId, onEdit, onDelete, extras, onExtra }: RowActionsProps<X>) {
  const allowed = usePermissionCheck();
  const shown = extras.filter((action) => (!action.permission || allowed(action.permission)) && (!action.visible || action.visible(record)));
  const links: RowLink[] = [
    ...(onEdit ? [{ testId: `${testId}-edit`, label: msg('编辑'), onClick: onEdit }] : []),
    ...shown.map((action) => ({ testId: `${testId}-${action.key}`, label: action.label(), danger: action.variant === 'danger', onClick: () => onExtra(action) })),
    ...(onDelete ? [{ testId: `${testId}-delete`, label: msg('删除'), danger: true, onClick: onDelete }] : []),
  ];
  return <RowLinks links={links} moreTestId={`${testId}-more`} />;
}
