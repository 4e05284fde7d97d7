import type pg from 'pg';
import { AppError, badRequest } from '../../../lib/app-error.ts';
import { lazyRequire } from '../../../lib/lazy-require.ts';
import { REPORT_READER_ROLE } from '../../../db/migrations/0026-reports.ts';
import { BATCH, capped, columnsOf, pagesOf, queryFailed, resultOf, type ReportEngine, type ReportStream, type RunRequest } from './report-engine.ts';

const pgModule = lazyRequire<typeof pg>('pg');
const RAW_TYPES = { getTypeParser: () => (v: string) => v };

/**
 * Report queries on a PostgreSQL: the portal's own (the built-in data, `asReader`) or another
 * one (an external source), through a small pool of its own, each in a read-only transaction
 * with `statement_timeout`.
 */
export function createPostgresEngine(url: string, asReader: boolean): ReportEngine {
  const pool = new (pgModule().Pool)({ connectionString: url, max: 3, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  pool.on('error', () => undefined);
  return {
    async run(request) {
      const answer = await onPostgres(pool, asReader, request.timeoutMs,
        (client) => client.query({ text: capped(request), values: request.values, rowMode: 'array', types: RAW_TYPES }));
      return resultOf(answer.fields, answer.rows as unknown[][], request.rowCap);
    },
    stream: (request) => streamOnPostgres(pool, asReader, request),
    close: () => pool.end().catch(() => undefined),
  };
}

/** Opens a report's transaction on PostgreSQL: read-only, its time limit, and the reader role on the portal's own database. */
const beginReport = (asReader: boolean, timeoutMs: number) =>
  `begin read only; set local statement_timeout = ${Math.trunc(timeoutMs)}${asReader ? `; set local role ${REPORT_READER_ROLE}` : ''}`;

function failed(error: unknown): AppError {
  const { code, message } = error as { code?: string; message?: string };
  if (code === '42704' && message?.includes(REPORT_READER_ROLE)) return new AppError(503, 'reportReaderMissing');
  return queryFailed(error);
}

async function connect(pool: pg.Pool): Promise<pg.PoolClient> {
  try {
    return await pool.connect();
  } catch (error) {
    throw badRequest('reportSourceUnreachable', { reason: (error as Error).message.slice(0, 200) });
  }
}

async function onPostgres<T>(pool: pg.Pool, asReader: boolean, timeoutMs: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await connect(pool);
  try {
    await client.query(beginReport(asReader, timeoutMs));
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw failed(error);
  } finally {
    client.release();
  }
}

async function streamOnPostgres(pool: pg.Pool, asReader: boolean, request: Omit<RunRequest, 'rowCap'>): Promise<ReportStream> {
  const client = await connect(pool);
  const fetchPage = () => client.query({ text: `fetch forward ${BATCH} from report_rows`, rowMode: 'array', types: RAW_TYPES });
  try {
    await client.query(beginReport(asReader, request.timeoutMs));
    await client.query({ text: `declare report_rows no scroll cursor for ${request.sql}`, values: request.values });
    const first = await fetchPage();
    const columns = columnsOf(first.fields);
    let released = false;
    const release = async (commit: boolean) => {
      if (released) return;
      released = true;
      await client.query(commit ? 'commit' : 'rollback').catch(() => undefined);
      client.release();
    };
    return { columns, batches: pagesOf(columns, first, fetchPage, release), close: () => release(false) };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    client.release();
    throw failed(error);
  }
}
