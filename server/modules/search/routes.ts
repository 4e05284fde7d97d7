import { Envelope, SearchPageSchema, SearchQuerySchema } from '../../../shared/schemas/index.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { buildMenuTree, grantedRows } from '../permissions/index.ts';
import { queryWords } from '../../lib/search/index.ts';
import { countArticleHits, searchArticles } from '../content/index.ts';
import { matchPages, menuPages, toSearchRecord } from './menu-pages.ts';
import { CATEGORY_CHANNELS, toArticleRecord } from './article-hits.ts';

/**
 * The search-results page's list (portal-shell §2.1): category '1' the menu pages the user may
 * open whose title contains the key (the very menu tree the user is answered, matched in
 * memory: a few dozen rows); '2' news and '3' the knowledge base, the released articles the
 * user may open that hold every word of the key (server/lib/search), best first, the words
 * marked; '0' the menu pages, then the articles. A page at a time.
 */
export async function searchRoutes(app: TypedApp, ctx: AppContext) {
  app.get('/sys/search/list', {
    config: { auth: 'session' },
    schema: { tags: ['search'], querystring: SearchQuerySchema, response: { 200: Envelope(SearchPageSchema) } },
  }, async (request) => {
    const session = sessionOf(request);
    const { key, category, pageNo, pageSize } = request.query;
    const start = (pageNo - 1) * pageSize;
    let pages: ReturnType<typeof matchPages> = [];
    if (category === '1' || category === '0') {
      const rows = await grantedRows(ctx, { userId: session.userId, username: session.username, tenantId: request.tenantId });
      pages = matchPages(menuPages(buildMenuTree(rows)), key);
    }
    const records = pages.slice(start, start + pageSize).map((page) => toSearchRecord(page, request.locale));
    const channels = CATEGORY_CHANNELS[category] ?? [];
    const words = queryWords(key);
    // What the results open (`/news?id=`, `/knowledge?id=`: `queryById`) decides what they hold:
    // an administrator of articles finds every released one, as the reading lists show them.
    const manages = channels.length > 0 && await ctx.permissions.userHas(session.userId, request.tenantId, PERMISSION_CODES.articleEdit);
    const reader = { tenantId: request.tenantId, userId: session.userId, manages };
    // The articles follow the menu pages: this page's share of them, and how many there are.
    const room = pageSize - records.length;
    let articles = 0;
    if (channels.length && room > 0) {
      const found = await searchArticles(ctx.db, reader, { channels, words, offset: Math.max(0, start - pages.length), limit: room });
      records.push(...found.hits.map((hit) => toArticleRecord(hit, words, request.locale)));
      articles = found.hits.length ? found.total : await countArticleHits(ctx.db, reader, channels, words);
    } else if (channels.length) {
      articles = await countArticleHits(ctx.db, reader, channels, words);
    }
    return ok(request, { records, total: pages.length + articles, pageNo, pageSize });
  });
}
