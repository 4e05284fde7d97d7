import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../list/paging.ts';
import { PageNoSchema } from './paging.ts';

/**
 * What the search-results page searches (portal-shell §2.1 `category`): '1' the pages and
 * reports of the menu, '2' news, '3' the knowledge base, '0' all of them (menu pages first).
 */
export const SEARCH_CATEGORIES = ['0', '1', '2', '3'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** Longest search key, in characters. */
export const SEARCH_KEY_MAX = 100;

/**
 * Query of `GET /sys/search/list`. `key` must hold a non-blank character (the server trims
 * it before matching); the page size goes beyond the portal's choices for other clients.
 */
export const SearchQuerySchema = Type.Object({
  key: Type.String({ minLength: 1, maxLength: SEARCH_KEY_MAX, pattern: '\\S' }),
  category: Type.Enum(SEARCH_CATEGORIES, { default: '1' }),
  pageNo: PageNoSchema,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE }),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

/** One hit: a page the user may open, titled in the request's language. */
export const SearchRecordSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** A portal path, or the http(s) URL of an external page. */
  path: Type.String(),
  /** Titles of the menu entries above the page, top first: its breadcrumb. */
  trail: Type.Array(Type.String()),
  /** True when the page opens another site (in a new tab). */
  external: Type.Boolean(),
  /** What it is: '1' a menu page, '2' news, '3' a knowledge-base entry. */
  category: Type.Enum(['1', '2', '3']),
  /** An article's title and a passage of it as HTML: escaped text with the matched words in `<em>`, nothing else. */
  titleHtml: Type.Optional(Type.String()),
  snippet: Type.Optional(Type.String()),
});
export type SearchRecord = Static<typeof SearchRecordSchema>;

/** One page of hits and how many there are in all. */
export const SearchPageSchema = Type.Object({
  records: Type.Array(SearchRecordSchema),
  total: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
});
export type SearchPage = Static<typeof SearchPageSchema>;
