import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useRef } from 'react';
import { dictItemsStore } from '../../shared/kit/index.ts';
import type { DictItem } from '../../shared/schemas/dict.ts';

const NONE: DictItem[] = [];
const NO_DICT = atom<{ data?: DictItem[] }>({});

/**
 * The items of dictionary `dictCode` in the current language (none without a code). While
 * another language's items load, the last ones stay, so a select keeps its label.
 */
export function useDictItems(dictCode: string | undefined): DictItem[] {
  const value: { data?: DictItem[] | undefined } = useStore(dictCode ? dictItemsStore(dictCode) : NO_DICT);
  const last = useRef<DictItem[]>(NONE);
  if (!dictCode) return NONE;
  if (value.data) last.current = value.data;
  return value.data ?? last.current;
}
