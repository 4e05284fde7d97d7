import { NO_ORIGIN } from '../../shared/api/config.ts';
import { get } from '../../shared/api/methods.ts';
import type { Article } from '../../shared/resources/article.ts';
import { portalOrigin } from '../define/page-settings.ts';

export type { Article };

/** The most articles one block lists. */
export const ARTICLES_LIMIT_MAX = 20;
/** How many when `limit` is left out or is not a number. */
export const ARTICLES_LIMIT_DEFAULT = 5;
/** Released (`ARTICLE_STATUSES.released`): an administrator's drafts stay out of a reading list. */
const RELEASED = '1';

/** `limit` as a whole number from 1 to {@link ARTICLES_LIMIT_MAX}. */
export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return ARTICLES_LIMIT_DEFAULT;
  return Math.min(ARTICLES_LIMIT_MAX, Math.max(1, Math.trunc(limit)));
}

/**
 * The latest released articles of `channel` the signed-in user may read, pinned first, then the
 * newest release (the articles list's default order; the server answers only the reader's).
 */
export async function fetchLatestArticles(channel: string, limit: number): Promise<Article[]> {
  const page = await get<{ records: Article[]; total: number }>('/cms/article/list', { channel, status: RELEASED, pageNo: 1, pageSize: limit });
  return page.records;
}

/** The portal's origin, '' when it is this page's (a relative API base). */
function portal(): string {
  const origin = portalOrigin();
  return origin === NO_ORIGIN || origin === location.origin ? '' : origin;
}

/**
 * Where a link or a picture of the portal points from this page: an http(s) address as it is,
 * a path of the portal on the portal's origin; anything else (a `javascript:` URL) is nothing.
 */
export function portalUrl(value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${portal()}${value}`;
  return '';
}

/** The link to one article: `linkBase?id=…`; the channel's portal page (`/news`) without a usable `linkBase`. */
export function articleHref(linkBase: string | undefined, channel: string, id: string): string {
  const base = (linkBase && portalUrl(linkBase.trim())) || portalUrl(`/${encodeURIComponent(channel)}`);
  return `${base}${base.includes('?') ? '&' : '?'}id=${encodeURIComponent(id)}`;
}
