import { Envelope, SearchPageSchema, SearchQuerySchema } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { buildMenuTree, grantedRows } from '../permissions/index.ts';
import { matchPages, menuPages, toSearchRecord } from './menu-pages.ts';

/**
 * The search-results page's list (portal-shell §2.1, category '1'): the menu pages the user
 * may open whose title contains the key, a page at a time. It searches the very menu tree
 * the user is answered, so it can never name a page the user may not open; that tree is a
 * few dozen rows, so matching it in memory costs less than a second query would.
 */
export async function searchRoutes(app: TypedApp, ctx: AppContext) {
  app.get('/sys/search/list', {
    config: { auth: 'session' },
    schema: { tags: ['search'], querystring: SearchQuerySchema, response: { 200: Envelope(SearchPageSchema) } },
  }, async (request) => {
    const session = sessionOf(request);
    const { key, pageNo, pageSize } = request.query;
    const rows = await grantedRows(ctx, { userId: session.userId, username: session.username, tenantId: request.tenantId });
    const hits = matchPages(menuPages(buildMenuTree(rows)), key);
    const start = (pageNo - 1) * pageSize;
    const records = hits.slice(start, start + pageSize).map((page) => toSearchRecord(page, request.locale));
    return ok(request, { records, total: hits.length, pageNo, pageSize });
  });
}
