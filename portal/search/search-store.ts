import { atom, onMount } from 'nanostores';
import { ApiError, get } from '../../shared/api/index.ts';
import { PAGE_SIZES } from '../../shared/layout/index.ts';
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

const INITIAL: SearchState = { status: 'idle', query: null, pageNo: 1, pageSize: PAGE_SIZES[0], records: [], total: 0, error: '' };

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

/** Shows another page of the current search. */
export function goToPage(pageNo: number): Promise<void> {
  const { query, pageSize } = $searchResults.get();
  return query ? load(query, pageNo, pageSize) : Promise.resolve();
}

/** Changes the page size and starts again from the first page (portal-shell §9 size changer). */
export function changePageSize(pageSize: number): Promise<void> {
  const { query } = $searchResults.get();
  return query ? load(query, 1, pageSize) : Promise.resolve();
}

/** Asks the same page again (the error state's retry). */
export function retrySearch(): Promise<void> {
  const { query, pageNo, pageSize } = $searchResults.get();
  return query ? load(query, pageNo, pageSize) : Promise.resolve();
}

// Titles come in the request's language, so a language switch asks again.
onMount($searchResults, () => $locale.listen(() => void retrySearch()));
