import type { Kysely } from 'kysely';
import type { DictItem } from '../../../shared/schemas/dict.ts';
import type { Locale } from '../../../shared/schemas/locale.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../kit/executor.ts';

type AllItems = Record<string, { value: string; text: Record<Locale, string> }[]>;

/** How long a process trusts its copy of the dictionaries before reading them again. */
export const DICT_CACHE_MS = 60_000;

const toItem = (value: string, text: string): DictItem => ({ value, text, title: text, label: text });

/**
 * Dictionaries and their enabled items, in each item's language. Every login answers the
 * whole set, so a process keeps a short-lived copy; `refresh` drops it at once.
 */
export function createDictRepository(db: Kysely<Database>, now: () => Date) {
  let cache: { loadedAt: number; items: AllItems } | null = null;

  /** The copy, read again through `executor` when it expired (a caller's transaction reads in it: issue 23's hang). */
  async function load(executor: Executor = db): Promise<AllItems> {
    if (cache && now().getTime() - cache.loadedAt < DICT_CACHE_MS) return cache.items;
    const rows = await executor.selectFrom('dict_items as i').innerJoin('dicts as d', 'd.id', 'i.dict_id')
      .select(['d.dict_code', 'i.item_value', 'i.item_text', 'i.item_text_en', 'i.item_text_tc'])
      .where('d.del_flag', '=', false).where('i.status', '=', 1)
      .orderBy('d.dict_code').orderBy('i.sort_order').execute();
    const items: AllItems = {};
    for (const r of rows) {
      (items[r.dict_code] ??= []).push({ value: r.item_value, text: { cn: r.item_text, en: r.item_text_en, tc: r.item_text_tc } });
    }
    cache = { loadedAt: now().getTime(), items };
    return items;
  }

  return {
    /** All dictionaries, items in `locale` (`sysAllDictItems`, `queryAllDictItems`). */
    async all(locale: Locale): Promise<Record<string, DictItem[]>> {
      const items = await load();
      return Object.fromEntries(Object.entries(items).map(([code, list]) => [code, list.map((i) => toItem(i.value, i.text[locale]))]));
    },

    /** One dictionary's items in `locale`, or null when there is no such dictionary. */
    async items(code: string, locale: Locale): Promise<DictItem[] | null> {
      const list = (await load())[code];
      if (list) return list.map((i) => toItem(i.value, i.text[locale]));
      const exists = await db.selectFrom('dicts').select('id').where('dict_code', '=', code).where('del_flag', '=', false).executeTakeFirst();
      return exists ? [] : null;
    },

    /**
     * The item texts of the dictionaries `codes` in `locale` (code → value → text), from the
     * cached copy: what a list's `*_dictText` shows (server/kit/wire-shape.ts). An expired copy
     * is read through `executor`, which is the caller's transaction when it is in one.
     */
    async texts(codes: readonly string[], locale: Locale, executor: Executor = db): Promise<Map<string, Map<string, string>>> {
      const items = await load(executor);
      return new Map(codes.map((code) => [code, new Map((items[code] ?? []).map((i) => [i.value, i.text[locale] || i.text.cn]))]));
    },

    /** Forgets this process's copy (`refleshCache`). */
    refresh() {
      cache = null;
    },
  };
}
export type DictRepository = ReturnType<typeof createDictRepository>;
