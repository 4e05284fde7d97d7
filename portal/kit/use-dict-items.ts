import { useEffect, useState } from 'react';
import { get } from '../../shared/api/index.ts';
import type { DictItem } from '../../shared/schemas/dict.ts';
import { cachedDictItems } from '../../shared/stores/index.ts';

/**
 * The items of the dictionary `dictCode`: from the login's cache when it holds them, else
 * asked once (`GET /sys/dict/getDictItems/{dictCode}`). A failed load is logged and leaves
 * the options empty (widgets-admin §8 "Dictionary load failure").
 */
export function useDictItems(dictCode: string | undefined): DictItem[] {
  const [items, setItems] = useState<DictItem[]>(() => (dictCode ? cachedDictItems(dictCode) ?? [] : []));
  useEffect(() => {
    if (!dictCode) return setItems([]);
    const cached = cachedDictItems(dictCode);
    if (cached) return setItems(cached);
    let current = true;
    setItems([]);
    get<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(dictCode)}`).then(
      (loaded) => current && setItems(Array.isArray(loaded) ? loaded : []),
      (error: unknown) => console.warn(`Dictionary ${dictCode} did not load`, error),
    );
    return () => {
      current = false;
    };
  }, [dictCode]);
  return items;
}
