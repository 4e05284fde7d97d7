import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { openPgListener, type PgListenerTiming } from '../modules/realtime/pg-listener.ts';
import type { Database } from './schema.ts';

/** The channel the database's triggers (migration 0016) tell cache changes on. */
export const CACHE_CHANNEL = 'dkp_cache';

/** What a `dkp_cache` notification drops from the caches of every process. */
export type Invalidation =
  | { kind: 'session'; tokenHash: string }
  | { kind: 'user'; userId: string }
  | { kind: 'grants' }
  | { kind: 'all' }
  /** A marker this process sent itself ({@link CacheInvalidation.settled}); drops nothing. */
  | { kind: 'marker'; id: string };

/** Reads a notification's payload; `null` for one this version does not know. */
export function decodeInvalidation(payload: string): Invalidation | null {
  if (payload === 'g') return { kind: 'grants' };
  if (payload === '*') return { kind: 'all' };
  const colon = payload.indexOf(':');
  const [prefix, key] = [payload.slice(0, colon), payload.slice(colon + 1)];
  if (!key) return null;
  if (prefix === 's') return { kind: 'session', tokenHash: key };
  if (prefix === 'u') return { kind: 'user', userId: key };
  if (prefix === 'm') return { kind: 'marker', id: key };
  return null;
}

/** A cache that the invalidations reach. */
export interface InvalidationTarget {
  invalidate(change: Invalidation): void;
}

/** This process's ear on {@link CACHE_CHANNEL}. */
export interface CacheInvalidation {
  /**
   * Resolves once every invalidation committed before the call has reached this process's
   * caches. PGlite tells a write's triggers before the write resolves, so there it is at once;
   * on PostgreSQL a marker goes round the channel, which delivers in commit order.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens on {@link CACHE_CHANNEL} and hands each change to every target. On PostgreSQL the
 * listening connection is the realtime kind (reopened when lost); when it comes back, what was
 * told meanwhile is unknown, so every target drops everything.
 */
export async function listenForInvalidation(
  database: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string; db: Kysely<Database> },
  targets: InvalidationTarget[],
  log: (message: string) => void,
  timing?: PgListenerTiming,
): Promise<CacheInvalidation> {
  const markers = new Map<string, () => void>();
  // Two servers of one test process hear each other's markers: each marks its own.
  const markerPrefix = randomBytes(4).toString('hex');
  let nextMarker = 0;
  const hear = (payload: string) => {
    const change = decodeInvalidation(payload);
    if (!change) return;
    if (change.kind === 'marker') {
      markers.get(change.id)?.();
      markers.delete(change.id);
      return;
    }
    for (const target of targets) target.invalidate(change);
  };
  const dropAll = () => {
    for (const target of targets) target.invalidate({ kind: 'all' });
    // A marker told while the connection was down is lost, and everything was dropped anyway.
    for (const resolve of markers.values()) resolve();
    markers.clear();
  };

  if (database.kind === 'pglite') {
    const unlisten = await database.pglite.listen(CACHE_CHANNEL, hear);
    return { settled: async () => {}, close: () => unlisten() };
  }
  const listener = await openPgListener({ url: database.url, channel: CACHE_CHANNEL, log, timing, onNotification: hear, onReconnect: dropAll });
  const { db } = database;
  return {
    settled() {
      const id = `${markerPrefix}.${nextMarker++}`;
      const heard = new Promise<void>((resolve) => markers.set(id, resolve));
      return sql`select pg_notify(${CACHE_CHANNEL}, ${`m:${id}`})`.execute(db).then(() => heard);
    },
    close: () => listener.close(),
  };
}
