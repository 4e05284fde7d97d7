import { Type } from 'typebox';
import { ARTICLE_CHANNEL_MENUS } from '../../../shared/resources/article.ts';
import { CommentInputSchema, CommentListQuerySchema, CommentPageSchema, CommentSchema, type Comment } from '../../../shared/schemas/comment.ts';
import { Envelope } from '../../../shared/schemas/index.ts';
import { NOTICE_TYPES } from '../../../shared/schemas/notice.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import { formatWireDateTime } from '../../../shared/format/index.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { createNoticeService } from '../notices/index.ts';
import { grantedRows } from '../permissions/index.ts';
import {
  deleteComment, findComment, findRepliable, insertComment, listComments, readableArticleChannel, tenantUsersNamed, type CommentRow,
} from './comment-repository.ts';
import { authorName } from './article-repository.ts';

/** The most users one comment notifies by @mention. */
const MENTIONS_MAX = 10;
const MENTION = /@([A-Za-z0-9_.-]{1,50})/g;

/** Where a board hangs, for a reader: the menu entry a notice names, and the item it opens (an article). */
interface Place { relationId: string; busId: string }

/**
 * Message boards (issue 24; widgets-admin §2, §3, §5, §8, §9): `GET /cms/comment/list` a board's
 * comments with their replies, `POST /cms/comment/add` a comment or a reply, `DELETE
 * /cms/comment/delete` one's own (or any, with `cms:comment:delete`), its replies with it. A
 * board is readable and writable by whoever may read its page: the article (`readerSees`) or the
 * menu page of the path. An @account in a comment notifies that user (a notice of type 3 whose
 * link opens the place), when they may read the page too.
 */
export async function commentRoutes(app: TypedApp, ctx: AppContext) {
  const notices = createNoticeService(ctx);

  async function placeFor(user: { userId: string; username: string }, tenantId: number, pageKey: string): Promise<Place | null> {
    if (pageKey.startsWith('/')) {
      const row = (await grantedRows(ctx, { ...user, tenantId })).find((r) => r.menu_type !== 2 && r.url === pageKey);
      return row ? { relationId: row.id, busId: '' } : null;
    }
    const manages = await ctx.permissions.userHas(user.userId, tenantId, PERMISSION_CODES.articleEdit);
    const channel = await readableArticleChannel(ctx.db, { tenantId, userId: user.userId, manages }, pageKey);
    return channel ? { relationId: ARTICLE_CHANNEL_MENUS[channel] ?? '', busId: pageKey } : null;
  }

  const toComment = (row: CommentRow, mayDeleteAll: boolean, userId: string) => ({
    id: row.id, content: row.content, authorId: row.author_id, authorName: row.author_name,
    deletable: mayDeleteAll || row.author_id === userId, createTime: formatWireDateTime(row.created_at, ctx.config.timeZone),
  });

  app.get('/cms/comment/list', {
    config: { auth: 'session' },
    schema: { tags: ['comment'], querystring: CommentListQuerySchema, response: { 200: Envelope(CommentPageSchema) } },
  }, async (request) => {
    const session = sessionOf(request);
    const { pageKey, pageNo, pageSize } = request.query;
    if (!(await placeFor(session, request.tenantId, pageKey))) throw notFound();
    const mayDeleteAll = await ctx.permissions.userHas(session.userId, request.tenantId, PERMISSION_CODES.commentDelete);
    const { top, replies, total } = await listComments(ctx.db, request.tenantId, pageKey, (pageNo - 1) * pageSize, pageSize);
    const records: Comment[] = top.map((row) => ({
      ...toComment(row, mayDeleteAll, session.userId),
      replies: replies.filter((r) => r.parent_id === row.id).map((r) => toComment(r, mayDeleteAll, session.userId)),
    }));
    return ok(request, { records, total });
  });

  app.post('/cms/comment/add', {
    config: { auth: 'session' },
    schema: { tags: ['comment'], body: CommentInputSchema, response: { 200: Envelope(CommentSchema) } },
  }, async (request) => {
    const session = sessionOf(request);
    const { pageKey, parentId } = request.body;
    const content = request.body.content.trim();
    if (!content) throw badRequest(parentId ? 'replyEmpty' : 'commentEmpty');
    if (!(await placeFor(session, request.tenantId, pageKey))) throw notFound();
    if (parentId && !(await findRepliable(ctx.db, request.tenantId, pageKey, parentId))) throw notFound();
    const name = await authorName(ctx.db, session.userId);
    const row = await insertComment(ctx.db, {
      tenantId: request.tenantId, pageKey, parentId: parentId ?? null, content, authorId: session.userId, authorName: name, now: ctx.now(),
    });
    await notifyMentioned(session.userId, name, request.tenantId, pageKey, content);
    return ok(request, { ...toComment(row, false, session.userId), replies: [] }, parentId ? 'commentReplied' : 'commentAdded');
  });

  app.delete('/cms/comment/delete', {
    config: { auth: 'session' },
    schema: { tags: ['comment'], querystring: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }), response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const session = sessionOf(request);
    const comment = await findComment(ctx.db, request.tenantId, request.query.id);
    if (!comment || !(await placeFor(session, request.tenantId, comment.page_key))) throw notFound();
    const mayDeleteAll = await ctx.permissions.userHas(session.userId, request.tenantId, PERMISSION_CODES.commentDelete);
    if (comment.author_id !== session.userId && !mayDeleteAll) throw forbidden('forbidden');
    await deleteComment(ctx.db, comment.id);
    return ok(request, null, 'commentDeleted');
  });

  /** Notifies each account @named in `content` who may read the page (not the author), once. */
  async function notifyMentioned(authorId: string, author: string, tenantId: number, pageKey: string, content: string) {
    const named = [...new Set([...content.matchAll(MENTION)].map((m) => m[1]!.toLowerCase()))].slice(0, MENTIONS_MAX);
    for (const user of await tenantUsersNamed(ctx.db, tenantId, named)) {
      if (user.id === authorId) continue;
      const place = await placeFor({ userId: user.id, username: user.username }, tenantId, pageKey);
      if (!place) continue;
      await notices.createNotice({ tenantId, userId: user.id }, {
        type: NOTICE_TYPES.moduleMention, title: `${author} 在留言中提到了您`, content: content.slice(0, 200),
        relationId: place.relationId, busId: place.busId, createdBy: authorId,
      });
    }
  }
}
