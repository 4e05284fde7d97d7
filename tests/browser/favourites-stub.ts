import type { Favourite } from '../../shared/schemas/favourite.ts';
import { refuse, type StubCall } from './api-stub.ts';

/** The §8 words the server answers for a report that is not the user's (server/i18n/messages.ts `reportNotPermitted`). */
export const NOT_PERMITTED = '您暂无权限查看该报表或报表已删除，请联系管理员！';

type Page = Favourite['sysPermissionMsg'];
const reportPage = (id: string, [name, nameEn, nameTc]: [string, string, string], url: string): Page => ({
  id, name, nameEn, nameTc, url, component: 'report/ReportViewer', componentName: 'ReportViewer', icon: '',
});

/** The report pages the test user may star, by menu id, as the seed names them. */
export const REPORT_PAGES: Record<string, Page> = {
  'menu-report-history': reportPage('menu-report-history', ['历史报表', 'Report history', '歷史報表'], '/report/history'),
  'menu-report-prep': reportPage('menu-report-prep', ['备课报表', 'Preparation', '備課報表'], '/report/prep'),
};

/**
 * The favourites calls as the server answers them (server/modules/favourites/routes.ts), for
 * component tests: the user's favourites newest first; add only for a page of
 * {@link REPORT_PAGES} (else 403 with the §8 words), once per page; delete by the favourite's
 * id (else 404). `answer` returns undefined for any other call.
 */
export function favouritesServer(initial: string[] = []) {
  let next = 1;
  const star = (menuId: string): Favourite => ({ id: `f${next++}`, sysPermissionId: menuId, createTime: new Date(2026, 0, next).toISOString(), sysPermissionMsg: REPORT_PAGES[menuId]! });
  const server = {
    favourites: initial.map(star).reverse(),
    calls: [] as StubCall[],
    /** When set, the list is refused with this status and message. */
    refuseList: null as { status: number; message: string } | null,
    /** How many times the list was read. */
    lists: () => server.calls.filter((c) => c.path === '/sys/collect/list').length,
    answer(call: StubCall): unknown {
      if (!call.path.startsWith('/sys/collect/')) return undefined;
      server.calls.push(call);
      if (call.path === '/sys/collect/list') return server.refuseList ? refuse(server.refuseList.status, server.refuseList.message) : server.favourites;
      if (call.path === '/sys/collect/add') {
        const { sysPermissionId } = call.body as { sysPermissionId: string };
        if (!REPORT_PAGES[sysPermissionId]) return refuse(403, NOT_PERMITTED);
        const known = server.favourites.find((f) => f.sysPermissionId === sysPermissionId);
        if (known) return known;
        const added = star(sysPermissionId);
        server.favourites = [added, ...server.favourites];
        return added;
      }
      if (call.path === '/sys/collect/delete') {
        const id = call.query.get('id');
        if (!server.favourites.some((f) => f.id === id)) return refuse(404, '很抱歉，资源未找到！');
        server.favourites = server.favourites.filter((f) => f.id !== id);
        return null;
      }
      return undefined;
    },
  };
  return server;
}
