/**
 * Button permission codes that both the server (route guards) and the portal (which controls
 * to show) name, written once. The migrations that created them keep their own copies, as
 * a migration must not change when code moves on.
 */
export const PERMISSION_CODES = {
  /** Read and save the enterprise-chat login switch (migration 0002). */
  configEdit: 'system:config:edit',
  /** Read the API's OpenAPI document, `GET /api/openapi.json` (migration 0014). */
  apiSchema: 'system:api:schema',
  /** Drop the server's dictionary cache, `GET /sys/dict/refleshCache` (migration 0015). */
  dictRefresh: 'system:dict:refresh',
  /** Read the default SMS gateway's outbox (migration 0003). */
  smsOutbox: 'system:sms:outbox',
  /** Announcement administration (migration 0009): list, add, edit, delete, release, revoke. */
  announcementList: 'system:announcement:list',
  announcementAdd: 'system:announcement:add',
  announcementEdit: 'system:announcement:edit',
  announcementDelete: 'system:announcement:delete',
  announcementRelease: 'system:announcement:release',
  announcementRevoke: 'system:announcement:revoke',
  /** User administration (seed; migration 0019). */
  userList: 'system:user:list',
  userAdd: 'system:user:add',
  userEdit: 'system:user:edit',
  userDelete: 'system:user:delete',
  userFreeze: 'system:user:freeze',
  userPassword: 'system:user:password',
  userRecycle: 'system:user:recycle',
  userExport: 'system:user:export',
  userImport: 'system:user:import',
  /** Role administration (migrations 0015, 0019). */
  roleList: 'system:role:list',
  roleAdd: 'system:role:add',
  roleEdit: 'system:role:edit',
  roleDelete: 'system:role:delete',
  roleExport: 'system:role:export',
  roleImport: 'system:role:import',
  roleAuthorize: 'system:role:authorize',
  /** Tenant administration, from the platform tenant only (migration 0019). */
  tenantList: 'system:tenant:list',
  tenantAdd: 'system:tenant:add',
  tenantEdit: 'system:tenant:edit',
  tenantDelete: 'system:tenant:delete',
  /** Position administration (migration 0018). */
  positionList: 'system:position:list',
  positionAdd: 'system:position:add',
  positionEdit: 'system:position:edit',
  positionDelete: 'system:position:delete',
  positionExport: 'system:position:export',
  positionImport: 'system:position:import',
  /** Department administration: the list (migration 0015), the page's buttons (migration 0019). */
  departList: 'system:depart:list',
  departAdd: 'system:depart:add',
  departEdit: 'system:depart:edit',
  departDelete: 'system:depart:delete',
  departExport: 'system:depart:export',
  departImport: 'system:depart:import',
  /**
   * Administer department permissions and the grants and members of any department role of
   * the tenant (migration 0019); a department head does the latter within their department.
   */
  departAuthorize: 'system:depart:authorize',
  /** Department-role administration (migration 0019). */
  departRoleList: 'system:departRole:list',
  departRoleAdd: 'system:departRole:add',
  departRoleEdit: 'system:departRole:edit',
  departRoleDelete: 'system:departRole:delete',
  /** Menu administration: the list (migration 0015), add, edit, delete, and the menus' data rules (migration 0021). */
  permissionList: 'system:permission:list',
  permissionAdd: 'system:permission:add',
  permissionEdit: 'system:permission:edit',
  permissionDelete: 'system:permission:delete',
  permissionRule: 'system:permission:rule',
  /** Permission group administration (migration 0021). */
  permissionGroupList: 'system:permissionGroup:list',
  permissionGroupAdd: 'system:permissionGroup:add',
  permissionGroupEdit: 'system:permissionGroup:edit',
  permissionGroupDelete: 'system:permissionGroup:delete',
  /** Report data sources, from the platform tenant only (migration 0026). */
  reportSourceList: 'report:source:list',
  reportSourceAdd: 'report:source:add',
  reportSourceEdit: 'report:source:edit',
  reportSourceDelete: 'report:source:delete',
  /** Report definitions, from the platform tenant only (migration 0026). */
  reportList: 'report:definition:list',
  reportAdd: 'report:definition:add',
  reportEdit: 'report:definition:edit',
  reportDelete: 'report:definition:delete',
  /** The system log, read-only: list and export (migration 0027). */
  logList: 'system:log:list',
  logExport: 'system:log:export',
  /** Scheduled jobs (issue 13, `/isystem/quartzJob`): list (with run history), add, edit, delete, start/pause, run once. */
  jobList: 'system:job:list',
  jobAdd: 'system:job:add',
  jobEdit: 'system:job:edit',
  jobDelete: 'system:job:delete',
  jobRun: 'system:job:run',
  /** Push plans (issue 13): list, add, edit, delete. */
  pushPlanList: 'system:pushPlan:list',
  pushPlanAdd: 'system:pushPlan:add',
  pushPlanEdit: 'system:pushPlan:edit',
  pushPlanDelete: 'system:pushPlan:delete',
  /** Report subscriptions (issue 13, portal-shell §2.7): list a report page's, add, edit, delete. */
  subscribeList: 'system:subscribe:list',
  subscribeAdd: 'system:subscribe:add',
  subscribeEdit: 'system:subscribe:edit',
  subscribeDelete: 'system:subscribe:delete',
  /** The mail outbox (issue 13): mails made while no SMTP server is configured, read-only (migration 0030). */
  mailOutbox: 'system:mail:outbox',
  /** Articles of the content engine (`/cms/article/*`, migration 0035): administration, and release/revoke/top/untop. */
  articleList: 'cms:article:list',
  articleAdd: 'cms:article:add',
  articleEdit: 'cms:article:edit',
  articleDelete: 'cms:article:delete',
  articleExport: 'cms:article:export',
  articleRelease: 'cms:article:release',
  /** Delete anyone's comment on a message board (moderation, migration 0037). */
  commentDelete: 'cms:comment:delete',
  /** Managing every folder of the knowledge base and the common resources, and their grants (migration 0039). */
  folderManage: 'cms:folder:manage',
} as const;
export type PermissionCode = (typeof PERMISSION_CODES)[keyof typeof PERMISSION_CODES];
