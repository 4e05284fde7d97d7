import { BoardListQuerySchema, BoardPageSchema, PAGE_KEY_MAX, type BoardSummary } from '../../../shared/schemas/comment.ts';
import { Envelope } from '../../../shared/schemas/index.ts';
import type { Locale } from '../../../shared/schemas/locale.ts';
import { formatWireDateTime } from '../../../shared/format/index.ts';
import type { AppContext } from '../../app-context.ts';
import type { PermissionRow } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { grantedRows } from '../permissions/index.ts';
import { boardActivity } from './comment-repository.ts';

/** A menu path that can name a board (`PageKeySchema`'s pattern and length). */
const BOARD_KEY = /^[A-Za-z0-9/_.:-]+$/;

const titleOf = (row: PermissionRow, locale: Locale) =>
  locale === 'en' ? row.name_en || row.name : locale === 'tc' ? row.name_tc || row.name : row.name;

/**
 * 报表留言 (issue 24; portal-shell §1 "report pages … leave a message"): `GET
 * /cms/comment/boards` lists the boards of the report pages the caller is granted (menu rows
 * of category `report`), each with its count of live comments and its newest entry (a reply
 * counts as activity); the most recent activity first, then the quiet boards in menu order; a
 * page at a time. With `pageKey`, that board alone (none when it is not a report page of
 * theirs). A report page the caller may not open is not listed, and its board stays closed to
 * them (`/cms/comment/list` checks the same grant). Not a kit resource: a board is a menu
 * row joined to activity, a read-only view with no row of its own.
 */
export async function boardRoutes(app: TypedApp, ctx: AppContext) {
  app.get('/cms/comment/boards', {
    config: { auth: 'session' },
    schema: { tags: ['comment'], querystring: BoardListQuerySchema, response: { 200: Envelope(BoardPageSchema) } },
  }, async (request) => {
    const session = sessionOf(request);
    const { pageKey, pageNo, pageSize } = request.query;
    const seen = new Set<string>();
    const pages = (await grantedRows(ctx, { ...session, tenantId: request.tenantId })).filter((row) => {
      const board = row.menu_category === 'report' && row.menu_type !== 2 && row.url.length <= PAGE_KEY_MAX && BOARD_KEY.test(row.url) && !seen.has(row.url)
        && (pageKey === undefined || row.url === pageKey);
      if (board) seen.add(row.url);
      return board;
    });
    const activity = new Map((await boardActivity(ctx.db, request.tenantId, pages.map((p) => p.url))).map((row) => [row.page_key, row]));
    const boards: BoardSummary[] = pages.map((page) => {
      const last = activity.get(page.url);
      return {
        pageKey: page.url, permissionId: page.id, title: titleOf(page, request.locale), count: last ? Number(last.n) : 0,
        latest: last ? { content: last.content, authorName: last.author_name, createTime: formatWireDateTime(last.created_at, ctx.config.timeZone) } : null,
      };
    });
    // Stable: boards without activity keep the menu's order after the active ones.
    const lastAt = (board: BoardSummary) => activity.get(board.pageKey)?.created_at.getTime() ?? 0;
    boards.sort((a, b) => lastAt(b) - lastAt(a));
    return ok(request, { records: boards.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: boards.length });
  });
}
