import type { ReactNode } from 'react';
import type { InputOf, RecordOf, Resource } from '../../shared/kit/index.ts';
import type { PermissionCode } from '../../shared/schemas/permission-codes.ts';
import type { FieldRule } from '../../shared/validation/index.ts';
import type { Choice } from './list-config.ts';

/** A file an `attachments` field holds: its name, the URL it is read at, its size in bytes when known. */
export interface FormFile {
  name: string;
  url: string;
  size?: number;
}

/** A value of a form field: text, a switch, the choices of a multiple select, or an `attachments` field's files. */
export type FormValue = string | boolean | string[] | FormFile[];
/** The chosen values of a multiple select (a field of other values gives none). */
export const choicesOf = (value: FormValue | undefined): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The values of a form, by field key. */
export type FormValues = Record<string, FormValue>;
/** The messages of a form's fields, by field key. */
export type FormErrors = Partial<Record<string, string>>;

/**
 * The widgets of a form field (widgets-admin §2 "Administration forms"; `image`: an uploaded picture's path, §4 "Upload";
 * `cron`: a Quartz expression with the full cron editor, §2 "Cron editors"; `code`: the code editor, §9, in `codeMode`;
 * `richText`: HTML with the rich-text editor, §2, §9, its images uploaded to `biz` (`jeditor` by default); a definition's
 * `format: 'richText'` chooses it; `attachments`: a list of files added through the upload popup of `<dkp-file-upload>`,
 * §2 "File upload popup", uploaded to `biz` (`attachments` by default); a definition's `format: 'attachments'` chooses it;
 * `folder`: one folder of `folderSpace`'s tree, names indented by depth, empty for none; a definition's `format: 'folder'` chooses it).
 */
export type FormWidget = 'input' | 'password' | 'textarea' | 'number' | 'select' | 'radio' | 'date' | 'datetime' | 'switch' | 'image' | 'cron' | 'code' | 'richText' | 'attachments'
  | 'folder';

/**
 * One field of a resource's add/edit form as the kit shows it. Labels and messages are
 * localised when called. A page declares a field by `FormFieldDecl`; the rest comes from the
 * resource's definition (see `resolveForm`).
 */
export interface FormFieldConfig {
  /** Its value's key; the field name the duplicate check asks about when `unique`. */
  key: string;
  label: () => string;
  widget: FormWidget;
  /** Must not be empty: '请输入{label}' (a select: '请选择{label}'). */
  required?: boolean;
  /** Checked in order after `required`; the first message shows (widgets-admin §5). */
  rules?: FieldRule[];
  /** Asks `/sys/duplicate/check` when it is left and before saving; empty values and the record's own value are not asked. */
  unique?: boolean;
  /** What to say when the duplicate check finds the value taken (default: the server's answer), e.g. '授权标识已存在!'. */
  takenMessage?: () => string;
  /** A select or radio group of this dictionary's items, in the current language. */
  dictCode?: string;
  /** A select or radio group of these choices. */
  choices?: () => Choice[];
  /** A select of choices read when the dialog opens (e.g. the tenant's users). */
  loadChoices?: () => Promise<Choice[]>;
  multiple?: boolean;
  maxlength?: number;
  /** Most items a list holds (an `attachments` field's files; the schema's `maxItems`). */
  maxItems?: number;
  /** Shown, not typed in (a code the server gives); a text input. */
  readonly?: boolean;
  placeholder?: () => string;
  helpText?: () => string;
  /**
   * What shows under the field, from the form's values, when a fixed help text is not enough
   * (a cron expression's next fire times; what the parameter means for the kind chosen).
   */
  below?: (values: FormValues) => ReactNode;
  /** Shown only while this holds (e.g. the users when the audience is 'specified users'). */
  visible?: (values: FormValues) => boolean;
  /** Fields sharing a `row` sit side by side on a wide screen. */
  row?: string;
  /** A `code` field's language (`sql`, `javascript`, …: elements/code-editor's modes). */
  codeMode?: string;
  /** An `image` field's upload folder on the server (`biz`, default 'temp'), e.g. 'avatar'; a `richText` field's images' (default 'jeditor'); an `attachments` field's files' (default 'attachments'). */
  biz?: string;
  /** A `folder` field's space: its choices are that space's folder tree (the definition's `folderSpace`). */
  folderSpace?: string;
  /** Other fields whose message goes when this one changes (a time range's end when its start changes). */
  clears?: string[];
  /** Shown only when adding, or only when editing (a tenant's first administrator on add). */
  on?: 'add' | 'edit';
  /** Must repeat this other field's value (a password's confirmation): '两次输入的密码不一样！'. */
  sameAs?: string;
  /** Sent as a number (the schema's integer or number); empty is left out. */
  numeric?: boolean;
}

/**
 * A page's field: its key alone, or the key and what differs from the definition (layout,
 * widget, help, page-only rules). Label, required, lengths, pattern, range, options and
 * uniqueness come from the resource (`resolveForm`); a page gives a `label` only where the
 * form's wording must differ from the definition's, and says why.
 */
export type FormFieldDecl = string | (Partial<Omit<FormFieldConfig, 'key'>> & { key: string });

/**
 * A button of the form dialog beside 保存 that acts on what is typed without saving (e.g. a
 * data source's 测试连接). What it answers shows as a notification: its words when done, the
 * failure's when not.
 */
export interface FormAction {
  /** Its test id is `<prefix>-<key>`. */
  key: string;
  label: () => string;
  /** Shown only with this permission. */
  permission?: PermissionCode;
  /** Shown only while this holds. */
  visible?: (values: FormValues) => boolean;
  /** Not clickable while this holds (nothing to act on yet); `id` is the edited record's, absent on add. */
  disabled?: (values: FormValues, id: string | undefined) => boolean;
  /** Acts on the values; resolves with what to say. */
  run: (values: FormValues, id: string | undefined) => Promise<string>;
}

/**
 * The add/edit form of a resource (portal side, as its labels and rules are localised):
 * its fields, the values of a new record, and how record, values and input map onto each
 * other when they differ (defaults: the fields' keys, text trimmed).
 */
export interface FormConfig<X extends Resource> {
  fields: FormFieldDecl[];
  /** The values of a new record (default: empty text, switches off). */
  initial?: () => FormValues;
  fromRecord?: (record: RecordOf<X>) => FormValues;
  /** The record as the form edits it, when the row listed lacks something the form shows (a department's heads). */
  load?: (record: RecordOf<X>) => Promise<RecordOf<X>>;
  toInput?: (values: FormValues) => InputOf<X>;
  /** Checks across fields (a start before its end); messages by field key. */
  validate?: (values: FormValues) => FormErrors;
  titles?: { add: () => string; edit: () => string };
  /** Dialog width in px (default 560). */
  width?: number;
  /** Buttons beside 保存 acting on the values without saving. */
  actions?: FormAction[];
}

/** A form config whose fields are complete (a page's, resolved against its resource). */
export type ResolvedForm<X extends Resource = Resource> = Omit<FormConfig<X>, 'fields'> & { fields: FormFieldConfig[] };

/** Whether a form adds or edits: fields with `on` show in one of them only. */
export type FormPurpose = 'add' | 'edit';
