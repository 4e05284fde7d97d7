import { Type } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/** A position of the tenant (widgets-admin §3 "Job/position": code, title, level). */
export const PositionSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  /** A value of the `position_rank` dictionary, '' when none. */
  postRank: Type.String(),
  createTime: Type.String(),
});

/** What add and edit take. */
export const PositionInputSchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  postRank: Type.String({ maxLength: 20, default: '' }),
});

/** Position administration on the kit (`/sys/position/*`). */
export const positionResource = defineResource({
  name: 'position',
  title: { cn: '职务', en: 'Positions', tc: '職務' },
  basePath: '/sys/position',
  tableName: 'sys_position',
  page: 'PositionList',
  record: PositionSchema,
  input: PositionInputSchema,
  fields: {
    code: { label: { cn: '职务编码', en: 'Code', tc: '職務編碼' }, kind: 'text', sortable: true, filter: 'like', query: true, unique: true },
    name: { label: { cn: '职务名称', en: 'Name', tc: '職務名稱' }, kind: 'text', sortable: true, filter: 'like', query: true },
    postRank: { label: { cn: '职级', en: 'Rank', tc: '職級' }, kind: 'text', sortable: true, filter: 'eq', query: true, dictCode: 'position_rank' },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
  },
  permissions: {
    list: PERMISSION_CODES.positionList, add: PERMISSION_CODES.positionAdd, edit: PERMISSION_CODES.positionEdit,
    delete: PERMISSION_CODES.positionDelete, export: PERMISSION_CODES.positionExport, import: PERMISSION_CODES.positionImport,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
