import { msg } from '@lit/localize';
import { request } from '../../../shared/api/index.ts';
import type { RecordOf } from '../../../shared/kit/index.ts';
import { REPORT_SOURCE_KINDS, SCHEMA_NAME_PATTERN, type ReportSourceKind, type reportSourceResource } from '../../../shared/resources/report-source.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import { maxLengthRule, requiredFieldRule, type FieldRule } from '../../../shared/validation/index.ts';
import type { FormConfig, FormValues } from '../../kit/form-config.ts';
import { CODE_FIELD, NAME_FIELDS } from './name-fields.ts';
import { sourceKindText } from './report-texts.ts';

type ReportSource = typeof reportSourceResource;

const text = (values: FormValues, key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
const isPostgres = (values: FormValues) => values.kind === 'postgres';
// An edited PostgreSQL source has a stored URL, which an empty field keeps.
const hasStoredUrl = (values: FormValues) => values.storedKind === 'postgres';
const urlLabel = () => msg('连接地址');

const SCHEMA_NAME = new RegExp(SCHEMA_NAME_PATTERN);
/** The schema a source's reports may read: an identifier, as the server takes it. */
const schemaRule: FieldRule = (value) =>
  (SCHEMA_NAME.test(value.trim()) ? null : msg('允许的模式须为标识符（小写字母、数字、下划线，以字母或下划线开头）'));

/** A PostgreSQL connection URL, as the server takes it. */
const postgresUrlRule: FieldRule = (value) =>
  (!value.trim() || /^postgres(ql)?:\/\/\S+$/.test(value.trim()) ? null : msg('连接地址须以 postgres:// 或 postgresql:// 开头'));

/**
 * Asks the server to connect to a source (`POST /report/source/testConnection`): the URL
 * typed, else the stored source `id`'s. Resolves with the server's words ('连接成功'); a
 * failure rejects with its localised reason.
 */
export async function testConnection(body: { id?: string; url?: string }): Promise<string> {
  return (await request<null>('/report/source/testConnection', { method: 'POST', body })).message;
}

/**
 * The add/edit form of a report data source: code, names in three languages, kind, and for
 * PostgreSQL its connection URL — typed like a password, never shown again (the server keeps
 * it sealed), kept as it is when left empty on edit — and the one schema its reports may read
 * (`public` unless another is typed; the built-in source always reads `report_data`) — and
 * 测试连接 on what is typed.
 */
export const REPORT_SOURCE_FORM: FormConfig<ReportSource> = {
  titles: { add: () => msg('新增数据源'), edit: () => msg('编辑数据源') },
  width: 640,
  fields: [
    { ...CODE_FIELD, row: 'ident' },
    {
      key: 'kind', label: () => msg('类型'), widget: 'select', required: true, row: 'ident',
      choices: () => REPORT_SOURCE_KINDS.map((kind) => ({ value: kind, label: sourceKindText(kind) })),
    },
    ...NAME_FIELDS,
    {
      key: 'url', label: urlLabel, widget: 'password', maxlength: 1000, rules: [postgresUrlRule], visible: isPostgres,
      placeholder: () => 'postgres://user:password@host:5432/database',
      helpText: () => msg('连接地址加密保存，不再显示；编辑时留空则保留已保存的地址'),
    },
    {
      key: 'allowedSchema', label: () => msg('允许的模式'), widget: 'input', required: true, maxlength: 63, rules: [schemaRule], visible: isPostgres,
      helpText: () => msg('报表只能读取此模式中的表，且须写明模式名（如 public.orders）'),
    },
    { key: 'description', label: () => msg('描述'), widget: 'textarea', maxlength: 500, rules: [maxLengthRule(500)] },
  ],
  initial: () => ({ kind: 'postgres', allowedSchema: 'public' }),
  fromRecord: (source: RecordOf<ReportSource>) => ({
    code: source.code, name: source.name, nameEn: source.nameEn, nameTc: source.nameTc, kind: source.kind, storedKind: source.kind,
    url: '', allowedSchema: source.allowedSchema, description: source.description,
  }),
  validate: (values) => (isPostgres(values) && !hasStoredUrl(values) ? { url: requiredFieldRule(urlLabel())(text(values, 'url')) ?? undefined } : {}),
  toInput: (values) => ({
    code: text(values, 'code'), name: text(values, 'name'), nameEn: text(values, 'nameEn'), nameTc: text(values, 'nameTc'),
    kind: values.kind as ReportSourceKind, url: isPostgres(values) ? text(values, 'url') : '', description: text(values, 'description'),
    allowedSchema: isPostgres(values) ? text(values, 'allowedSchema') : 'report_data',
  }),
  actions: [{
    key: 'form-test', label: () => msg('测试连接'), permission: PERMISSION_CODES.reportSourceEdit, visible: isPostgres,
    // Nothing to connect to yet: no URL typed, and none stored.
    disabled: (values, id) => !text(values, 'url') && !(id && hasStoredUrl(values)),
    run: (values, id) => (text(values, 'url') ? testConnection({ url: text(values, 'url') }) : testConnection({ id })),
  }],
};
