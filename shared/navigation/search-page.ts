import { SEARCH_CATEGORIES, type SearchCategory } from '../schemas/search.ts';
import { HOME_PATH } from './menu-routes.ts';

/** The `mode` that turns the home page into the search-results page (portal-shell §2.1). */
export const SEARCH_MODE = 'SearchList';

/** What the search-results page was opened for: the trimmed key (may be blank) and the category. */
export interface SearchPageQuery {
  key: string;
  category: SearchCategory;
}

/**
 * The search-results page for `text` (portal-shell §2.1: the home page opened with
 * mode=SearchList, key and category=1), or `null` for blank input, which searches nothing.
 */
export function searchResultsPath(text: string, category: SearchCategory = '1'): string | null {
  const key = text.trim();
  if (!key) return null;
  return `${HOME_PATH}?mode=${SEARCH_MODE}&key=${encodeURIComponent(key)}&category=${category}`;
}

/**
 * The search a location asks for, or `null` when it is not the search-results page. An
 * unknown category falls back to '1' so an old or hand-made link still shows results.
 */
export function readSearchQuery(pathname: string, search: string): SearchPageQuery | null {
  if (pathname.replace(/\/+$/, '') !== HOME_PATH) return null;
  const params = new URLSearchParams(search);
  if (params.get('mode') !== SEARCH_MODE) return null;
  const category = params.get('category') ?? '';
  return {
    key: (params.get('key') ?? '').trim(),
    category: (SEARCH_CATEGORIES as readonly string[]).includes(category) ? (category as SearchCategory) : '1',
  };
}

/** {@link readSearchQuery} for a full path with its query (a tab's path). */
export function readSearchQueryOf(fullPath: string): SearchPageQuery | null {
  const at = fullPath.indexOf('?');
  return at === -1 ? null : readSearchQuery(fullPath.slice(0, at), fullPath.slice(at));
}
