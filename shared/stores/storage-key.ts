/** Namespace of every key DKP keeps in `localStorage` (portal-shell §9 "Local storage uses a namespace prefix"). */
export const STORAGE_PREFIX = 'dkp:';

/** The full `localStorage` key of `name`. */
export function storageKey(name: string): string {
  return STORAGE_PREFIX + name;
}

/** `sessionStorage` where there is one (not in node, nor when the browser refuses it): what lives as long as the browser tab. */
export function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
