import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../list/paging.ts';
import { LocaleSchema } from './locale.ts';
import { PageNoSchema } from './paging.ts';

/** Priorities (portal-shell §2.6): L general, M important, H urgent. */
export const ANNOUNCEMENT_PRIORITIES = ['L', 'M', 'H'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** Where an announcement is listed by `listByUser`: '1' notices and announcements (anntMsgList), '2' system messages (sysMsgList). */
export const ANNOUNCEMENT_CATEGORIES = { announcement: '1', system: '2' } as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[keyof typeof ANNOUNCEMENT_CATEGORIES];

/** Audience: every user of the tenant (also those created later), or the users named in `userIds`. */
export const ANNOUNCEMENT_AUDIENCES = { all: 'ALL', users: 'USER' } as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[keyof typeof ANNOUNCEMENT_AUDIENCES];

/** `sendStatus`: '0' draft, '1' released, '2' revoked (portal-shell §4 "released or revoked"). */
export const ANNOUNCEMENT_STATUSES = { draft: '0', released: '1', revoked: '2' } as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[keyof typeof ANNOUNCEMENT_STATUSES];

/** How 'go handle' opens the linked page: a URL or path (`openPage`), or a portal component (`openPage` + `busId`). */
export const ANNOUNCEMENT_OPEN_TYPES = ['url', 'component'] as const;

/** Longest title, in characters. */
export const ANNOUNCEMENT_TITLE_MAX = 100;
/** Longest HTML content, in characters. */
export const ANNOUNCEMENT_CONTENT_MAX = 50000;
/** Most users an announcement may name. */
export const ANNOUNCEMENT_USERS_MAX = 5000;
/** Default and largest size of each list of `listByUser`. */
export const ANNOUNCEMENT_LIST_DEFAULT = 5;

const Category = Type.Enum(Object.values(ANNOUNCEMENT_CATEGORIES));
const OpenType = Type.Union([Type.Enum(ANNOUNCEMENT_OPEN_TYPES), Type.Null()]);

/** An announcement as a member of its audience sees it (portal-shell §3); `msgContent` is sanitised HTML. */
export const AnnouncementSchema = Type.Object({
  id: Type.String(),
  /** The title, spelled as the documented API spells it. */
  titile: Type.String(),
  msgContent: Type.String(),
  sender: Type.String(),
  priority: Type.Enum(ANNOUNCEMENT_PRIORITIES),
  msgCategory: Category,
  openType: OpenType,
  openPage: Type.String(),
  busId: Type.String(),
  /** ISO 8601; null before the first release. */
  sendTime: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
  /** The caller's read state: '0' unread, '1' read. */
  readFlag: Type.Enum(['0', '1']),
});
export type Announcement = Static<typeof AnnouncementSchema>;

/**
 * `GET /sys/annountCement/listByUser`: the caller's unread announcements that are released and
 * within their time window, newest first, split by category; the totals count all of them.
 */
export const AnnouncementListByUserSchema = Type.Object({
  anntMsgList: Type.Array(AnnouncementSchema),
  anntMsgTotal: Type.Integer(),
  sysMsgList: Type.Array(AnnouncementSchema),
  sysMsgTotal: Type.Integer(),
});
export type AnnouncementListByUser = Static<typeof AnnouncementListByUserSchema>;

/** `listByUser` query: how many of each list to answer. */
export const AnnouncementListByUserQuerySchema = Type.Object({
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: ANNOUNCEMENT_LIST_DEFAULT }),
  _t: Type.Optional(Type.String()),
});

/** `GET /sys/sysAnnouncementSend/getMyAnnouncementSend`: every announcement the caller may see, paged. */
export const MyAnnouncementQuerySchema = Type.Object({
  pageNo: PageNoSchema,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE }),
  /** '0' unread, '1' read, '2' both. */
  readFlag: Type.Enum(['0', '1', '2'], { default: '2' }),
  msgCategory: Type.Optional(Category),
  _t: Type.Optional(Type.String()),
});

/** A page of the caller's announcements. */
export const AnnouncementPageSchema = Type.Object({ records: Type.Array(AnnouncementSchema), total: Type.Integer() });
export type AnnouncementPage = Static<typeof AnnouncementPageSchema>;

/** `?id=` of queryById, doReleaseData, doReovkeData, delete. */
export const AnnouncementIdQuerySchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  _t: Type.Optional(Type.String()),
});

/** `show/{id}?token=`: the iframe page's path parameter. */
export const AnnouncementShowParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
/**
 * `show/{id}?token=&locale=&tz=`: the session token, the portal's language and the viewer's
 * time zone come in the query, as an iframe cannot send a header; `locale` wins over X-Locale
 * and Accept-Language.
 */
export const AnnouncementShowQuerySchema = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200 })),
  locale: Type.Optional(LocaleSchema),
  /** The viewer's IANA time zone (`Asia/Shanghai`) for the send time; UTC when absent or unknown. */
  tz: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_+/-]+$' })),
  _t: Type.Optional(Type.String()),
});

/** `editByAnntIdAndUserId`: the announcement the caller has read (body or query). */
export const AnnouncementReadSchema = Type.Object({ anntId: Type.String({ minLength: 1, maxLength: 64 }) });

/** What an administrator writes (widgets-admin §5: specified users non-empty; start earlier than end). */
export const AnnouncementInputSchema = Type.Object({
  titile: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_TITLE_MAX }),
  msgContent: Type.String({ maxLength: ANNOUNCEMENT_CONTENT_MAX, default: '' }),
  /** Shown as the sender; the author's real name when left empty. */
  sender: Type.String({ maxLength: 50, default: '' }),
  priority: Type.Enum(ANNOUNCEMENT_PRIORITIES, { default: 'L' }),
  msgCategory: Type.Enum(Object.values(ANNOUNCEMENT_CATEGORIES), { default: '1' }),
  msgType: Type.Enum(Object.values(ANNOUNCEMENT_AUDIENCES), { default: 'ALL' }),
  /** User ids of the audience when `msgType` is 'USER'; ignored for 'ALL'. */
  userIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: ANNOUNCEMENT_USERS_MAX, default: [] }),
  /** ISO 8601 or null (no bound). */
  startTime: Type.Union([Type.String({ maxLength: 40 }), Type.Null()], { default: null }),
  endTime: Type.Union([Type.String({ maxLength: 40 }), Type.Null()], { default: null }),
  openType: Type.Union([Type.Enum(ANNOUNCEMENT_OPEN_TYPES), Type.Null()], { default: null }),
  /** For 'url': a portal path ('/…') or an http(s) URL. */
  openPage: Type.String({ maxLength: 500, default: '' }),
  busId: Type.String({ maxLength: 64, default: '' }),
});
export type AnnouncementInput = Static<typeof AnnouncementInputSchema>;

/** An announcement as its administrators see it. */
export const AnnouncementAdminSchema = Type.Object({
  id: Type.String(),
  titile: Type.String(),
  msgContent: Type.String(),
  sender: Type.String(),
  priority: Type.Enum(ANNOUNCEMENT_PRIORITIES),
  msgCategory: Category,
  msgType: Type.Enum(Object.values(ANNOUNCEMENT_AUDIENCES)),
  userIds: Type.Array(Type.String()),
  startTime: Type.Union([Type.String(), Type.Null()]),
  endTime: Type.Union([Type.String(), Type.Null()]),
  sendStatus: Type.Enum(Object.values(ANNOUNCEMENT_STATUSES)),
  openType: OpenType,
  openPage: Type.String(),
  busId: Type.String(),
  createBy: Type.String(),
  createTime: Type.String(),
  sendTime: Type.Union([Type.String(), Type.Null()]),
  revokeTime: Type.Union([Type.String(), Type.Null()]),
});
export type AnnouncementAdmin = Static<typeof AnnouncementAdminSchema>;
