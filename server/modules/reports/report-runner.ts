import type pg from 'pg';
import type { ReportDatabase } from '../../db/report-data/report-database.ts';
import type { ReportResult } from '../../../shared/reports/report-result.ts';
import { badRequest } from '../../lib/app-error.ts';
import { lazyRequire } from '../../lib/lazy-require.ts';
import type { ReportEngine, ReportStream, RunRequest } from './engines/report-engine.ts';
import { createPgliteEngine } from './engines/pglite-engine.ts';
import { createPostgresEngine } from './engines/postgres-engine.ts';

export type { ReportStream, RunRequest } from './engines/report-engine.ts';

const pgModule = lazyRequire<typeof pg>('pg');

/** Where a report runs: the built-in report data or another PostgreSQL. */
export type RunTarget = { kind: 'builtin' } | { kind: 'postgres'; url: string };

/**
 * Runs report queries (architecture §5) on the engine of their target: the built-in report
 * data (engines/pglite-engine.ts on the embedded engine's report database, engines/postgres-engine.ts
 * on PostgreSQL) or an external PostgreSQL source, one engine (and pool) per source URL.
 */
export function createReportRunner(database: { kind: 'pglite' | 'postgres'; reportData: ReportDatabase | null; url: string | null }) {
  let builtin: ReportEngine | null = null;
  const external = new Map<string, ReportEngine>();

  function engineFor(target: RunTarget): ReportEngine {
    if (target.kind === 'builtin') {
      builtin ??= database.kind === 'pglite' ? createPgliteEngine(database.reportData!) : createPostgresEngine(database.url!, true);
      return builtin;
    }
    let engine = external.get(target.url);
    if (!engine) external.set(target.url, (engine = createPostgresEngine(target.url, false)));
    return engine;
  }

  return {
    /** The viewer's rows: at most the request's cap. */
    run: (target: RunTarget, request: RunRequest): Promise<ReportResult> => engineFor(target).run(request),
    /** Every row, for the downloads. */
    stream: (target: RunTarget, request: Omit<RunRequest, 'rowCap'>): Promise<ReportStream> => engineFor(target).stream(request),
    /** Connects to another PostgreSQL and asks it one trivial query; throws the localised reason. */
    async test(url: string): Promise<void> {
      const client = new (pgModule().Client)({ connectionString: url, connectionTimeoutMillis: 5000 });
      try {
        await client.connect();
        await client.query('select 1');
      } catch (error) {
        throw badRequest('reportSourceUnreachable', { reason: (error as Error).message.slice(0, 200) });
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
