import type { SessionRepository } from '../auth/session-repository.ts';
import type { Subscriber } from './hub.ts';

/**
 * Re-checks sessions of sockets in batches: every check asked for in the same turn of the
 * event loop shares one query, so 10,000 sockets' heartbeats cost a handful of queries
 * rather than 10,000. `onResult` hears each socket's tenant, or `null` when its session ended.
 */
export function createSessionChecks(
  sessions: SessionRepository,
  now: () => Date,
  onResult: (sub: Subscriber, tenantId: number | null) => void,
  onError: (error: unknown, sub: Subscriber) => void,
) {
  let pending: Subscriber[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      const live = await sessions.liveTenants([...new Set(batch.map((sub) => sub.tokenHash))], now());
      for (const sub of batch) onResult(sub, live.get(sub.tokenHash) ?? null);
    } catch (error) {
      for (const sub of batch) onError(error, sub);
    }
  };
  return {
    /** Queues a check of `sub`'s session. */
    check(sub: Subscriber) {
      if (pending.length === 0) setImmediate(() => void flush());
      pending.push(sub);
    },
  };
}
