import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { $session } from './session.ts';

/** A value fetched once per session: the store and a way to load it now. */
export interface SessionResource<T> {
  /** The value for the current session, `null` until loaded (or after a failed load). */
  $value: ReadableAtom<T | null>;
  /** Loads the value for the current session once; later calls share the first answer. */
  load(): Promise<T>;
}

/**
 * Something the server answers per session (personalisation, the caller's IP — portal-shell
 * §7 "cached in the session"): fetched lazily when the store is first watched, once per
 * token, kept in memory only. A value loaded for one token never shows to another session.
 */
export function sessionResource<T>(fetchValue: () => Promise<T>): SessionResource<T> {
  const $loaded = atom<{ token: string; value: T } | null>(null);
  let pending: { token: string; promise: Promise<T> } | null = null;

  function load(): Promise<T> {
    const token = $session.get()?.token;
    if (!token) return Promise.reject(new Error('no session'));
    if (pending?.token === token) return pending.promise;
    const promise = fetchValue().then((value) => {
      if ($session.get()?.token === token) $loaded.set({ token, value });
      return value;
    });
    // A failed load may be tried again by the next watcher.
    promise.catch(() => {
      if (pending?.promise === promise) pending = null;
    });
    pending = { token, promise };
    return promise;
  }

  const $value = computed([$session, $loaded], (session, loaded) => (loaded && loaded.token === session?.token ? loaded.value : null));
  onMount($value, () =>
    $session.subscribe((session) => {
      if (session) load().catch(() => undefined);
    }),
  );
  return { $value, load };
}
