import type { ReactNode } from 'react';
import type { RecordOf, Resource, RowCommand, SuperQuery } from '../../shared/kit/index.ts';
import type { PermissionCode } from '../../shared/schemas/permission-codes.ts';
import type { FieldRule } from '../../shared/validation/index.ts';

/** A field of the record a list may show. */
export type FieldKey<X extends Resource> = keyof RecordOf<X> & string;

/** A column of the list: a field of the resource (title, width and kind from its FieldSpec). */
export interface ColumnConfig<X extends Resource> {
  key: FieldKey<X>;
  /** The cell, when the field's plain text (dictionary text, formatted time) is not enough. */
  render?: (record: RecordOf<X>) => ReactNode;
}

/** A choice of a filter or form select that is not a dictionary's item. */
export interface Choice {
  value: string;
  label: string;
}

/** How a simple filter (a field with `filter`) differs from a plain text input or dictionary select. */
export interface FilterConfig {
  /** A select of these choices (localised when called). */
  choices?: () => Choice[];
  /** Checked before the list is asked; the message shows under the filter. */
  rule?: FieldRule;
  inputType?: 'text' | 'tel';
  /** Not in the query bar: the page sets this filter elsewhere (a tree beside the list, `ListStore.pin`). */
  hidden?: boolean;
}

/** A row action beside 编辑 and 删除 (release, revoke, freeze…). */
export interface RowAction<X extends Resource> {
  /** Its test id is `<prefix>-<key>`. */
  key: string;
  label: () => string;
  /** Shown only with this permission. */
  permission?: PermissionCode;
  /** Shown only for the records it applies to (e.g. revoke while released). */
  visible?: (record: RecordOf<X>) => boolean;
  variant?: 'default' | 'primary' | 'danger';
  /** The question asked before it is done; without one it is done at once. */
  confirm?: (record: RecordOf<X>) => string;
  run: (record: RecordOf<X>) => Promise<unknown>;
  /** What to say when it is done; absent, nothing is said (an action that opens a dialog or drawer). */
  done?: () => string;
}

/** A page's list: its columns, filters and row actions. */
export interface ListConfig<X extends Resource> {
  /** In order; a key alone is the field's plain column. */
  columns: (FieldKey<X> | ColumnConfig<X>)[];
  filters?: Partial<Record<FieldKey<X>, FilterConfig>>;
  /**
   * Beside 编辑 and 删除, in order: the definition's commands (`defineAction` with a `row`,
   * `defineRowEdit`: label, question, permission and when it shows come with them), or a
   * page's own action (one that opens a dialog or drawer of the page).
   */
  rowActions?: (RowAction<X> | RowCommand<X>)[];
  /** Whether a record may be edited (default: always). */
  canEdit?: (record: RecordOf<X>) => boolean;
  /** A question asked before the form opens on this record (e.g. a departed user), none when absent or empty. */
  editQuestion?: (record: RecordOf<X>) => string | undefined;
  /** Whether a record may be deleted (default: always), e.g. not the administrator role. */
  canDelete?: (record: RecordOf<X>) => boolean;
  /** The question before deleting a record (default: '确定删除此记录吗？'). */
  deleteQuestion?: (record: RecordOf<X>) => string;
  /** False for a resource whose routes have no `deleteBatch`. */
  batchDelete?: boolean;
}

/** What the advanced-query slot gets: the list's advanced query and how to change it. */
export interface AdvancedQuerySlotProps<X extends Resource> {
  resource: X;
  value: SuperQuery;
  /** Applies conditions and match type, from page 1. */
  onApply: (query: SuperQuery) => void;
}
