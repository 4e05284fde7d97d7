import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PostgresDialect, type Kysely, type LogEvent } from 'kysely';
import type pg from 'pg';
import { lazyRequire } from '../lib/lazy-require.ts';
import { createPgliteDataDir } from './pglite-create.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { GuardedKysely } from './transaction-guard.ts';
import type { Database } from './schema.ts';

/** The PostgreSQL client, loaded only when the database is PostgreSQL (not on PGlite). */
const pgModule = lazyRequire<typeof pg>('pg');

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
  /**
   * PGlite only: start from this dump of another database's data directory (`dumpDataDir`)
   * instead of creating a new one. Creating one runs initdb inside WebAssembly, seconds of
   * CPU; tests start from a dump of a migrated and seeded database (test-support/snapshot.ts).
   */
  pgliteDump?: Blob;
}

/**
 * PostgreSQL settings of the embedded database, beyond PGlite's own start parameters.
 * `shared_buffers`: PostgreSQL's default 128 MB lives inside PGlite's WebAssembly memory,
 * which is touched at start (about 0.4 s of CPU to clear it) and never given back; 16 MB
 * holds the whole of a fresh portal's database (about 20 MB on disk, most of it catalogs and
 * free space), and a page beyond it is read from the operating system's file cache. Idle RSS
 * went from about 350 to 210 MiB (docs/decisions.md, issue 10). `maintenance_work_mem` is
 * taken only by index builds and VACUUM; 16 MB (of 64) bounds the memory they can leave behind.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};

/** PGlite's own start parameters, then `-c name=value` for each of `settings`. */
export function pgliteStartParams(settings: Readonly<Record<string, string>> = PGLITE_SETTINGS): string[] {
  return [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

/**
 * Opens the database; PostgreSQL when a URL is given, otherwise PGlite. On both, the root
 * database refuses to be used from inside one of its transactions (transaction-guard.ts). A PGlite directory
 * that holds no database yet is created first, in a child process ({@link createPgliteDataDir}).
 */
export async function openDatabase(location: DatabaseLocation, options: OpenOptions = {}): Promise<Db> {
  const { onQuery } = options;
  const log = onQuery ? (event: LogEvent) => { if (event.level === 'query') onQuery(event.query.sql); } : undefined;
  if ('url' in location) {
    const pool = new (pgModule().Pool)({ connectionString: location.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the
    // process; the pool replaces it on the next query.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    // A connection that breaks while a query holds it (an outage mid-query) fails that query,
    // and pg also emits 'error' on the client, which the pool listens to only while it is
    // idle: unheard, that event would end the process. The failed query is the answer.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new GuardedKysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
    return { db, kind: 'postgres', url: location.url, pglite: null, close: () => db.destroy() };
  }
  // A new directory is created in a child process: initdb's memory leaves with it (pglite-create.ts).
  if (location.dir && !options.pgliteDump) await createPgliteDataDir(location.dir);
  else if (location.dir) await mkdir(location.dir, { recursive: true });
  const settings = { startParams: pgliteStartParams(), extensions: PGLITE_EXTENSIONS, ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}) };
  const pglite = location.dir ? new PGlite(location.dir, settings) : new PGlite(settings);
  const db = new GuardedKysely<Database>({ dialect: new PGliteDialect(pglite), ...(log ? { log } : {}) });
  return { db, kind: 'pglite', url: null, pglite, close: () => db.destroy() };
}
