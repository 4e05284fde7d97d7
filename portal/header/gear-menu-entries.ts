import { atom } from 'nanostores';
import type { ComponentType } from 'react';

/**
 * An extra entry of the gear menu (portal-shell §2.4 "The gear menu offers manage product
 * keys and an about entry"): the product-key feature (§2.8) registers one with its dialog.
 */
export interface GearMenuEntry {
  /** Unique id; also the menu item's value and `data-testid` suffix (`gear-<id>`). */
  id: string;
  /** The entry's text in the current language (called at render time, so `msg()` works). */
  label: () => string;
  /** The dialog the entry opens; it calls `onClose` when it closes. */
  Dialog: ComponentType<{ open: boolean; onClose: () => void }>;
}

/** The registered extra entries, in registration order. */
export const $gearMenuEntries = atom<readonly GearMenuEntry[]>([]);

/** Adds an entry to the gear menu; an entry with the same id is replaced. */
export function registerGearMenuEntry(entry: GearMenuEntry): void {
  $gearMenuEntries.set([...$gearMenuEntries.get().filter((e) => e.id !== entry.id), entry]);
}
