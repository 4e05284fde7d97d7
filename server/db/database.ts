import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

/** The database handle of one server process. */
export interface Db {
  db: Kysely<Database>;
  /** 'pglite' (embedded, default) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL (kind 'postgres'), for connections outside the pool such as `LISTEN`; `null` on PGlite. */
  url: string | null;
  /** The embedded database (kind 'pglite'), for what Kysely does not reach such as `listen`. */
  pglite: PGlite | null;
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL URL, a PGlite directory, or memory (`null`, tests). */
export type DatabaseLocation = { url: string } | { dir: string | null };

/** How a database is opened beyond its location. */
export interface OpenOptions {
  /** Told of every query Kysely runs (tests count what a request asks the database). */
  onQuery?: (sql: string) => void;
}

/** Opens the database; PostgreSQL when a URL is given, otherwise PGlite. */
export async function openDatabase(location: DatabaseLocation, options: OpenOptions = {}): Promise<Db> {
  const { onQuery } = options;
  const log = onQuery ? (event: LogEvent) => { if (event.level === 'query') onQuery(event.query.sql); } : undefined;
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the
    // process; the pool replaces it on the next query.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    // A connection that breaks while a query holds it (an outage mid-query) fails that query,
    // and pg also emits 'error' on the client, which the pool listens to only while it is
    // idle: unheard, that event would end the process. The failed query is the answer.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
    return { db, kind: 'postgres', url: location.url, pglite: null, close: () => db.destroy() };
  }
  if (location.dir) await mkdir(location.dir, { recursive: true });
  const pglite = location.dir ? new PGlite(location.dir) : new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), ...(log ? { log } : {}) });
  return { db, kind: 'pglite', url: null, pglite, close: () => db.destroy() };
}
