import { Type } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/** A role of one department (widgets-admin §6 "department roles"), granted within what its department may grant. */
export const DepartRoleSchema = Type.Object({
  id: Type.String(),
  departId: Type.String(),
  roleName: Type.String(),
  roleCode: Type.String(),
  description: Type.String(),
  createTime: Type.String(),
});

/** What add and edit take (widgets-admin §5: "Role: roleName 2-30 chars; roleCode max 64, no Chinese; description max 126. Department role similar"). */
export const DepartRoleInputSchema = Type.Object({
  departId: Type.String({ minLength: 1, maxLength: 64 }),
  roleName: Type.String({ minLength: 2, maxLength: 30, pattern: '\\S' }),
  roleCode: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_:.-]+$' }),
  description: Type.String({ maxLength: 126, default: '' }),
});

/** Department-role administration on the kit (`/sys/sysDepartRole/*`; `departId` filters the list). */
export const departRoleResource = defineResource({
  name: 'departRole',
  basePath: '/sys/sysDepartRole',
  tableName: 'sys_depart_role',
  page: 'DepartRoleList',
  record: DepartRoleSchema,
  input: DepartRoleInputSchema,
  fields: {
    departId: { label: { cn: '部门', en: 'Department', tc: '部門' }, kind: 'text', filter: 'eq', query: true, list: false },
    roleName: { label: { cn: '部门角色名称', en: 'Role name', tc: '部門角色名稱' }, kind: 'text', sortable: true, filter: 'like', query: true },
    roleCode: { label: { cn: '部门角色编码', en: 'Role code', tc: '部門角色編碼' }, kind: 'text', sortable: true, filter: 'like', query: true, unique: true },
    description: { label: { cn: '描述', en: 'Description', tc: '描述' }, kind: 'text', query: true },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
  },
  permissions: {
    list: PERMISSION_CODES.departRoleList, add: PERMISSION_CODES.departRoleAdd,
    edit: PERMISSION_CODES.departRoleEdit, delete: PERMISSION_CODES.departRoleDelete,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
