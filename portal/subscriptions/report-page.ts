import { menuTrail } from '../../shared/layout/index.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';

/** The component name of report pages (portal-shell §2.5 "the report viewer"). */
export const REPORT_VIEWER = 'ReportViewer';

/**
 * The menu entry id of the report page at `pathname` (portal-shell §2.4 "subscribe icon only on
 * pages whose component name is the report viewer"), or null on any other page.
 */
export function reportPageAt(menu: readonly MenuItem[], pathname: string, search = ''): string | null {
  const page = menuTrail(menu, pathname, search).at(-1);
  return page && page.meta.componentName === REPORT_VIEWER ? page.meta.id || page.id : null;
}

/** The report pages of a menu the user can open (the /subscribe page's chooser), in menu order. */
export function reportPages(menu: readonly MenuItem[]): MenuItem[] {
  const found: MenuItem[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.meta.componentName === REPORT_VIEWER && item.route !== '0') found.push(item);
      walk(item.children ?? []);
    }
  };
  walk(menu);
  return found;
}
