import { Type } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/** A role of the tenant (widgets-admin §3 "Role: id, roleCode, roleName, description"). */
export const RoleSchema = Type.Object({
  id: Type.String(),
  roleName: Type.String(),
  roleCode: Type.String(),
  description: Type.String(),
  createTime: Type.String(),
});

/** What add and edit take (widgets-admin §5 "Role: roleName 2-30 chars; roleCode max 64, no Chinese; description max 126"). */
export const RoleInputSchema = Type.Object({
  roleName: Type.String({ minLength: 2, maxLength: 30, pattern: '\\S' }),
  roleCode: Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\u4e00-\\u9fa5\\s]+$' }),
  description: Type.String({ maxLength: 126, default: '' }),
});

/** The role every tenant has for its administrators; it cannot be deleted (it would lock the tenant out). */
export const ADMIN_ROLE_CODE = 'admin';

/** Role administration on the kit (`/sys/role/*`). */
export const roleResource = defineResource({
  name: 'role',
  basePath: '/sys/role',
  tableName: 'sys_role',
  page: 'RoleList',
  record: RoleSchema,
  input: RoleInputSchema,
  fields: {
    roleName: { label: { cn: '角色名称', en: 'Role name', tc: '角色名稱' }, kind: 'text', sortable: true, filter: 'like', query: true },
    roleCode: { label: { cn: '角色编码', en: 'Role code', tc: '角色編碼' }, kind: 'text', sortable: true, filter: 'like', query: true, unique: true },
    description: { label: { cn: '描述', en: 'Description', tc: '描述' }, kind: 'text', query: true, width: 200 },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
  },
  permissions: {
    list: PERMISSION_CODES.roleList, add: PERMISSION_CODES.roleAdd, edit: PERMISSION_CODES.roleEdit,
    delete: PERMISSION_CODES.roleDelete, export: PERMISSION_CODES.roleExport, import: PERMISSION_CODES.roleImport,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
