import { MY_CLASS_PATH } from '../layout/constants.ts';
import { findMenuItem, menuTarget, type MenuTarget } from '../navigation/menu-target.ts';
import { NOTICE_TYPES, type Notice } from '../schemas/notice.ts';
import type { MenuItem } from '../schemas/permission.ts';

/**
 * Where opening a notice leads (portal-shell §2.6): an announcement, shown in the one
 * announcement detail; a portal page the user may open; or nothing, because the user lacks
 * access to the report (`report`, a shared workbook) or to the module (`module`, portal-shell §8).
 */
export type NoticeLink =
  | { kind: 'announcement'; id: string }
  | { kind: 'target'; target: MenuTarget }
  | { kind: 'denied'; reason: 'report' | 'module' };

/** The first item anywhere in the menu whose path is `path`. */
function findByPath(menu: readonly MenuItem[], path: string): MenuItem | undefined {
  for (const item of menu) {
    if (item.path === path) return item;
    const below = item.children ? findByPath(item.children, path) : undefined;
    if (below) return below;
  }
  return undefined;
}

/** `path` with `query` appended, whether or not the path already carries one. */
function withQuery(path: string, query: Record<string, string>): string {
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
}

/**
 * The menu entry a type-0 or type-3 notice names by `relationId`, found in the full menu. A
 * portal page opens on the notice's item (portal-shell §2.1 "menu-resolved path with id,
 * mode=detail, from=notice"); a notice about the entry as a whole (no `busId`) opens the page
 * itself; an external entry keeps its URL.
 */
function menuEntryTarget(notice: Notice, menu: readonly MenuItem[]): MenuTarget | null {
  const item = notice.relationId ? findMenuItem(menu, notice.relationId) : undefined;
  const target = item ? menuTarget(item) : null;
  if (!target || target.kind === 'external' || !notice.busId) return target;
  return { kind: 'route', path: withQuery(target.path, { id: notice.busId, mode: 'detail', from: 'notice' }) };
}

/**
 * Resolves a notice through the session's full menu (portal-shell §2.6): type 1 is its
 * announcement; type 0 (shared workbook) and 3 (another module) open the menu entry
 * named by `relationId` on the item `busId`; type 2 (a mention in a class) needs the class
 * module and opens the class (§2.1 "dashboard route with course, mode=MyClassDetail,
 * category, from=notice"). Without access, the §8 report or module message.
 */
export function noticeLink(notice: Notice, menu: readonly MenuItem[]): NoticeLink {
  if (notice.type === NOTICE_TYPES.announcement) return { kind: 'announcement', id: notice.relationId };
  if (notice.type === NOTICE_TYPES.classMention) {
    if (!findByPath(menu, MY_CLASS_PATH)) return { kind: 'denied', reason: 'module' };
    const path = withQuery(MY_CLASS_PATH, { course: notice.relationId, mode: 'MyClassDetail', category: notice.category, from: 'notice' });
    return { kind: 'target', target: { kind: 'route', path } };
  }
  const target = menuEntryTarget(notice, menu);
  if (target) return { kind: 'target', target };
  return { kind: 'denied', reason: notice.type === NOTICE_TYPES.sharedWorkbook ? 'report' : 'module' };
}
