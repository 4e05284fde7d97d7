import type { LocalizedText } from '../schemas/localized-text.ts';

/** The kinds of value a resource field holds; they decide how a query value is typed and how a cell shows it. */
export const FIELD_KINDS = ['text', 'integer', 'number', 'boolean', 'date', 'datetime'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** What a form says about a field beside its label, in the three languages (issue 23: the page restates none of it). */
export interface FormTexts {
  /** Shown under the field ('留空则为您的姓名'). */
  help?: LocalizedText;
  /** Shown in the empty field ('请选择用户'). */
  placeholder?: LocalizedText;
}

/**
 * What a value is when it is not plain text, declared on the field or input field that names
 * the key; forms edit each format with a widget of its own (portal/kit/resolve-form.ts).
 */
export interface FieldFormat {
  /**
   * `richText` is HTML (kept to the rich-text allowlist by the server), edited with the
   * rich-text editor; `attachments` a list of files (`{ name, url, size? }`), filled through
   * the upload popup; `folder` the id of one folder of `folderSpace`'s tree ('' none), chosen
   * from that tree (the server checks the folder is the tenant's and of that space).
   */
  format?: 'richText' | 'attachments' | 'folder';
  /** A `folder` value's space (shared/resources/folder.ts `FOLDER_SPACES`, e.g. 'knowledge'). */
  folderSpace?: string;
}

/**
 * A field of a resource's record that the kit may list, sort, filter, query, export or check
 * for uniqueness: the resource's allowlist. Only fields named here ever reach SQL, and only
 * through the server's column map (architecture §4 "Client-named identifiers never reach SQL").
 */
export interface FieldSpec extends FormTexts, FieldFormat {
  /** Column title in the three languages (lists, exports, the advanced query's field menu). */
  label: LocalizedText;
  /** What a value breaking the input schema's pattern is told, in the three languages (default: the code's message, else a general one). */
  patternMessage?: LocalizedText;
  kind: FieldKind;
  /** The list may be sorted by it (`column`). */
  sortable?: boolean;
  /**
   * A simple list filter of the same name: `eq` exact, `like` contains, case-insensitive;
   * `range` (date and datetime fields) from one day to another, both included, sent as
   * `<field>_begin` and `<field>_end` (JeecgBoot's names; see date-range.ts).
   */
  filter?: 'eq' | 'like' | 'range';
  /** Offered by the advanced query (`superQueryParams`). */
  query?: boolean;
  /**
   * Unique among the rows it is checked against (the tenant's, or all for global resources);
   * empty values skip the check. `'parts'`: the value is a comma-separated list and each of
   * its parts is unique among every part of the other rows (a menu's authorisation
   * identifier, widgets-admin §3 "may be comma-separated").
   */
  unique?: boolean | 'parts';
  /** A dictionary whose items give the value's text (e.g. 'sex'). */
  dictCode?: string;
  /** The text of each value of a fixed set (an enum of the schema), in the three languages: cells, filters and form choices show it. */
  options?: Record<string, LocalizedText>;
  /** Cells show these values as tags of these tones (a draft grey, a released one green); others as plain text. */
  tones?: Record<string, FieldTone>;
  /** Shown as a list column (default true). */
  list?: boolean;
  /** Written to exports (default: as `list`). */
  export?: boolean;
  /** Column width in px (widgets-admin §9: 120 by default, datetime 200). */
  width?: number;
}

/** The tone of a value's tag in a list cell (Shoelace's tag variants). */
export type FieldTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/** The default column width of a kind (widgets-admin §9 "Table"). */
export function defaultWidth(kind: FieldKind): number {
  return kind === 'datetime' ? 200 : kind === 'date' ? 135 : 120;
}

/** The key of a dictionary-coded field's text in a record (JeecgBoot's `<field>_dictText`). */
export const dictTextKey = (field: string): `${string}_dictText` => `${field}_dictText`;
