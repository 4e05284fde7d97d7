import { lazy, type ComponentType } from 'react';
import { MenuPage, type MenuPageProps } from '../pages/MenuPage.tsx';

/**
 * The screens of menu entries, keyed by the entry's component name (`meta.componentName`,
 * the `component_name` of its permission row). To give a menu entry its screen, add one line
 * here; an entry without a line shows `MenuPage`, its title alone. Each screen is loaded
 * lazily, so the administration screens do not weigh on every user's first load.
 */
const PAGES: Record<string, ComponentType<MenuPageProps>> = {
  SystemConfig: lazy(() => import('../admin/SystemConfigPage.tsx').then((m) => ({ default: m.SystemConfigPage }))),
  AnnouncementList: lazy(() => import('../admin/AnnouncementAdminPage.tsx').then((m) => ({ default: m.AnnouncementAdminPage }))),
  UserAnnouncement: lazy(() => import('../announcements/UserAnnouncementPage.tsx').then((m) => ({ default: m.UserAnnouncementPage }))),
  SmsOutbox: lazy(() => import('../admin/SmsOutboxPage.tsx').then((m) => ({ default: m.SmsOutboxPage }))),
};

/** The screen of a menu entry's component, `MenuPage` when none is registered. */
export function pageFor(componentName: string): ComponentType<MenuPageProps> {
  return Object.hasOwn(PAGES, componentName) ? PAGES[componentName]! : MenuPage;
}
