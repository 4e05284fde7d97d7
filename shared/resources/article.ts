import { Type, type Static } from 'typebox';
import { defineAction } from '../kit/action.ts';
import { defineResource } from '../kit/resource.ts';
import type { LocalizedText } from '../schemas/localized-text.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/**
 * The channels of the content engine (issue 24): each module of the knowledge half reads its
 * own (新闻资讯 `news`, 知识库 `knowledge`); the next modules add theirs here.
 */
export const ARTICLE_CHANNELS: Record<string, LocalizedText> = {
  news: { cn: '新闻资讯', en: 'News', tc: '新聞資訊' },
  knowledge: { cn: '知识库', en: 'Knowledge base', tc: '知識庫' },
};

/** The page of each channel, where `?id=` opens one of its articles. */
export const ARTICLE_CHANNEL_PATHS: Record<string, string> = { news: '/news', knowledge: '/knowledge' };
/** The menu entry of each channel's page (a notice about one of its articles names it). */
export const ARTICLE_CHANNEL_MENUS: Record<string, string> = { news: 'menu-news', knowledge: 'menu-knowledge' };

/** `status`: '0' draft, '1' released, '2' revoked (released again from either). */
export const ARTICLE_STATUSES = { draft: '0', released: '1', revoked: '2' } as const;
const STATUS_TEXTS: Record<string, LocalizedText> = {
  0: { cn: '草稿', en: 'Draft', tc: '草稿' }, 1: { cn: '已发布', en: 'Released', tc: '已發佈' }, 2: { cn: '已撤回', en: 'Revoked', tc: '已撤回' },
};

/** Who reads a released article: the whole tenant, or the members of the chosen departments (and theirs below) and roles. */
export const ARTICLE_VISIBILITY = { tenant: 'tenant', chosen: 'chosen' } as const;
const VISIBILITY_TEXTS: Record<string, LocalizedText> = {
  tenant: { cn: '全体成员', en: 'Everyone in the tenant', tc: '全體成員' },
  chosen: { cn: '指定部门和角色', en: 'Chosen departments and roles', tc: '指定部門和角色' },
};

/** Longest title (widgets-admin §5 "文章标题不能为空", at most 50). */
export const ARTICLE_TITLE_MAX = 50;
/** Longest body, in characters of sanitised HTML. */
export const ARTICLE_BODY_MAX = 200_000;
/** Most attachments of one article. */
export const ARTICLE_ATTACHMENTS_MAX = 20;

/** A link an article may hold (cover, attachment): a path of this site, or an http(s) URL; never `javascript:` or `data:`. */
const LINK_PATTERN = '^$|^(https?://|/(?!/))';

/**
 * A file an article names: its name as shown, the URL it is read at (a stored file of ours as
 * `/sys/common/file/<path>`, which the server writes it as; another site's http(s) URL as given)
 * and, for a stored file, its size in bytes (the server's, whatever the client sent).
 */
export const ArticleFileSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  url: Type.String({ minLength: 1, maxLength: 500, pattern: LINK_PATTERN }),
  size: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ArticleFile = Static<typeof ArticleFileSchema>;

const Ids = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50, default: [] });
/** A relation's ids as a list or comma-joined text, as JeecgBoot clients send them. */
const IdsOrText = Type.Union([Type.String({ maxLength: 50 * 65 }), Ids], { default: [] });

/** An article as its readers and administrators see it; `body` is sanitised HTML. */
export const ArticleSchema = Type.Object({
  id: Type.String(),
  channel: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  cover: Type.String(),
  attachments: Type.Array(ArticleFileSchema),
  /** Comma-joined. */
  tags: Type.String(),
  category: Type.String(),
  status: Type.String(),
  /** When it was (last) released; null for a draft never released. */
  releaseTime: Type.Union([Type.String(), Type.Null()]),
  pinned: Type.Boolean(),
  /** The author's name as shown (their real name when the article was written). */
  author: Type.String(),
  /** The author's user id: an author always reads their own drafts. */
  createBy: Type.String(),
  /** How many users have opened it (each counted once). */
  viewCount: Type.Integer(),
  visibility: Type.String(),
  departIds: Type.Array(Type.String()),
  roleIds: Type.Array(Type.String()),
  /** The folder of a knowledge article (its grants decide who reads it), else null. */
  folderId: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type Article = Static<typeof ArticleSchema>;

/** What add and edit take. */
export const ArticleInputSchema = Type.Object({
  channel: Type.Enum(Object.keys(ARTICLE_CHANNELS), { default: 'news' }),
  title: Type.String({ minLength: 1, maxLength: ARTICLE_TITLE_MAX, pattern: '\\S' }),
  summary: Type.String({ maxLength: 300, default: '' }),
  body: Type.String({ maxLength: ARTICLE_BODY_MAX, default: '' }),
  cover: Type.String({ maxLength: 500, default: '', pattern: LINK_PATTERN }),
  attachments: Type.Array(ArticleFileSchema, { maxItems: ARTICLE_ATTACHMENTS_MAX, default: [] }),
  tags: Type.String({ maxLength: 200, default: '' }),
  category: Type.String({ maxLength: 64, default: '' }),
  visibility: Type.Enum(Object.values(ARTICLE_VISIBILITY), { default: 'tenant' }),
  departIds: IdsOrText,
  roleIds: IdsOrText,
  /** A knowledge article's folder ('' none): a folder of the knowledge base's tree. */
  folderId: Type.String({ maxLength: 64, default: '' }),
});

/**
 * Articles of the content engine on the kit (issue 24, `/cms/article/*`): administrators list,
 * add, edit, delete and export them and release, revoke, pin and unpin them; every signed-in
 * user reads through the same `list` and `queryById` only the released articles their
 * departments and roles may see, and their own drafts (server/modules/content).
 */
export const articleResource = defineResource({
  name: 'article',
  title: { cn: '文章', en: 'Articles', tc: '文章' },
  basePath: '/cms/article',
  tableName: 'cms_article',
  page: 'ArticleList',
  record: ArticleSchema,
  input: ArticleInputSchema,
  fields: {
    title: { label: { cn: '文章标题', en: 'Title', tc: '文章標題' }, kind: 'text', sortable: true, filter: 'like', query: true, width: 240 },
    channel: { label: { cn: '栏目', en: 'Channel', tc: '欄目' }, kind: 'text', filter: 'eq', query: true, options: ARTICLE_CHANNELS },
    category: { label: { cn: '分类', en: 'Category', tc: '分類' }, kind: 'text', filter: 'eq', query: true },
    tags: { label: { cn: '标签', en: 'Tags', tc: '標籤' }, kind: 'text', filter: 'like', list: false },
    status: { label: { cn: '状态', en: 'Status', tc: '狀態' }, kind: 'text', filter: 'eq', query: true, options: STATUS_TEXTS },
    pinned: { label: { cn: '置顶', en: 'Pinned', tc: '置頂' }, kind: 'boolean', sortable: true, filter: 'eq' },
    author: { label: { cn: '作者', en: 'Author', tc: '作者' }, kind: 'text', filter: 'like', query: true },
    viewCount: { label: { cn: '阅读数', en: 'Views', tc: '閱讀數' }, kind: 'integer', sortable: true },
    releaseTime: { label: { cn: '发布时间', en: 'Released at', tc: '發佈時間' }, kind: 'datetime', sortable: true, filter: 'range', query: true },
    createTime: { label: { cn: '创建时间', en: 'Created at', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
    visibility: { label: { cn: '可见范围', en: 'Visible to', tc: '可見範圍' }, kind: 'text', filter: 'eq', options: VISIBILITY_TEXTS, list: false },
    departIds: { label: { cn: '可见部门', en: 'Departments', tc: '可見部門' }, kind: 'text', filter: 'eq', list: false, export: false },
    roleIds: { label: { cn: '可见角色', en: 'Roles', tc: '可見角色' }, kind: 'text', filter: 'eq', list: false, export: false },
    // Chosen from the knowledge base's folder tree (the server refuses another tenant's or space's: articleFolderInvalid).
    folderId: {
      label: { cn: '所属文件夹', en: 'Folder', tc: '所屬文件夾' }, kind: 'text', filter: 'eq', list: false, export: false, format: 'folder', folderSpace: 'knowledge',
    },
  },
  inputFields: {
    summary: { label: { cn: '摘要', en: 'Summary', tc: '摘要' } },
    body: { label: { cn: '正文', en: 'Body', tc: '正文' }, format: 'richText' },
    cover: { label: { cn: '封面', en: 'Cover image', tc: '封面' } },
    attachments: { label: { cn: '附件', en: 'Attachments', tc: '附件' }, format: 'attachments' },
  },
  permissions: {
    list: PERMISSION_CODES.articleList, add: PERMISSION_CODES.articleAdd, edit: PERMISSION_CODES.articleEdit,
    delete: PERMISSION_CODES.articleDelete, export: PERMISSION_CODES.articleExport,
  },
  // Pinned first, then the newest release (a draft by its creation): the readers' order.
  defaultSort: { column: 'pinned', order: 'desc', then: { column: 'releaseTime', order: 'desc' } },
});

const ArticleIdSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** Releases a draft or a revoked article to its readers: `PUT /cms/article/release` with `{ id }`. */
export const releaseArticleAction = defineAction(articleResource, { name: 'release', path: 'release', permission: PERMISSION_CODES.articleRelease, input: ArticleIdSchema });
/** Takes a released article back from its readers: `PUT /cms/article/revoke`. */
export const revokeArticleAction = defineAction(articleResource, { name: 'revoke', path: 'revoke', permission: PERMISSION_CODES.articleRelease, input: ArticleIdSchema });
/** Pins an article above the others of its channel: `PUT /cms/article/top`. */
export const topArticleAction = defineAction(articleResource, { name: 'top', path: 'top', permission: PERMISSION_CODES.articleEdit, input: ArticleIdSchema });
/** Unpins it: `PUT /cms/article/untop`. */
export const untopArticleAction = defineAction(articleResource, { name: 'untop', path: 'untop', permission: PERMISSION_CODES.articleEdit, input: ArticleIdSchema });
