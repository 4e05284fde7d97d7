import { persistentAtom } from '@nanostores/persistent';
import type { DictItem } from '../schemas/dict.ts';
import { storageKey } from './storage-key.ts';

/** Dictionary items kept for 7 days (portal-shell §9: 604800000 ms). */
export const DICT_CACHE_TTL_MS = 604_800_000;

/** All dictionary items of the tenant, as answered by the login, with their expiry. */
export interface DictCache {
  items: Record<string, DictItem[]>;
  expiresAt: number;
}

/** The dictionary cache (`dkp:dict-cache`), `null` when empty. */
export const $dictCache = persistentAtom<DictCache | null>(storageKey('dict-cache'), null, {
  encode: (value) => (value === null ? undefined : JSON.stringify(value)),
  decode: (text) => {
    try {
      const value = JSON.parse(text) as DictCache | null;
      return value && typeof value.expiresAt === 'number' && typeof value.items === 'object' ? value : null;
    } catch {
      return null;
    }
  },
});

/** Replaces the cached items. */
export function cacheDictItems(items: Record<string, DictItem[]>, now: number = Date.now()): void {
  $dictCache.set({ items, expiresAt: now + DICT_CACHE_TTL_MS });
}

/** The cached items of `dictCode`, or `null` when not cached or expired. */
export function cachedDictItems(dictCode: string, now: number = Date.now()): DictItem[] | null {
  const cache = $dictCache.get();
  if (!cache || cache.expiresAt <= now) return null;
  return cache.items[dictCode] ?? null;
}

/** Empties the cache. */
export function clearDictCache(): void {
  $dictCache.set(null);
}

