/*
 * The demo organisation is data that people enter — department, role and tenant names, real
 * names — and the spec gives each one name (portal-shell §3 "Department for switching: id,
 * departName, orgCode"; "User info: realname"). So it is seeded in one language, simplified
 * Chinese (the default and fallback), and shows as entered in every interface language, as
 * a real organisation's data would. What the spec does give per language (menu titles,
 * dictionary items, launcher apps, personalisation) is seeded in cn, en and tc. The English
 * department name fills the existing `depart_name_en` column, which no call returns yet.
 */

/** Demo departments: [orgCode, cn name, en name, type ('1' company, '2' department, '3' post: the org_type dictionary), parent orgCode]. */
export const DEMO_DEPARTMENTS: [string, string, string, string, string | null][] = [
  ['A01', '总公司', 'Head office', '1', null],
  ['A01A01', '信息技术部', 'IT department', '2', 'A01'],
  ['A01A02', '市场部', 'Marketing', '2', 'A01'],
  ['A01A03', '人力资源部', 'Human resources', '2', 'A01'],
  ['A01A01A01', '开发岗', 'Developer', '3', 'A01A01'],
];

/** The two demo roles: the administrator holds every menu, staff fewer (no system admin). */
export const ROLES = { admin: ['admin', '管理员'], staff: ['staff', '普通员工'] } as const;

/** Demo users: username, real name, role, departments (first is the current one), sex, mobile (phone login and reset). */
export const DEMO_USERS: { username: string; realname: string; role: keyof typeof ROLES; departs: string[]; sex: number; phone: string }[] = [
  { username: 'zhangsan', realname: '张三', role: 'staff', departs: ['A01A01', 'A01A02'], sex: 1, phone: '13800138001' },
  { username: 'lisi', realname: '李四', role: 'staff', departs: ['A01A02'], sex: 2, phone: '13800138002' },
  { username: 'wangwu', realname: '王五', role: 'staff', departs: ['A01A03'], sex: 1, phone: '13800138003' },
];

/** The second demo tenant, of which only the administrator is a member. */
export const SECOND_TENANT = { id: 2, name: '演示租户二' };
