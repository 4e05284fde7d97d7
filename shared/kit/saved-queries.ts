import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { storageKey } from '../stores/storage-key.ts';
import { MATCH_TYPES, QUERY_RULES, type QueryCondition, type SavedQuery } from './query-rules.ts';

/** The longest name a saved query may have. */
export const SAVED_QUERY_TITLE_MAX = 50;

/**
 * The `localStorage` key of `userId`'s saved queries on the page `pageKey` (widgets-admin §9
 * "saved queries stored locally per page key"; per user too, so a shared browser does not
 * show one person's queries to the next).
 */
export function savedQueriesKey(pageKey: string, userId: string): string {
  return storageKey(`saved-queries:${userId}:${pageKey}`);
}

const isCondition = (value: unknown): value is QueryCondition => {
  const c = value as Partial<QueryCondition> | null;
  return typeof c?.field === 'string' && (QUERY_RULES as readonly unknown[]).includes(c.rule) &&
    ['string', 'number', 'boolean'].includes(typeof c.val);
};

const isSavedQuery = (value: unknown): value is SavedQuery => {
  const q = value as Partial<SavedQuery> | null;
  return typeof q?.title === 'string' && (MATCH_TYPES as readonly unknown[]).includes(q.matchType) &&
    Array.isArray(q.records) && q.records.every(isCondition);
};

/** The saved queries of a stored text; malformed entries are dropped, unreadable text gives none. */
export function decodeSavedQueries(text: string): SavedQuery[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter(isSavedQuery) : [];
  } catch {
    return [];
  }
}

const stores = new Map<string, WritableAtom<SavedQuery[]>>();

/**
 * The store of `userId`'s saved queries on `pageKey`, kept in `localStorage` and shared by
 * every view of that page (one store per key). Other browser tabs' changes arrive as well.
 */
export function savedQueriesStore(pageKey: string, userId: string): WritableAtom<SavedQuery[]> {
  const key = savedQueriesKey(pageKey, userId);
  let store = stores.get(key);
  if (!store) {
    store = persistentAtom<SavedQuery[]>(key, [], {
      encode: (list) => (list.length ? JSON.stringify(list) : undefined),
      decode: decodeSavedQueries,
    });
    stores.set(key, store);
  }
  return store;
}

/** The saved query named `title` (names are compared trimmed), if there is one. */
export function findSavedQuery(list: readonly SavedQuery[], title: string): SavedQuery | undefined {
  return list.find((q) => q.title === title.trim());
}

/** Keeps `query` in `store`: replaces the one of the same name in place, else adds it at the end. */
export function keepSavedQuery(store: WritableAtom<SavedQuery[]>, query: SavedQuery): void {
  const saved = { ...query, title: query.title.trim() };
  const list = store.get();
  const at = list.findIndex((q) => q.title === saved.title);
  store.set(at < 0 ? [...list, saved] : list.map((q, i) => (i === at ? saved : q)));
}

/** Removes the saved query named `title` from `store`. */
export function deleteSavedQuery(store: WritableAtom<SavedQuery[]>, title: string): void {
  store.set(store.get().filter((q) => q.title !== title));
}

/** Forgets the stores made so far, so the next ask reads storage afresh (tests). */
export function forgetSavedQueryStores(): void {
  stores.clear();
}
