import { msg } from '@lit/localize';
import { fetchDepartTree, fetchPositionOptions, fetchRoleOptions, fetchTenantOptions, flattenDepartTree } from '../../shared/admin/index.ts';
import { PLATFORM_TENANT_ID, type InputOf, type RecordOf } from '../../shared/kit/index.ts';
import type { userResource } from '../../shared/resources/user.ts';
import { $session } from '../../shared/stores/index.ts';
import { passwordPolicyRule, usernameRule } from '../../shared/validation/index.ts';
import type { FormConfig, FormValues } from '../kit/form-config.ts';
import type { Choice } from '../kit/list-config.ts';

type User = typeof userResource;

// Read each time the dialog opens: a department or role added meanwhile is offered at once.
/** The departments in tree order, indented by depth (the indentation is trimmed from a chosen tag). */
export const loadDepartChoices = async (): Promise<Choice[]> =>
  flattenDepartTree(await fetchDepartTree()).map(({ node, depth }) => ({ value: node.id, label: `${'\u3000'.repeat(depth)}${node.title}` }));
const loadRoleChoices = async (): Promise<Choice[]> => (await fetchRoleOptions()).map((role) => ({ value: role.id, label: role.roleName }));
const loadPositionChoices = async (): Promise<Choice[]> => (await fetchPositionOptions()).map((p) => ({ value: p.id, label: p.name }));
const loadTenantChoices = async (): Promise<Choice[]> => (await fetchTenantOptions()).map((t) => ({ value: t.id, label: `${t.name} (${t.id})` }));
/** Only the platform tenant chooses a user's tenants (the server ignores them elsewhere). */
const onPlatform = () => $session.get()?.tenantId === PLATFORM_TENANT_ID;

// The account and its password are set on add only: edit has `id` among its values.
const adding = (values: FormValues) => !values.id;
const text = (values: FormValues, key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
const list = (values: FormValues, key: string) => (Array.isArray(values[key]) ? (values[key] as string[]) : []);

/**
 * The add/edit form of a user (widgets-admin §2 "Administration forms", §5): account, password
 * and confirmation on add (the policy; '两次输入的密码不一样！'), mobile required, e-mail optional;
 * account, job number, mobile and e-mail unique (the duplicate check, skipping empty values); sex,
 * birthday, avatar (an uploaded image), departments, positions and roles; in the platform tenant,
 * the tenants the user belongs to (the current one always kept). Labels, required marks, lengths,
 * patterns and their words, the sex dictionary and uniqueness come from `userResource`.
 */
export const USER_FORM: FormConfig<User> = {
  titles: { add: () => msg('新增用户'), edit: () => msg('编辑用户') },
  width: 640,
  fields: [
    // Labelled 用户名 so that its required message is the spec's '请输入用户名'; its rule has the spec's words for the length.
    { key: 'username', label: () => msg('用户名'), on: 'add', rules: [usernameRule], row: 'account' },
    { key: 'realname', row: 'account' },
    { key: 'password', on: 'add', rules: [passwordPolicyRule], row: 'password', clears: ['confirmPassword'] },
    // Optional in the schema (JeecgBoot may send `confirmpassword` instead); the form asks for it.
    { key: 'confirmPassword', on: 'add', required: true, sameAs: 'password', row: 'password' },
    { key: 'workNo', row: 'work' }, { key: 'phone', row: 'work' },
    { key: 'telephone', row: 'contact' }, { key: 'email', row: 'contact' },
    { key: 'sex', row: 'person' }, { key: 'birthday', row: 'person' },
    { key: 'avatar', widget: 'image', biz: 'avatar' },
    { key: 'departIds', loadChoices: loadDepartChoices }, { key: 'positionIds', loadChoices: loadPositionChoices },
    { key: 'roleIds', loadChoices: loadRoleChoices },
    { key: 'tenantIds', loadChoices: loadTenantChoices, visible: onPlatform, helpText: () => msg('用户总会属于当前租户') },
  ],
  fromRecord: (record: RecordOf<User>) => ({
    id: record.id, realname: record.realname, workNo: record.workNo, phone: record.phone, telephone: record.telephone, email: record.email,
    sex: record.sex ? String(record.sex) : '', birthday: record.birthday ?? '', avatar: record.avatar,
    departIds: [...record.departIds], positionIds: [...record.positionIds], roleIds: [...record.roleIds], tenantIds: [...record.tenantIds],
  }),
  toInput: (values) => {
    const profile = {
      realname: text(values, 'realname'), workNo: text(values, 'workNo'), phone: text(values, 'phone'), telephone: text(values, 'telephone'),
      email: text(values, 'email'), sex: Number(text(values, 'sex') || 0) as 0 | 1 | 2, birthday: text(values, 'birthday') || null, avatar: text(values, 'avatar'),
      departIds: list(values, 'departIds'), positionIds: list(values, 'positionIds'), roleIds: list(values, 'roleIds'),
      ...(onPlatform() ? { tenantIds: list(values, 'tenantIds') } : {}),
    };
    if (!adding(values)) return profile as InputOf<User>;
    return { ...profile, username: text(values, 'username'), password: String(values.password), confirmPassword: String(values.confirmPassword) } as InputOf<User>;
  },
};
