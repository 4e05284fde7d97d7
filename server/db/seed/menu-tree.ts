import { REPORT_DOWNLOADS } from '../../../shared/reports/downloads.ts';
import { REPORT_BUTTONS, REPORT_MENU, REPORT_SOURCE_BUTTONS, REPORT_SOURCE_MENU } from '../migrations/0026-reports.ts';
import { BRAND_CULTURE_MENU } from '../migrations/0005-home-launcher.ts';
import { SMS_OUTBOX_MENU, SYSTEM_CONFIG_MENU, type AdminPageMenu } from '../migrations/0006-admin-settings-pages.ts';
import { ANNOUNCEMENT_BUTTONS } from '../migrations/0009-notices-announcements.ts';
import { dictionaryButtonsOf } from '../migrations/0015-dictionary-permissions.ts';
import { POSITION_BUTTONS, POSITION_MENU } from '../migrations/0018-positions.ts';
import { ARTICLE_BUTTONS, ARTICLE_MENU } from '../migrations/0035-content.ts';
import { COMMENT_DELETE_BUTTON } from '../migrations/0037-comments.ts';
import { FOLDER_MANAGE_BUTTON } from '../migrations/0039-folders.ts';
import { identityButtonsOf } from '../migrations/0019-identity-admin.ts';
import { DEPART_BUTTONS, DEPART_ROLE_BUTTONS, DEPART_ROLE_MENU } from '../migrations/0020-departments.ts';
import { MENU_BUTTONS, PERMISSION_GROUP_BUTTONS, PERMISSION_GROUP_MENU } from '../migrations/0021-menus.ts';
import { LOG_BUTTONS, LOG_MENU_ID } from '../migrations/0027-system-log.ts';
import { JOB_BUTTONS, JOB_MENU_ID } from '../migrations/0029-scheduler.ts';
import { MAIL_OUTBOX_BUTTONS, MAIL_OUTBOX_MENU, PUSH_PLAN_BUTTONS, PUSH_PLAN_MENU } from '../migrations/0030-subscriptions.ts';
import type { NewPermission } from '../schema.ts';

/** A menu or button as seeded: titles in the three languages, children nested. */
export interface SeedMenu {
  id: string;
  title: [cn: string, en: string, tc: string];
  path?: string;
  component?: string;
  componentName?: string;
  /** Buttons (menu_type 2) carry their authorisation identifier. */
  perms?: string;
  icon?: string;
  hidden?: boolean;
  /** Where a parent goes when opened; its own path keeps it a page. */
  redirect?: string;
  children?: SeedMenu[];
  /** Only the administrator role gets this entry and its subtree. */
  adminOnly?: boolean;
}

/** The six download formats of portal-shell §2.5, in the order of the download modal. */
export const DOWNLOAD_PERMISSIONS = REPORT_DOWNLOADS.map((d) => [d.permission, d.title.cn, d.title.en, d.title.tc] as const);

/** Download formats the ordinary staff role holds; administrators hold all six. */
export const STAFF_DOWNLOADS = new Set(['course:img', 'course:pdf']);

// Buttons a migration also adds to older databases: one definition for both.
const buttonsOf = (list: readonly (readonly [string, string, string, string, string])[]): SeedMenu[] =>
  list.map(([id, perms, cn, en, tc]) => ({ id, title: [cn, en, tc], perms }));

const page = (id: string, title: SeedMenu['title'], path: string, componentName: string, extra: Partial<SeedMenu> = {}): SeedMenu => ({
  id, title, path, component: componentName, componentName, ...extra,
});

// A page a migration also adds to older databases: one definition for both.
const migratedPage = (m: AdminPageMenu): SeedMenu => page(m.id, [...m.title], m.path, m.component, { icon: m.icon });

/** The portal's menu tree (portal-shell §1 and §2.1). */
export const MENU_TREE: SeedMenu[] = [
  page('menu-home', ['首页', 'Home', '首頁'], '/dashboard/analysis', 'Analysis', { icon: 'house' }),
  page('menu-my-class', ['我的班级', 'My classes', '我的班級'], '/dashboard/MyClass', 'MyClass', { icon: 'mortarboard' }),
  page('menu-news', ['新闻资讯', 'News', '新聞資訊'], '/news', 'NewsList', { icon: 'newspaper' }),
  {
    id: 'menu-reports', title: ['报表中心', 'Reports', '報表中心'], path: '/report', component: 'RouteView', icon: 'bar-chart',
    children: [
      page('menu-report-history', ['历史报表', 'Report history', '歷史報表'], '/report/history', 'ReportViewer', { icon: 'clock-history' }),
      page('menu-report-message', ['报表留言', 'Leave a message', '報表留言'], '/report/message', 'ReportMessage', { icon: 'chat-left-text' }),
      page('menu-report-prep', ['备课报表', 'Preparation', '備課報表'], '/report/prep', 'ReportViewer', { icon: 'journal-text' }),
      page('menu-report-self', ['自我分析', 'Self analysis', '自我分析'], '/report/selfAnalyze', 'ReportViewer', { icon: 'graph-up' }),
      ...DOWNLOAD_PERMISSIONS.map(([perms, cn, en, tc]) => ({
        id: `btn-${perms.replace(':', '-')}`, title: [`下载${cn}`, `Download ${en}`, `下載${tc}`] as SeedMenu['title'], perms,
      })),
    ],
  },
  page('menu-resources', ['公共资源', 'Common resources', '公共資源'], '/resources', 'Resources', { icon: 'folder' }),
  page('menu-culture-wall', ['文化墙', 'Culture wall', '文化牆'], '/container/CultureWall', 'CultureWall', {
    icon: 'flag',
    // The wall stays a page of its own rather than redirecting to its first entry.
    redirect: '/container/CultureWall',
    children: [page(BRAND_CULTURE_MENU.id, [...BRAND_CULTURE_MENU.title], BRAND_CULTURE_MENU.path, BRAND_CULTURE_MENU.component, { icon: 'award' })],
  }),
  page('menu-knowledge', ['知识库', 'Knowledge base', '知識庫'], '/knowledge', 'Knowledge', { icon: 'book' }),
  page('menu-workbench', ['数字工作台', 'Digital workbench', '數字工作台'], '/digitalWorkbench', 'DigitalWorkbench', { icon: 'briefcase' }),
  page('menu-user-announcement', ['我的公告', 'My announcements', '我的公告'], '/isps/userAnnouncement', 'UserAnnouncement', { icon: 'megaphone' }),
  {
    id: 'menu-system', title: ['系统管理', 'System', '系統管理'], path: '/isystem', component: 'RouteView', icon: 'gear', adminOnly: true,
    children: [
      page('menu-sys-user', ['用户管理', 'Users', '用戶管理'], '/isystem/user', 'UserList', {
        icon: 'person',
        children: [
          { id: 'btn-user-list', title: ['查看用户', 'View users', '查看用戶'], perms: 'system:user:list' },
          { id: 'btn-user-add', title: ['新增用户', 'Add user', '新增用戶'], perms: 'system:user:add' },
          { id: 'btn-user-edit', title: ['编辑用户', 'Edit user', '編輯用戶'], perms: 'system:user:edit' },
          ...identityButtonsOf('menu-sys-user'),
        ],
      }),
      page('menu-sys-role', ['角色管理', 'Roles', '角色管理'], '/isystem/role', 'RoleList', { icon: 'people', children: [...dictionaryButtonsOf('menu-sys-role'), ...identityButtonsOf('menu-sys-role')] }),
      page('menu-sys-depart', ['部门管理', 'Departments', '部門管理'], '/isystem/depart', 'DepartList', {
        icon: 'diagram-3',
        // The list button (migration 0015), then the page's other buttons (migration 0019 adds them to older databases).
        children: [...dictionaryButtonsOf('menu-sys-depart'), ...DEPART_BUTTONS.map(([id, perms, cn, en, tc]) => ({ id, title: [cn, en, tc] as SeedMenu['title'], perms }))],
      }),
      page(DEPART_ROLE_MENU.id, [...DEPART_ROLE_MENU.title], DEPART_ROLE_MENU.path, DEPART_ROLE_MENU.component, {
        icon: DEPART_ROLE_MENU.icon,
        children: DEPART_ROLE_BUTTONS.map(([id, perms, cn, en, tc]) => ({ id, title: [cn, en, tc] as SeedMenu['title'], perms })),
      }),
      page(POSITION_MENU.id, [...POSITION_MENU.title], POSITION_MENU.path, POSITION_MENU.component, {
        icon: POSITION_MENU.icon,
        children: POSITION_BUTTONS.map(([id, perms, cn, en, tc]) => ({ id, title: [cn, en, tc] as SeedMenu['title'], perms })),
      }),
      page('menu-sys-permission', ['菜单管理', 'Menus', '選單管理'], '/isystem/permission', 'PermissionList', {
        icon: 'list-nested', children: [...dictionaryButtonsOf('menu-sys-permission'), ...buttonsOf(MENU_BUTTONS)],
      }),
      page(PERMISSION_GROUP_MENU.id, [...PERMISSION_GROUP_MENU.title], PERMISSION_GROUP_MENU.path, PERMISSION_GROUP_MENU.component, {
        icon: PERMISSION_GROUP_MENU.icon, children: buttonsOf(PERMISSION_GROUP_BUTTONS),
      }),
      page('menu-sys-dict', ['数据字典', 'Dictionaries', '數據字典'], '/isystem/dict', 'DictList', { icon: 'book', children: dictionaryButtonsOf('menu-sys-dict') }),
      page('menu-sys-announcement', ['通告管理', 'Announcements', '通告管理'], '/isystem/announcement', 'AnnouncementList', {
        icon: 'megaphone',
        // One button per administration action (migration 0009 adds them to older databases).
        children: ANNOUNCEMENT_BUTTONS.map(([id, perms, cn, en, tc]) => ({ id, title: [cn, en, tc] as SeedMenu['title'], perms })),
      }),
      // The content engine's articles (migration 0035 adds them to older databases).
      page(ARTICLE_MENU.id, [...ARTICLE_MENU.title], ARTICLE_MENU.path, ARTICLE_MENU.component, { icon: ARTICLE_MENU.icon, children: buttonsOf([...ARTICLE_BUTTONS, COMMENT_DELETE_BUTTON, FOLDER_MANAGE_BUTTON]) }),
      // The report server's pages (migration 0026 adds them to older databases).
      page(REPORT_SOURCE_MENU.id, [...REPORT_SOURCE_MENU.title], REPORT_SOURCE_MENU.path, REPORT_SOURCE_MENU.component, {
        icon: REPORT_SOURCE_MENU.icon, children: buttonsOf(REPORT_SOURCE_BUTTONS),
      }),
      page(REPORT_MENU.id, [...REPORT_MENU.title], REPORT_MENU.path, REPORT_MENU.component, { icon: REPORT_MENU.icon, children: buttonsOf(REPORT_BUTTONS) }),
      // Push plans with the subscription buttons, and the mail outbox (migration 0030 adds them to older databases).
      page(PUSH_PLAN_MENU.id, [...PUSH_PLAN_MENU.title], PUSH_PLAN_MENU.path, PUSH_PLAN_MENU.component, { icon: PUSH_PLAN_MENU.icon, children: buttonsOf(PUSH_PLAN_BUTTONS) }),
      page(MAIL_OUTBOX_MENU.id, [...MAIL_OUTBOX_MENU.title], MAIL_OUTBOX_MENU.path, MAIL_OUTBOX_MENU.component, { icon: MAIL_OUTBOX_MENU.icon, children: buttonsOf(MAIL_OUTBOX_BUTTONS) }),
      page('menu-sys-tenant', ['租户管理', 'Tenants', '租戶管理'], '/isystem/tenant', 'TenantList', { icon: 'buildings', children: identityButtonsOf('menu-sys-tenant') }),
      // Its buttons (migration 0029 adds them to older databases).
      page(JOB_MENU_ID, ['定时任务', 'Scheduled jobs', '定時任務'], '/isystem/quartzJob', 'QuartzJobList', { icon: 'clock', children: buttonsOf(JOB_BUTTONS) }),
      // Read-only: its list and export buttons (migration 0027 adds them to older databases).
      page(LOG_MENU_ID, ['系统日志', 'Logs', '系統日誌'], '/isystem/log', 'LogList', { icon: 'journal-text', children: buttonsOf(LOG_BUTTONS) }),
      page('menu-sys-online', ['在线用户', 'Online users', '在線用戶'], '/isystem/online', 'OnlineUserList', { icon: 'person-check' }),
      // The enterprise-chat switch and the SMS outbox screens (migration 0006 adds them to older databases).
      migratedPage(SYSTEM_CONFIG_MENU),
      migratedPage(SMS_OUTBOX_MENU),
      // Reading the SMS outbox of the default gateway (migration 0003 adds it to older databases).
      { id: 'btn-sms-outbox', title: ['短信发件箱', 'SMS outbox', '短信發件箱'], perms: 'system:sms:outbox' },
      // Guards the enterprise-chat login switch (migration 0002 adds it to older databases).
      { id: 'btn-sys-config-edit', title: ['系统配置', 'Edit system settings', '系統配置'], perms: 'system:config:edit' },
      // Reading the API's OpenAPI document (migration 0014 adds it to older databases).
      { id: 'btn-api-schema', title: ['接口文档', 'API schema', '接口文檔'], perms: 'system:api:schema' },
    ],
  },
];

/** Flattens the tree into permission rows; a node without a path is a button. */
export function toPermissionRows(tree: SeedMenu[], parentId: string | null = null): NewPermission[] {
  return tree.flatMap((node, index) => {
    const isButton = !node.path;
    const row: NewPermission = {
      id: node.id,
      parent_id: parentId,
      name: node.title[0],
      name_en: node.title[1],
      name_tc: node.title[2],
      url: node.path ?? '',
      component: node.component ?? '',
      component_name: node.componentName ?? '',
      menu_type: isButton ? 2 : parentId ? 1 : 0,
      perms: node.perms ?? '',
      perms_type: '1',
      sort_no: index + 1,
      icon: node.icon ?? '',
      hidden: node.hidden ?? false,
      always_show: !!node.children?.some((c) => c.path),
      redirect: node.redirect ?? '',
      // As migration 0020 classifies existing rows: no seeded menu links outside the portal.
      menu_category: isButton ? '' : node.componentName === 'ReportViewer' ? 'report' : 'portal',
    };
    return [row, ...toPermissionRows(node.children ?? [], node.id)];
  });
}

/** Ids of every entry in an admin-only subtree, which the staff role does not get. */
export function adminOnlyIds(tree: SeedMenu[], inherited = false): Set<string> {
  const ids = new Set<string>();
  for (const node of tree) {
    const adminOnly = inherited || !!node.adminOnly || (!!node.perms && node.perms.startsWith('course:') && !STAFF_DOWNLOADS.has(node.perms));
    if (adminOnly) ids.add(node.id);
    for (const id of adminOnlyIds(node.children ?? [], inherited || !!node.adminOnly)) ids.add(id);
  }
  return ids;
}
