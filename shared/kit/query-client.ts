import { nanoquery, type CommonSettings, type FetcherStore, type KeyInput, type KeySelector } from '@nanostores/query';
import { $session, type Session } from '../stores/session.ts';

/**
 * The one nanoquery context of the kit (architecture §4a "keyed stores that mutations
 * invalidate"): a list answered once is shared by every view that asks the same key. A
 * failed call is not retried on its own (a 403 or a 400 stays one), and a cached answer is
 * reused for 4 s before the next view asks again.
 */
const [createNanoFetcherStore, createMutatorStore, nano] = nanoquery({
  dedupeTime: 4_000,
  onErrorRetry: null,
});
const { revalidateKeys, mutateCache } = nano;
export { createMutatorStore, revalidateKeys, mutateCache };

/** A read on its way: its key, and whether its key was invalidated meanwhile. */
interface Reading {
  key: string;
  stale: boolean;
}
const readings = new Set<Reading>();

const selects = (selector: KeySelector, key: string) =>
  typeof selector === 'function' ? selector(key) : Array.isArray(selector) ? selector.includes(key) : selector === key;

/**
 * Forgets the answers of the keys `selector` picks, and makes the views showing them ask
 * again. A read of such a key already on its way is read once more when it lands: nanoquery
 * asks nothing for a key it is reading, so an answer read before a save (or before a change
 * of who asks) would otherwise stay as if fresh.
 */
export function invalidateKeys(selector: KeySelector): void {
  for (const reading of readings) if (selects(selector, reading.key)) reading.stale = true;
  nano.invalidateKeys(selector);
}

/**
 * A keyed fetcher store of the kit's context (nanoquery's `createFetcherStore`), whose
 * fetcher reads again while its key was invalidated during the read (see `invalidateKeys`).
 */
export function createFetcherStore<T>(keyInput: KeyInput, settings: CommonSettings<T> & { fetcher: NonNullable<CommonSettings<T>['fetcher']> }): FetcherStore<T> {
  const { fetcher } = settings;
  return createNanoFetcherStore<T>(keyInput, {
    ...settings,
    fetcher: async (...parts) => {
      const key = parts.join('');
      for (;;) {
        const reading: Reading = { key, stale: false };
        readings.add(reading);
        try {
          const answer = await fetcher(...parts);
          if (!reading.stale) return answer;
        } catch (error) {
          if (!reading.stale) throw error;
        } finally {
          readings.delete(reading);
        }
      }
    },
  });
}

/** Who is asking: answers of another user, tenant or department must never be shown. */
const identityOf = (session: Session | null) => (session ? `${session.token}|${session.tenantId}|${session.userInfo.orgCode}` : '');

let identity = identityOf($session.get());
// Renewing the session changes only its expiry; a sign-in, sign-out or tenant or department
// switch forgets every answer. Open views ask again for the new identity; after a sign-out
// nothing is asked.
$session.listen((session) => {
  const next = identityOf(session);
  if (next === identity) return;
  identity = next;
  if (session) invalidateKeys(() => true);
  else mutateCache(() => true, undefined);
});
