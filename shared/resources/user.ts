import { Type } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { FIELD_RULES } from '../schemas/field-rules.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

const Ids = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50, default: [] });
/** Ids as JeecgBoot sends them: comma-joined text (the server splits it; server/kit/relations.ts). */
const CommaIds = Type.String({ maxLength: 50 * 65 });
/** A relation's ids as a list or comma-joined text (text first: a lone list item is then read as text too). */
const IdsOrText = Type.Union([CommaIds, Ids], { default: [] });
/** Tenant numbers as the tenant records name them (text). */
const TenantIds = Type.Array(Type.String({ pattern: '^[1-9][0-9]{0,8}$' }), { maxItems: 100 });
const pattern = (rule: RegExp) => rule.source;

/** The account that is never frozen, thawed, edited or deleted by administration (widgets-admin §4). */
export const ADMIN_USERNAME = 'admin';

/**
 * A user's states (dictionary `user_status`): normal; frozen (freeze and thaw); departed
 * (离职: `userQuit`, undone by `putCancelQuit`). Only a normal user signs in.
 */
export const USER_STATUS = { normal: 1, frozen: 2, departed: 3 } as const;

/** A user as administrators see it (widgets-admin §3 "User"; the ids are the request tenant's links only). */
export const UserAdminSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  realname: Type.String(),
  workNo: Type.String(),
  phone: Type.String(),
  telephone: Type.String(),
  email: Type.String(),
  /** 1 male, 2 female, 0 not given (dictionary `sex`). */
  sex: Type.Integer(),
  /** YYYY-MM-DD, null when not given. */
  birthday: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.String(),
  /** 1 normal, 2 frozen, 3 departed (dictionary `user_status`, `USER_STATUS`). */
  status: Type.Integer(),
  orgCode: Type.String(),
  departIds: Type.Array(Type.String()),
  roleIds: Type.Array(Type.String()),
  positionIds: Type.Array(Type.String()),
  /** The tenants the user belongs to, from the platform tenant; elsewhere the request's tenant alone. */
  tenantIds: Type.Array(Type.String()),
  createTime: Type.String(),
});

const editable = {
  realname: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  workNo: Type.String({ maxLength: 30, pattern: '^[A-Za-z0-9_-]*$', default: '' }),
  phone: Type.String({ maxLength: 11, pattern: pattern(FIELD_RULES.mobile) }),
  telephone: Type.String({ maxLength: 30, pattern: '^[0-9+()\\- ]*$', default: '' }),
  email: Type.String({ maxLength: 100, pattern: `^$|${pattern(FIELD_RULES.email)}`, default: '' }),
  sex: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { default: 0 }),
  birthday: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()], { default: null }),
  avatar: Type.String({ maxLength: 500, default: '' }),
  departIds: IdsOrText,
  roleIds: IdsOrText,
  positionIds: IdsOrText,
  /** JeecgBoot's names of the roles and departments, comma-joined; read instead of roleIds/departIds when given. */
  selectedroles: Type.Optional(CommaIds),
  selecteddeparts: Type.Optional(CommaIds),
  /**
   * The tenants the user belongs to, set from the platform tenant only (ignored elsewhere);
   * the request's tenant is always kept. Absent: the memberships stay as they are.
   */
  tenantIds: Type.Optional(TenantIds),
};

/** What add takes: the account, a password meeting the policy (checked by the server), and the profile. */
export const UserAddSchema = Type.Object({
  username: Type.String({
    minLength: FIELD_RULES.usernameLength.min, maxLength: FIELD_RULES.usernameLength.max, pattern: pattern(FIELD_RULES.usernameChars),
  }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  confirmPassword: Type.Optional(Type.String({ maxLength: 128 })),
  /** JeecgBoot's spelling of confirmPassword; both are read. */
  confirmpassword: Type.Optional(Type.String({ maxLength: 128 })),
  ...editable,
});

/** What edit takes: the profile; the account name and the password do not change here. */
export const UserEditSchema = Type.Object(editable);

/** User administration on the kit (`/sys/user/*`; widgets-admin §2–§7). */
export const userResource = defineResource({
  name: 'user',
  title: { cn: '用户', en: 'Users', tc: '用戶' },
  basePath: '/sys/user',
  tableName: 'sys_user',
  page: 'UserList',
  record: UserAdminSchema,
  input: UserAddSchema,
  editInput: UserEditSchema,
  fields: {
    username: { label: { cn: '用户账号', en: 'Username', tc: '用戶賬號' }, kind: 'text', sortable: true, filter: 'like', query: true, unique: true },
    realname: { label: { cn: '用户姓名', en: 'Name', tc: '用戶姓名' }, kind: 'text', sortable: true, filter: 'like', query: true },
    workNo: { label: { cn: '工号', en: 'Job number', tc: '工號' }, kind: 'text', sortable: true, query: true, unique: true },
    phone: { label: { cn: '手机号', en: 'Mobile', tc: '手機號' }, kind: 'text', filter: 'like', query: true, unique: true },
    telephone: {
      label: { cn: '座机', en: 'Landline', tc: '座機' }, kind: 'text', list: false,
      patternMessage: { cn: '电话号码格式不正确！', en: 'The phone number format is incorrect!', tc: '電話號碼格式不正確！' },
    },
    email: { label: { cn: '邮箱', en: 'E-mail', tc: '郵箱' }, kind: 'text', query: true, unique: true, width: 180 },
    sex: { label: { cn: '性别', en: 'Sex', tc: '性別' }, kind: 'integer', sortable: true, filter: 'eq', query: true, dictCode: 'sex', width: 80 },
    birthday: { label: { cn: '生日', en: 'Birthday', tc: '生日' }, kind: 'date', sortable: true, query: true, list: false },
    status: { label: { cn: '状态', en: 'Status', tc: '狀態' }, kind: 'integer', sortable: true, filter: 'eq', query: true, dictCode: 'user_status', width: 80 },
    departIds: { label: { cn: '部门', en: 'Departments', tc: '部門' }, kind: 'text', filter: 'eq', list: false, export: false },
    roleIds: { label: { cn: '角色', en: 'Roles', tc: '角色' }, kind: 'text', filter: 'eq', list: false, export: false },
    tenantIds: { label: { cn: '所属租户', en: 'Tenants', tc: '所屬租戶' }, kind: 'text', list: false, export: false },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
  },
  // The import takes a password column as add does (checked by the policy, hashed); the file of rows in error never repeats it.
  inputFields: {
    password: { label: { cn: '密码', en: 'Password', tc: '密碼' }, secret: true },
    confirmPassword: { label: { cn: '确认密码', en: 'Confirm password', tc: '確認密碼' }, secret: true },
    // The form's keys that are no column.
    avatar: { label: { cn: '头像', en: 'Avatar', tc: '頭像' } },
    positionIds: { label: { cn: '职务', en: 'Positions', tc: '職務' } },
  },
  permissions: {
    list: PERMISSION_CODES.userList, add: PERMISSION_CODES.userAdd, edit: PERMISSION_CODES.userEdit,
    delete: PERMISSION_CODES.userDelete, export: PERMISSION_CODES.userExport, import: PERMISSION_CODES.userImport,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
