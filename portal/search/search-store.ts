import { atom, onMount } from 'nanostores';
import { ApiError, get } from '../../shared/api/index.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/list/index.ts';
import type { SearchPageQuery } from '../../shared/navigation/index.ts';
import type { SearchPage, SearchRecord } from '../../shared/schemas/search.ts';
import { $locale } from '../../shared/stores/index.ts';

/** The search-results page's state: what was asked, and the last answer or failure. */
export interface SearchState {
  /** `idle` until a non-blank key is asked for. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  query: SearchPageQuery | null;
  pageNo: number;
  pageSize: number;
  records: SearchRecord[];
  total: number;
  error: string;
}

const INITIAL: SearchState = { status: 'idle', query: null, pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, records: [], total: 0, error: '' };

/** The search-results page (portal-shell §2.1): one search at a time, reloaded when the language changes. */
export const $searchResults = atom<SearchState>(INITIAL);

// Only the latest request may write its answer: an earlier, slower one must not overwrite it.
let latest = 0;

async function load(query: SearchPageQuery, pageNo: number, pageSize: number): Promise<void> {
  const id = ++latest;
  if (!query.key) {
    $searchResults.set({ ...INITIAL, query, pageSize });
    return;
  }
  // The old rows stay while the next page loads, so the list does not jump.
  $searchResults.set({ ...$searchResults.get(), status: 'loading', query, pageNo, pageSize, error: '' });
  try {
    const page = await get<SearchPage>('/sys/search/list', { ...query, pageNo, pageSize });
    if (id !== latest) return;
    $searchResults.set({ status: 'ready', query, pageNo, pageSize, records: page.records, total: page.total, error: '' });
  } catch (error) {
    if (id !== latest) return;
    const message = error instanceof ApiError || error instanceof Error ? error.message : String(error);
    $searchResults.set({ ...$searchResults.get(), status: 'failed', records: [], total: 0, error: message });
  }
}

/** Searches for `query` from its first page, keeping the chosen page size. */
export function searchFor(query: SearchPageQuery): Promise<void> {
  return load(query, 1, $searchResults.get().pageSize);
}

/**
 * Shows a page as the pager asks (portal-shell §9): another page, or another page size,
 * which starts again from the first page.
 */
export function showPage(pageNo: number, pageSize: number): Promise<void> {
  const { query, pageSize: current } = $searchResults.get();
  return query ? load(query, pageSize === current ? pageNo : 1, pageSize) : Promise.resolve();
}

/** Asks the same page again (the error state's retry). */
export function retrySearch(): Promise<void> {
  const { query, pageNo, pageSize } = $searchResults.get();
  return query ? load(query, pageNo, pageSize) : Promise.resolve();
}

// Titles come in the request's language, so a language switch asks again.
onMount($searchResults, () => $locale.listen(() => void retrySearch()));
