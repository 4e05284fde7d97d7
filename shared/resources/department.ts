import { Type } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/** The organisation types, values of the `org_type` dictionary: 1 company, 2 department, 3 post (widgets-admin §3 "Organization"). */
export const ORG_TYPES = ['1', '2', '3'] as const;
/** An organisation type. */
export type OrgType = (typeof ORG_TYPES)[number];

/**
 * A department of the tenant (widgets-admin §3 "Organization: name, code, parent, type,
 * phone, email, fax, address, notes"). `orgCode` is the code of its place in the tree (A01,
 * A01A01…), given by the server; `parentId` is null for a root.
 */
export const DepartmentSchema = Type.Object({
  id: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  departName: Type.String(),
  orgCode: Type.String(),
  orgType: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  fax: Type.String(),
  address: Type.String(),
  memo: Type.String(),
  sortNo: Type.Integer(),
  createTime: Type.String(),
});

/**
 * What add and edit take. The code is never taken: the server gives it from the parent on add
 * and when an edit moves the department (read-only in the form). An edit without `parentId`
 * keeps the department where it is; '' makes it a root. Phone, fax and e-mail formats are
 * checked by the server with their own messages (widgets-admin §5).
 */
export const DepartmentInputSchema = Type.Object({
  departName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  parentId: Type.Optional(Type.String({ maxLength: 64 })),
  orgType: Type.Enum(ORG_TYPES, { default: '2' }),
  phone: Type.String({ maxLength: 32, default: '' }),
  email: Type.String({ maxLength: 100, default: '' }),
  fax: Type.String({ maxLength: 32, default: '' }),
  address: Type.String({ maxLength: 200, default: '' }),
  memo: Type.String({ maxLength: 500, default: '' }),
  sortNo: Type.Integer({ minimum: 0, maximum: 99_999, default: 0 }),
});

/** Department administration on the kit (`/sys/sysDepart/*`), a tree by `parentId`, ordered by sort number then code. */
export const departmentResource = defineResource({
  name: 'department',
  basePath: '/sys/sysDepart',
  tableName: 'sys_depart',
  page: 'DepartList',
  record: DepartmentSchema,
  input: DepartmentInputSchema,
  fields: {
    departName: { label: { cn: '机构名称', en: 'Name', tc: '機構名稱' }, kind: 'text', sortable: true, filter: 'like', query: true },
    orgCode: { label: { cn: '机构编码', en: 'Code', tc: '機構編碼' }, kind: 'text', sortable: true, filter: 'like', query: true, unique: true },
    orgType: { label: { cn: '机构类型', en: 'Type', tc: '機構類型' }, kind: 'text', sortable: true, filter: 'eq', query: true, dictCode: 'org_type' },
    phone: { label: { cn: '电话', en: 'Phone', tc: '電話' }, kind: 'text', filter: 'like', query: true },
    email: { label: { cn: '邮箱', en: 'E-mail', tc: '郵箱' }, kind: 'text', filter: 'like', query: true },
    fax: { label: { cn: '传真', en: 'Fax', tc: '傳真' }, kind: 'text', query: true, list: false, export: true },
    address: { label: { cn: '地址', en: 'Address', tc: '地址' }, kind: 'text', query: true, list: false, export: true },
    memo: { label: { cn: '备注', en: 'Notes', tc: '備註' }, kind: 'text', list: false, export: true },
    sortNo: { label: { cn: '排序', en: 'Sort', tc: '排序' }, kind: 'integer', sortable: true, query: true },
    parentId: { label: { cn: '上级机构', en: 'Parent', tc: '上級機構' }, kind: 'text', filter: 'eq', query: true, list: false },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
  },
  permissions: {
    list: PERMISSION_CODES.departList, add: PERMISSION_CODES.departAdd, edit: PERMISSION_CODES.departEdit,
    delete: PERMISSION_CODES.departDelete, export: PERMISSION_CODES.departExport, import: PERMISSION_CODES.departImport,
  },
  defaultSort: { column: 'sortNo', order: 'asc' },
  tieBreak: 'orgCode',
  tree: {
    parentField: 'parentId', titleField: 'departName', idFields: ['orgCode'],
    routes: { tree: 'queryTreeList', level: { path: 'queryDepartTreeSync', param: 'pid' }, idTree: 'queryIdTree', search: { path: 'searchBy', param: 'keyWord' } },
  },
});
