import { msg, str } from '@lit/localize';

/**
 * The window and tab title of the search-results page for `key`: it is the home route, but
 * it must not read as Home, and tabs of different searches must be told apart.
 */
export function searchResultsTitle(key: string): string {
  return key ? msg(str`搜索结果：${key}`) : msg('搜索结果');
}
