import { Type, type Static } from 'typebox';
import { PageNoSchema } from './paging.ts';

/**
 * Kinds of notice (portal-shell §3 "Notice"): 0 a shared workbook (relationId names its menu
 * entry, busId the workbook), 1 a published announcement (relationId is the announcement),
 * 2 a mention in a class (relationId and category), 3 a mention in another module
 * (relationId names the module's menu entry, busId the item in it).
 */
export const NOTICE_TYPES = { sharedWorkbook: 0, announcement: 1, classMention: 2, moduleMention: 3 } as const;
export type NoticeType = (typeof NOTICE_TYPES)[keyof typeof NOTICE_TYPES];

/** Read state of a notice: '0' unread, '1' read. */
export const NOTICE_READ_FLAGS = { unread: '0', read: '1' } as const;
export type NoticeReadFlag = (typeof NOTICE_READ_FLAGS)[keyof typeof NOTICE_READ_FLAGS];

/** `readFlag` of the page query: '0' unread only, '1' read only, '2' all (portal-shell §7). */
export const NOTICE_PAGE_FILTERS = ['0', '1', '2'] as const;

/** The largest page the bell asks for (portal-shell §9 "Notice page size 10000"). */
export const NOTICE_PAGE_SIZE_MAX = 10000;

/**
 * Most days `recentDays` may ask for. The bell's recent variant (portal-shell §2.6 "The last
 * three days of notices are shown in one variant") asks for 3; a year is the sane limit.
 */
export const NOTICE_RECENT_DAYS_MAX = 365;

/**
 * `recentDays` of the notice page and unread count: only notices created in the last N × 24
 * hours (by the server's clock) count; absent, all of them.
 */
export const NoticeRecentDaysSchema = Type.Integer({ minimum: 1, maximum: NOTICE_RECENT_DAYS_MAX });

/** The message of a successful notice change; the documented client compares it literally. */
export const NOTICE_SUCCESS_MESSAGE = 'success';

/** One notice of the signed-in user. */
export const NoticeSchema = Type.Object({
  id: Type.String(),
  type: Type.Union([
    Type.Literal(NOTICE_TYPES.sharedWorkbook), Type.Literal(NOTICE_TYPES.announcement),
    Type.Literal(NOTICE_TYPES.classMention), Type.Literal(NOTICE_TYPES.moduleMention),
  ]),
  readFlag: Type.Enum(Object.values(NOTICE_READ_FLAGS)),
  title: Type.String(),
  /** Plain text, never HTML. */
  content: Type.String(),
  /** What the notice links to: a workbook's menu entry (0), an announcement (1), a class (2), a module's menu entry (3); '' when nothing. */
  relationId: Type.String(),
  /** The class category of a type-2 mention; '' otherwise. */
  category: Type.String(),
  /**
   * The item inside the menu entry `relationId` names: the shared workbook (0), the item
   * mentioned in the module (3); '' when the notice is about the entry as a whole.
   */
  busId: Type.String(),
  /** Username of who caused the notice; '' for the system. */
  createBy: Type.String(),
  /** Display name and avatar of `createBy`. */
  name: Type.String(),
  avatar: Type.String(),
  /** ISO 8601. */
  createTime: Type.String(),
});
export type Notice = Static<typeof NoticeSchema>;

/** `GET /sys/notice/getNoticePage` query. */
export const NoticePageQuerySchema = Type.Object({
  pageNo: PageNoSchema,
  pageSize: Type.Integer({ minimum: 1, maximum: NOTICE_PAGE_SIZE_MAX, default: 10 }),
  readFlag: Type.Enum(NOTICE_PAGE_FILTERS, { default: '2' }),
  recentDays: Type.Optional(NoticeRecentDaysSchema),
  _t: Type.Optional(Type.String()),
});
export type NoticePageQuery = Static<typeof NoticePageQuerySchema>;

/** `GET /sys/notice/getUnReadCount` query: the same `recentDays` as the page, so a badge agrees with its list. */
export const NoticeUnreadCountQuerySchema = Type.Object({
  recentDays: Type.Optional(NoticeRecentDaysSchema),
  _t: Type.Optional(Type.String()),
});
export type NoticeUnreadCountQuery = Static<typeof NoticeUnreadCountQuerySchema>;

/** A page of notices, newest first, and how many match in all. */
export const NoticePageSchema = Type.Object({
  records: Type.Array(NoticeSchema),
  total: Type.Integer(),
});
export type NoticePage = Static<typeof NoticePageSchema>;

/** `updateReadBatch?ids=`: comma-separated notice ids. */
export const NoticeIdsQuerySchema = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 40000 }),
  _t: Type.Optional(Type.String()),
});

/** `updateRead?id=`, `deleteNotice?id=`. */
export const NoticeIdQuerySchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  _t: Type.Optional(Type.String()),
});
