import type { FetcherStore } from '@nanostores/query';
import { get } from '../api/methods.ts';
import type { DictItem } from '../schemas/dict.ts';
import { $locale } from '../stores/locale.ts';
import { createFetcherStore } from './query-client.ts';

const stores = new Map<string, FetcherStore<DictItem[]>>();

/**
 * The items of dictionary `dictCode` in the current language (`/sys/dict/getDictItems/{code}`,
 * signed; the server answers the texts of the request's locale): keyed by code and locale,
 * so switching the language reads the other texts once and every cell and select shares them.
 */
export function dictItemsStore(dictCode: string): FetcherStore<DictItem[]> {
  let store = stores.get(dictCode);
  if (!store) {
    store = createFetcherStore<DictItem[]>(['dict:', dictCode, ':', $locale], {
      fetcher: (_prefix, code) => get<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(String(code))}`, undefined, { sign: true }),
      // Dictionaries change rarely; a language switch asks under its own key anyway.
      dedupeTime: 300_000,
    });
    stores.set(dictCode, store);
  }
  return store;
}

/** The text of `value` among `items`, the value itself when no item has it. */
export function dictText(items: readonly DictItem[] | undefined, value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return items?.find((item) => item.value === text)?.text ?? text;
}
