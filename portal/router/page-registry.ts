import { lazy, type ComponentType } from 'react';
import { MenuPage, type MenuPageProps } from '../pages/MenuPage.tsx';

/** A screen loaded on demand, whose code can be asked for ahead of the first visit. */
interface LazyPage {
  Page: ComponentType<MenuPageProps>;
  preload(): Promise<unknown>;
}

function lazyPage(load: () => Promise<ComponentType<MenuPageProps>>): LazyPage {
  let loading: Promise<ComponentType<MenuPageProps>> | null = null;
  const preload = () => (loading ??= load().catch((error: unknown) => {
    loading = null; // A failed download is tried again on the visit.
    throw error;
  }));
  return { Page: lazy(() => preload().then((Page) => ({ default: Page }))), preload };
}

/**
 * The screens of menu entries, keyed by the entry's component name (`meta.componentName`,
 * the `component_name` of its permission row). To give a menu entry its screen, add one line
 * here; an entry without a line shows `MenuPage`, its title alone. Each screen is loaded
 * lazily, so the administration screens do not weigh on every user's first load.
 */
const PAGES: Record<string, LazyPage> = {
  SystemConfig: lazyPage(() => import('../admin/SystemConfigPage.tsx').then((m) => m.SystemConfigPage)),
  AnnouncementList: lazyPage(() => import('../admin/AnnouncementAdminPage.tsx').then((m) => m.AnnouncementAdminPage)),
  UserAnnouncement: lazyPage(() => import('../announcements/UserAnnouncementPage.tsx').then((m) => m.UserAnnouncementPage)),
  SmsOutbox: lazyPage(() => import('../admin/SmsOutboxPage.tsx').then((m) => m.SmsOutboxPage)),
  MailOutbox: lazyPage(() => import('../admin/MailOutboxPage.tsx').then((m) => m.MailOutboxPage)),
  PositionList: lazyPage(() => import('../admin/PositionListPage.tsx').then((m) => m.PositionListPage)),
  UserList: lazyPage(() => import('../admin/UserListPage.tsx').then((m) => m.UserListPage)),
  RoleList: lazyPage(() => import('../admin/RoleListPage.tsx').then((m) => m.RoleListPage)),
  PermissionList: lazyPage(() => import('../admin/PermissionListPage.tsx').then((m) => m.PermissionListPage)),
  PermissionGroupList: lazyPage(() => import('../admin/PermissionGroupListPage.tsx').then((m) => m.PermissionGroupListPage)),
  TenantList: lazyPage(() => import('../admin/TenantListPage.tsx').then((m) => m.TenantListPage)),
  DepartList: lazyPage(() => import('../admin/DepartListPage.tsx').then((m) => m.DepartListPage)),
  DepartRoleList: lazyPage(() => import('../admin/DepartRoleListPage.tsx').then((m) => m.DepartRoleListPage)),
  ReportSourceList: lazyPage(() => import('../admin/ReportSourceListPage.tsx').then((m) => m.ReportSourceListPage)),
  ReportList: lazyPage(() => import('../admin/ReportListPage.tsx').then((m) => m.ReportListPage)),
  ReportViewer: lazyPage(() => import('../reports/ReportViewerPage.tsx').then((m) => m.ReportViewerPage)),
  ReportMessage: lazyPage(() => import('../reports/ReportMessagePage.tsx').then((m) => m.ReportMessagePage)),
  PushPlanList: lazyPage(() => import('../admin/PushPlanListPage.tsx').then((m) => m.PushPlanListPage)),
  LogList: lazyPage(() => import('../admin/LogListPage.tsx').then((m) => m.LogListPage)),
  QuartzJobList: lazyPage(() => import('../admin/QuartzJobListPage.tsx').then((m) => m.QuartzJobListPage)),
  NewsList: lazyPage(() => import('../content/NewsPage.tsx').then((m) => m.NewsPage)),
  ArticleList: lazyPage(() => import('../admin/ArticleListPage.tsx').then((m) => m.ArticleListPage)),
};

/** The screen of a menu entry's component, `MenuPage` when none is registered. */
export function pageFor(componentName: string): ComponentType<MenuPageProps> {
  return Object.hasOwn(PAGES, componentName) ? PAGES[componentName]!.Page : MenuPage;
}

/**
 * Downloads the code of the screens of these menu entries in the background, once the menu is
 * known: opening one of them then renders it at once and its list request leaves at the
 * navigation, instead of after its code arrived (up to seconds on a slow line). A failure
 * here costs nothing: the visit asks again.
 */
export function preloadPages(componentNames: Iterable<string>): void {
  for (const name of new Set(componentNames)) {
    if (Object.hasOwn(PAGES, name)) PAGES[name]!.preload().catch(() => undefined);
  }
}
