import { Type } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/** A permission group (widgets-admin §3 "Permission group: name, code (unique), description"); menus name theirs. */
export const PermissionGroupSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  description: Type.String(),
  createTime: Type.String(),
});

/** What add and edit take. */
export const PermissionGroupInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_:.-]+$' }),
  description: Type.String({ maxLength: 500, default: '' }),
});

/** Permission group administration on the kit (`/sys/permissionGroup/*`): platform data, as menus are. */
export const permissionGroupResource = defineResource({
  name: 'permissionGroup',
  basePath: '/sys/permissionGroup',
  tableName: 'sys_permission_group',
  page: 'PermissionGroupList',
  record: PermissionGroupSchema,
  input: PermissionGroupInputSchema,
  fields: {
    name: { label: { cn: '分组名称', en: 'Group name', tc: '分組名稱' }, kind: 'text', sortable: true, filter: 'like', query: true },
    code: {
      label: { cn: '分组编码', en: 'Code', tc: '分組編碼' },
      patternMessage: { cn: '只允许字母、数字和 _ : . -', en: 'Only letters, digits and _ : . - are allowed', tc: '只允許字母、數字和 _ : . -' },
      kind: 'text', sortable: true, filter: 'like', query: true, unique: true },
    description: { label: { cn: '描述', en: 'Description', tc: '描述' }, kind: 'text', query: true, width: 240 },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
  },
  permissions: {
    list: PERMISSION_CODES.permissionGroupList, add: PERMISSION_CODES.permissionGroupAdd,
    edit: PERMISSION_CODES.permissionGroupEdit, delete: PERMISSION_CODES.permissionGroupDelete,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
