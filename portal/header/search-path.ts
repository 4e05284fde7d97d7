import { HOME_PATH } from '../../shared/navigation/index.ts';

/**
 * The search-results page for `text` (portal-shell §2.1: the home page opened with
 * mode=SearchList, key and category=1), or `null` for blank input, which searches nothing.
 */
export function searchResultsPath(text: string): string | null {
  const key = text.trim();
  if (!key) return null;
  return `${HOME_PATH}?mode=SearchList&key=${encodeURIComponent(key)}&category=1`;
}
