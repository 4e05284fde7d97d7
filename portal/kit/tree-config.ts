import type { RecordOf, Resource } from '../../shared/kit/index.ts';
import type { FormConfig, FormValues } from './form-config.ts';
import type { ColumnConfig, FieldKey, RowAction } from './list-config.ts';

/** Which record the tree page's form is about: the one edited (its id), or the parent of the one added. */
export interface TreeFormTarget {
  editing: string | null;
  parent: string | null;
}

/** A tree page's form, or a form that reads which record it is about (the parent's choices leave out the record edited). */
export type TreeForm<X extends Resource> = FormConfig<X> | ((target: () => TreeFormTarget) => FormConfig<X>);

/** A tree page's table: its columns, and what differs from the kit's row actions. */
export interface TreeConfig<X extends Resource> {
  /** In order, the first holding the caret; a key alone is the field's plain cell (title from the definition). */
  columns: (FieldKey<X> | ColumnConfig<X>)[];
  /** Between 添加下级 and 删除 (a department's permissions). */
  rowActions?: RowAction<X>[];
  /** The question before deleting a record (default: '确定删除此记录吗？'). */
  deleteQuestion?: (record: RecordOf<X>) => string;
  /** The question before deleting the checked records (default: '确定删除选中的 N 条记录吗？'). */
  batchDeleteQuestion?: (count: number) => string;
  /** Whether a record takes children (default: every one), e.g. not a menu's button. */
  canAddChild?: (record: RecordOf<X>) => boolean;
  /** The values a child starts with besides its parent (a submenu under a first-level menu). */
  childValues?: (parent: RecordOf<X>) => FormValues;
}
