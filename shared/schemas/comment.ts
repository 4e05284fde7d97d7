import { Type, type Static } from 'typebox';
import { PageNoSchema } from './paging.ts';

/** Longest comment, in characters (plain text: shown as text, never as HTML). */
export const COMMENT_MAX = 1000;
/** Longest page key: an article's id, or a report page's path. */
export const PAGE_KEY_MAX = 200;

/**
 * What a board hangs on (widgets-admin §2 "message board"): an article's or a knowledge entry's
 * id, or the path of a report page ('/report/history'). Only pages the caller may read.
 */
export const PageKeySchema = Type.String({ minLength: 1, maxLength: PAGE_KEY_MAX, pattern: '^[A-Za-z0-9/_.:-]+$' });

/** One reply to a comment. */
export const CommentReplySchema = Type.Object({
  id: Type.String(),
  content: Type.String(),
  authorId: Type.String(),
  authorName: Type.String(),
  /** The caller wrote it, or may delete any comment: it shows 删除. */
  deletable: Type.Boolean(),
  createTime: Type.String(),
});

/** A comment of a board with its replies, oldest reply first. */
export const CommentSchema = Type.Object({ ...CommentReplySchema.properties, replies: Type.Array(CommentReplySchema) });
export type Comment = Static<typeof CommentSchema>;

/** `GET /cms/comment/list`: a board's comments, newest first, a page at a time. */
export const CommentListQuerySchema = Type.Object({
  pageKey: PageKeySchema,
  pageNo: PageNoSchema,
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});

export const CommentPageSchema = Type.Object({ records: Type.Array(CommentSchema), total: Type.Integer() });
export type CommentPage = Static<typeof CommentPageSchema>;

/** `POST /cms/comment/add`: a comment, or with `parentId` a reply to one. */
export const CommentInputSchema = Type.Object({
  pageKey: PageKeySchema,
  content: Type.String({ maxLength: COMMENT_MAX }),
  parentId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type CommentInput = Static<typeof CommentInputSchema>;

/** `GET /cms/comment/boards`: the report pages' boards the caller may read, a page at a time; with `pageKey`, that one board (or none). */
export const BoardListQuerySchema = Type.Object({
  pageKey: Type.Optional(PageKeySchema),
  pageNo: PageNoSchema,
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});

/** The newest live entry of a board (a comment or a reply), as the list of boards shows it. */
export const BoardLatestSchema = Type.Object({ content: Type.String(), authorName: Type.String(), createTime: Type.String() });

/**
 * One report page's board (报表留言, `/report/message`): the page (its menu entry, path and title
 * in the request's language), how many live comments it holds (as its board counts them, replies
 * aside), and its newest entry, a comment or a reply (null on a board nobody wrote on yet).
 */
export const BoardSummarySchema = Type.Object({
  pageKey: Type.String(),
  permissionId: Type.String(),
  title: Type.String(),
  count: Type.Integer(),
  latest: Type.Union([BoardLatestSchema, Type.Null()]),
});
export type BoardSummary = Static<typeof BoardSummarySchema>;

export const BoardPageSchema = Type.Object({ records: Type.Array(BoardSummarySchema), total: Type.Integer() });
export type BoardPage = Static<typeof BoardPageSchema>;
