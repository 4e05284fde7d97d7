import type { SessionRepository } from '../auth/index.ts';
import type { Subscriber } from './hub.ts';

/** Why a socket's session is checked: its heartbeat (which gets an answer) or a change told. */
export type CheckReason = 'heartbeat' | 'changed';

/**
 * Re-checks sessions of sockets in batches: every check asked for in the same turn of the
 * event loop shares one query, so 10,000 sockets' heartbeats cost a handful of queries
 * rather than 10,000. `onResult` hears each socket's tenant, or `null` when its session ended.
 */
export function createSessionChecks(
  sessions: SessionRepository,
  now: () => Date,
  onResult: (sub: Subscriber, tenantId: number | null, reason: CheckReason) => void,
  onError: (error: unknown, sub: Subscriber, reason: CheckReason) => void,
) {
  let pending: { sub: Subscriber; reason: CheckReason }[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      const live = await sessions.liveTenants([...new Set(batch.map(({ sub }) => sub.tokenHash))], now());
      for (const { sub, reason } of batch) onResult(sub, live.get(sub.tokenHash) ?? null, reason);
    } catch (error) {
      for (const { sub, reason } of batch) onError(error, sub, reason);
    }
  };
  return {
    /** Queues a check of `sub`'s session. */
    check(sub: Subscriber, reason: CheckReason) {
      if (pending.length === 0) setImmediate(() => void flush());
      pending.push({ sub, reason });
    },
  };
}
