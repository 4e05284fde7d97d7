/** Namespace of every key DKP keeps in `localStorage` (portal-shell §9 "Local storage uses a namespace prefix"). */
export const STORAGE_PREFIX = 'dkp:';

/** The full `localStorage` key of `name`. */
export function storageKey(name: string): string {
  return STORAGE_PREFIX + name;
}
