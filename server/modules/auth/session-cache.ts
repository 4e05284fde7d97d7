import type { Invalidation, InvalidationTarget } from '../../db/invalidation.ts';
import { BoundedMap } from '../../lib/bounded-map.ts';
import type { ActiveSession } from '../../lib/active-session.ts';

/** Sessions held per process; beyond this the oldest is read again when next used. */
export const SESSION_CACHE_LIMIT = 50_000;

/**
 * Validated sessions by token hash (architecture §4 "hot paths are cached, never stale"). An
 * entry lives until the database tells that it changed ({@link invalidate}, from the triggers of
 * migration 0016 on every process) or this process changes it itself.
 *
 * A load races an invalidation: the row read may predate a write whose notice arrives while
 * the read is under way. Every invalidation moves {@link generation} on, and a load stores its
 * row only if no invalidation came between its start and its end.
 */
export function createSessionCache(limit = SESSION_CACHE_LIMIT) {
  const byHash = new BoundedMap<string, ActiveSession>(limit);
  const byUser = new Map<string, Set<string>>();
  let generation = 0;

  const drop = (tokenHash: string) => {
    const session = byHash.get(tokenHash);
    if (!session) return;
    byHash.delete(tokenHash);
    const hashes = byUser.get(session.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) byUser.delete(session.userId);
  };
  const dropUser = (userId: string) => {
    for (const tokenHash of byUser.get(userId) ?? []) byHash.delete(tokenHash);
    byUser.delete(userId);
  };

  return {
    get: (tokenHash: string) => byHash.get(tokenHash),
    /** Read before a load; pass it to {@link put}. */
    generation: () => generation,
    /** Keeps a session loaded since `loadedAt` (a {@link generation}) unless something changed meanwhile. */
    put(session: ActiveSession, loadedAt: number) {
      if (loadedAt !== generation) return;
      drop(session.tokenHash);
      byHash.set(session.tokenHash, session);
      // The map may have forgotten others to make room; their index entries go when their user's do.
      const hashes = byUser.get(session.userId) ?? new Set();
      hashes.add(session.tokenHash);
      byUser.set(session.userId, hashes);
      for (const tokenHash of hashes) if (!byHash.has(tokenHash)) hashes.delete(tokenHash);
    },
    drop,
    dropUser,
    invalidate(change: Invalidation) {
      generation++;
      if (change.kind === 'session') drop(change.tokenHash);
      else if (change.kind === 'user') dropUser(change.userId);
      else if (change.kind === 'all') {
        byHash.clear();
        byUser.clear();
      }
    },
    get size() {
      return byHash.size;
    },
  } satisfies InvalidationTarget & Record<string, unknown>;
}
export type SessionCache = ReturnType<typeof createSessionCache>;
