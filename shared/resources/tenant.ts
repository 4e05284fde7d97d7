import { Type } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { FIELD_RULES } from '../schemas/field-rules.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/** A tenant's states (dictionary `tenant_status`). */
export const TENANT_STATUS = { normal: 1, frozen: 0 } as const;

/** A tenant (widgets-admin §3 "Tenant: tenant name, tenant number, state"); its number is its id. */
export const TenantSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: Type.Integer(),
  createTime: Type.String(),
});

const editable = {
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  status: Type.Union([Type.Literal(TENANT_STATUS.normal), Type.Literal(TENANT_STATUS.frozen)], { default: TENANT_STATUS.normal }),
};

/** What add takes: the tenant, and its first administrator (account, password and confirmation, name, mobile). */
export const TenantAddSchema = Type.Object({
  tenantNumber: Type.Integer({ minimum: 2, maximum: 999_999 }),
  ...editable,
  username: Type.String({
    minLength: FIELD_RULES.usernameLength.min, maxLength: FIELD_RULES.usernameLength.max, pattern: FIELD_RULES.usernameChars.source,
  }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  confirmPassword: Type.String({ maxLength: 128 }),
  realname: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  phone: Type.String({ pattern: FIELD_RULES.mobile.source }),
});

/** Tenant administration on the kit (`/sys/tenant/*`), from the platform tenant only. */
export const tenantResource = defineResource({
  name: 'tenant',
  title: { cn: '租户', en: 'Tenants', tc: '租戶' },
  basePath: '/sys/tenant',
  tableName: 'sys_tenant',
  page: 'TenantList',
  record: TenantSchema,
  input: TenantAddSchema,
  editInput: Type.Object(editable),
  fields: {
    id: { label: { cn: '租户编号', en: 'Tenant number', tc: '租戶編號' }, kind: 'integer', sortable: true, filter: 'eq', query: true, unique: true },
    name: { label: { cn: '租户名称', en: 'Tenant name', tc: '租戶名稱' }, kind: 'text', sortable: true, filter: 'like', query: true },
    status: { label: { cn: '状态', en: 'Status', tc: '狀態' }, kind: 'integer', sortable: true, filter: 'eq', query: true, dictCode: 'tenant_status', width: 80 },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
  },
  // Add's keys that are no column: the tenant's number, and its first administrator.
  inputFields: {
    tenantNumber: { label: { cn: '租户编号', en: 'Tenant number', tc: '租戶編號' } },
    username: {
      label: { cn: '用户账号', en: 'Account', tc: '用戶賬號' },
      help: { cn: '租户的第一位管理员', en: "The tenant's first administrator", tc: '租戶的第一位管理員' },
    },
    password: { label: { cn: '密码', en: 'Password', tc: '密碼' }, secret: true },
    confirmPassword: { label: { cn: '确认密码', en: 'Confirm password', tc: '確認密碼' }, secret: true },
    realname: { label: { cn: '姓名', en: 'Name', tc: '姓名' } },
    phone: { label: { cn: '手机号', en: 'Mobile number', tc: '手機號' } },
  },
  permissions: {
    list: PERMISSION_CODES.tenantList, add: PERMISSION_CODES.tenantAdd, edit: PERMISSION_CODES.tenantEdit, delete: PERMISSION_CODES.tenantDelete,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
