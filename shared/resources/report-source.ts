import { Type } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/** Where a report's data comes from: the portal's own database (its demo schema) or another PostgreSQL. */
export const REPORT_SOURCE_KINDS = ['builtin', 'postgres'] as const;
export type ReportSourceKind = (typeof REPORT_SOURCE_KINDS)[number];

/** A schema's name as a source may allow it: an unquoted PostgreSQL identifier, lower case. */
export const SCHEMA_NAME_PATTERN = '^[a-z_][a-z0-9_]{0,62}$';
/** The schema the built-in source's reports read, whatever is typed. */
export const BUILTIN_SOURCE_SCHEMA = 'report_data';

/**
 * A report data source (issue 12, architecture §5). Its connection URL is kept encrypted and
 * never sent back: the record shows it with the password masked (`urlHint`).
 */
export const ReportSourceSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  nameTc: Type.String(),
  kind: Type.Enum(REPORT_SOURCE_KINDS),
  /** The URL with its password masked, '' for the built-in source. */
  urlHint: Type.String(),
  /** The one schema its reports may read (the report SQL check refuses any other relation). */
  allowedSchema: Type.String(),
  description: Type.String(),
  createTime: Type.String(),
});

/** What add and edit take. On edit an empty `url` keeps the stored one. */
export const ReportSourceInputSchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  nameEn: Type.String({ maxLength: 100, default: '' }),
  nameTc: Type.String({ maxLength: 100, default: '' }),
  kind: Type.Enum(REPORT_SOURCE_KINDS),
  url: Type.String({ maxLength: 1000, default: '' }),
  /** Ignored for the built-in source (always {@link BUILTIN_SOURCE_SCHEMA}); checked as an identifier by the server. */
  allowedSchema: Type.String({ maxLength: 63, default: 'public' }),
  description: Type.String({ maxLength: 500, default: '' }),
});

/** Report data sources on the kit (`/report/source/*`), kept by the platform's administrators. */
export const reportSourceResource = defineResource({
  name: 'reportSource',
  title: { cn: '数据源', en: 'Data sources', tc: '數據源' },
  basePath: '/report/source',
  tableName: 'report_source',
  page: 'ReportSourceList',
  record: ReportSourceSchema,
  input: ReportSourceInputSchema,
  fields: {
    code: { label: { cn: '编码', en: 'Code', tc: '編碼' }, kind: 'text', sortable: true, filter: 'like', query: true, unique: true },
    name: { label: { cn: '名称', en: 'Name', tc: '名稱' }, kind: 'text', sortable: true, filter: 'like', query: true },
    kind: { label: { cn: '类型', en: 'Kind', tc: '類型' }, kind: 'text', sortable: true, filter: 'eq', query: true, width: 100 },
    urlHint: { label: { cn: '连接', en: 'Connection', tc: '連接' }, kind: 'text', width: 260 },
    allowedSchema: { label: { cn: '允许的模式', en: 'Allowed schema', tc: '允許的模式' }, kind: 'text', width: 140 },
    description: { label: { cn: '描述', en: 'Description', tc: '描述' }, kind: 'text', width: 200 },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
  },
  // The form's keys that are no column.
  inputFields: {
    nameEn: { label: { cn: '英文名称', en: 'English name', tc: '英文名稱' } },
    nameTc: { label: { cn: '繁体名称', en: 'Traditional Chinese name', tc: '繁體名稱' } },
  },
  permissions: {
    list: PERMISSION_CODES.reportSourceList, add: PERMISSION_CODES.reportSourceAdd,
    edit: PERMISSION_CODES.reportSourceEdit, delete: PERMISSION_CODES.reportSourceDelete,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
