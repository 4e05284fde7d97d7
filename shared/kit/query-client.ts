import { nanoquery } from '@nanostores/query';
import { $session, type Session } from '../stores/session.ts';

/**
 * The one nanoquery context of the kit (architecture §4a "keyed stores that mutations
 * invalidate"): a list answered once is shared by every view that asks the same key. A
 * failed call is not retried on its own (a 403 or a 400 stays one), and a cached answer is
 * reused for 4 s before the next view asks again.
 */
export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  dedupeTime: 4_000,
  onErrorRetry: null,
});

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
