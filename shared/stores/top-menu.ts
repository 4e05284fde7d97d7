import { persistentAtom } from '@nanostores/persistent';
import { storageKey } from './storage-key.ts';

/**
 * The id of the top-menu entry the user chose last (`dkp:top-menu-id`, portal-shell §3
 * "last top-menu id"): restored when the menu loads again; empty until the first choice.
 */
export const $topMenuId = persistentAtom<string>(storageKey('top-menu-id'), '');

/** Remembers the chosen top-menu entry. */
export function chooseTopMenu(id: string): void {
  $topMenuId.set(id);
}
