import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../db/schema.ts';
import type { ReportDatabase } from '../../db/report-data/report-database.ts';
import type { ReportResult } from '../../../shared/reports/report-result.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { lazyRequire } from '../../lib/lazy-require.ts';
import type { ReportEngine, ReportStream, RunRequest } from './engines/report-engine.ts';
import { createPgliteEngine } from './engines/pglite-engine.ts';
import { createPostgresEngine } from './engines/postgres-engine.ts';
import { reportSessionConfig } from './engines/report-session.ts';
import { ensureReaderLogin } from './engines/reader-login.ts';
import { pingSource, refuseOverreachingLogin, refuseSuperuser } from './engines/login-checks.ts';

export type { ReportStream, RunRequest } from './engines/report-engine.ts';

const pgModule = lazyRequire<typeof pg>('pg');

/** Where a report runs: the built-in report data or another PostgreSQL. */
export type RunTarget = { kind: 'builtin' } | { kind: 'postgres'; url: string };

/** The portal's database as the runner needs it. */
export interface RunnerDatabase {
  kind: 'pglite' | 'postgres';
  /** On PGlite, the report database (server/db/report-data). */
  reportData: ReportDatabase | null;
  url: string | null;
  /** On PostgreSQL, the portal's database, where the reader login is made. */
  db?: Kysely<Database>;
}

/** How the runner reaches what is not the portal's own pool. */
export interface RunnerOptions {
  /**
   * `DKP_REPORT_DATABASE_URL`: the built-in source's login given by the operator (a role that
   * reads `report_data` only), instead of the one the server makes (engines/reader-login.ts).
   */
  reportDatabaseUrl?: string | null;
  /** Where the detail of a failure the user is told only in general words goes (the server log). */
  log?: (message: string) => void;
  /** Connections of each report pool (tests use 1, to see a report's session again). */
  poolSize?: number;
}

/**
 * Runs report queries (architecture §5) on the engine of their target: the built-in report
 * data (engines/pglite-engine.ts on the embedded engine's report database, a PGlite of its own
 * in a worker thread; on PostgreSQL engines/postgres-engine.ts logged in as the reader login of
 * its own, never the portal's user) or an external PostgreSQL source, one engine (and pool) per source URL.
 */
export function createReportRunner(database: RunnerDatabase, options: RunnerOptions = {}) {
  const log = options.log ?? ((message: string) => console.warn(message));
  let builtin: ReportEngine | null = null;
  const external = new Map<string, ReportEngine>();

  /** The built-in source's session: the operator's URL, else the portal's database as the reader login (made on first use). */
  async function builtinConnection(): Promise<pg.ClientConfig> {
    if (options.reportDatabaseUrl) return reportSessionConfig(options.reportDatabaseUrl);
    try {
      return reportSessionConfig(database.url!, await ensureReaderLogin(database.db!));
    } catch (error) {
      log(`report reader login not available: ${(error as Error).message}`);
      throw new AppError(503, 'reportReaderMissing');
    }
  }

  function engineFor(target: RunTarget): ReportEngine {
    if (target.kind === 'builtin') {
      builtin ??= database.kind === 'pglite'
        ? createPgliteEngine(database.reportData!, log)
        : createPostgresEngine({ connection: builtinConnection, check: (client) => refuseOverreachingLogin(client, log), log, ...pool() });
      return builtin;
    }
    let engine = external.get(target.url);
    if (!engine) {
      engine = createPostgresEngine({ connection: async () => reportSessionConfig(target.url), check: refuseSuperuser, log, ...pool() });
      external.set(target.url, engine);
    }
    return engine;
  }
  const pool = () => (options.poolSize ? { poolSize: options.poolSize } : {});

  return {
    /** The viewer's rows: at most the request's cap. */
    run: (target: RunTarget, request: RunRequest): Promise<ReportResult> => engineFor(target).run(request),
    /** Every row, for the downloads. */
    stream: (target: RunTarget, request: Omit<RunRequest, 'rowCap'>): Promise<ReportStream> => engineFor(target).stream(request),
    /**
     * Connects to another PostgreSQL as a report would (our session limits) and asks it one
     * trivial query. Any failure is the one "cannot connect" (the detail to the log): what
     * answered at that address is not the caller's to learn.
     */
    async test(url: string): Promise<void> {
      const client = new (pgModule().Client)({ ...reportSessionConfig(url), connectionTimeoutMillis: 5000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await pingSource(client);
      } catch (error) {
        log(`report data source test failed: ${(error as Error).message}`);
        throw badRequest('reportSourceUnreachable');
      }
      try {
        await refuseSuperuser(client);
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    async close() {
      await Promise.all([builtin, ...external.values()].map((engine) => engine?.close()));
      builtin = null;
      external.clear();
    },
  };
}
export type ReportRunner = ReturnType<typeof createReportRunner>;
