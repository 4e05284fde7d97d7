import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type pg from 'pg';
import type { Cell, ColumnType, ReportResult, ResultColumn } from '../../../shared/reports/report-result.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { REPORT_READER_ROLE } from '../../db/migrations/0026-reports.ts';

const pgModule = lazyRequire<typeof pg>('pg');

/** Where a report runs: the portal's own database (as the reader role) or another PostgreSQL. */
export type RunTarget = { kind: 'builtin' } | { kind: 'postgres'; url: string };

/** A compiled report query with its bound values, its row cap and its time limit. */
export interface RunRequest {
  sql: string;
  values: unknown[];
  rowCap: number;
  timeoutMs: number;
}

/** A report's result streamed: its columns, then its rows in batches. */
export interface ReportStream {
  columns: ResultColumn[];
  batches: AsyncIterable<Cell[][]>;
  /** Gives the cursor and its connection back when the batches will not be read to their end (a generator never started has no `finally` to run). */
  close(): Promise<void>;
}

const NUMBER_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]);
const typeOf = (oid: number): ColumnType => (NUMBER_TYPES.has(oid) ? 'number' : oid === 1082 ? 'date' : 'text');
const columnsOf = (fields: readonly { name: string; dataTypeID: number }[]): ResultColumn[] => fields.map((f) => ({ name: f.name, type: typeOf(f.dataTypeID) }));
/** Every value comes as the database's text (no driver parsing: dates stay dates), numbers made numbers. */
const cellsOf = (columns: ResultColumn[], rows: unknown[][]): Cell[][] =>
  rows.map((row) => row.map((value, i) => (value === null || value === undefined ? null : columns[i]!.type === 'number' ? Number(value) : String(value))));
const TEXT_PARSERS = Object.fromEntries([16, 20, 700, 701, 1082, 1083, 1114, 1184, 1700, 114, 3802].map((oid) => [oid, (v: string) => v]));
const BATCH = 5000;

/**
 * Runs report queries (architecture §5): always in a read-only transaction, capped, on the
 * portal's database as `dkp_report_reader` (which reads the `report_data` schema only), or
 * on another PostgreSQL as its URL's user, with `statement_timeout` there. PGlite cannot
 * interrupt a statement (WebAssembly has no timer signals; measured: `pg_sleep` ignores
 * `statement_timeout`), so on the embedded database the time limit is not enforced.
 */
export function createReportRunner(database: { kind: 'pglite' | 'postgres'; pglite: PGlite | null; url: string | null; db?: Kysely<Database> }) {
  // PGlite has one session, which Kysely's driver lends to one caller at a time; the runner's
  // own statements (its read-only transaction, its cursor) take that same turn, so no other
  // request's statement lands inside them or theirs inside another's transaction (a report's
  // failed `set transaction` once rolled back a sign-in's session insert).
  const onTurn = <T>(work: () => Promise<T>): Promise<T> => (database.db ? database.db.connection().execute(() => work()) : work());
  const session: PgliteTurn | null = database.pglite ? { pglite: database.pglite, onTurn } : null;
  const pools = new Map<string, pg.Pool>();
  const poolFor = (url: string) => {
    let pool = pools.get(url);
    if (!pool) {
      pool = new (pgModule().Pool)({ connectionString: url, max: 3, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
      pool.on('error', () => undefined);
      pools.set(url, pool);
    }
    return pool;
  };
  const builtinOnPglite = () => database.kind === 'pglite';
  const pgUrl = (target: RunTarget) => (target.kind === 'postgres' ? target.url : database.url!);

  async function run(target: RunTarget, request: RunRequest): Promise<ReportResult> {
    const limited = `select * from (${request.sql}) as report_rows limit ${request.rowCap + 1}`;
    const answer: { fields: { name: string; dataTypeID: number }[]; rows: unknown[] } = target.kind === 'builtin' && builtinOnPglite()
      ? await onPglite(session!, (tx) => tx.query<unknown[]>(limited, request.values, { rowMode: 'array', parsers: TEXT_PARSERS }))
      : await onPostgres(poolFor(pgUrl(target)), target.kind === 'builtin', request.timeoutMs,
        (client) => client.query({ text: limited, values: request.values, rowMode: 'array', types: { getTypeParser: () => (v: string) => v } }));
    const columns = columnsOf(answer.fields);
    const rows = answer.rows as unknown[][];
    return { columns, rows: cellsOf(columns, rows.slice(0, request.rowCap)), truncated: rows.length > request.rowCap };
  }

  /** Every row, for the downloads: a cursor read in batches, so memory holds one batch. */
  async function stream(target: RunTarget, request: Omit<RunRequest, 'rowCap'>): Promise<ReportStream> {
    if (target.kind === 'builtin' && builtinOnPglite()) return streamOnPglite(session!, request);
    return streamOnPostgres(poolFor(pgUrl(target)), target.kind === 'builtin', request);
  }

  /** Connects to another PostgreSQL and asks it one trivial query; throws the localised reason. */
  async function test(url: string): Promise<void> {
    const client = new (pgModule().Client)({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      throw badRequest('reportSourceUnreachable', { reason: (error as Error).message.slice(0, 200) });
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async function close() {
    await Promise.all([...pools.values()].map((pool) => pool.end().catch(() => undefined)));
    pools.clear();
  }

  return { run, stream, test, close };
}
export type ReportRunner = ReturnType<typeof createReportRunner>;

/** A database error as the report's author should read it; a cancelled statement is a timeout. */
function queryFailed(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: string; message?: string };
  if (code === '57014') return badRequest('reportQueryTimeout');
  if (code === '42704' && message?.includes(REPORT_READER_ROLE)) return new AppError(503, 'reportReaderMissing');
  return badRequest('reportQueryFailed', { reason: String(message ?? error).slice(0, 300) });
}

/** The embedded database, and how to take its one session's turn. */
interface PgliteTurn {
  pglite: PGlite;
  onTurn<T>(work: () => Promise<T>): Promise<T>;
}

async function onPglite<T>({ pglite, onTurn }: PgliteTurn, work: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
  try {
    return await onTurn(() => pglite.transaction(async (tx) => {
      await tx.exec(`set transaction read only; set local role ${REPORT_READER_ROLE}`);
      return work(tx);
    }));
  } catch (error) {
    throw queryFailed(error);
  }
}

/** Opens a report's transaction on PostgreSQL: read-only, its time limit, and the reader role on the portal's own database. */
const beginReport = (asReader: boolean, timeoutMs: number) =>
  `begin read only; set local statement_timeout = ${Math.trunc(timeoutMs)}${asReader ? `; set local role ${REPORT_READER_ROLE}` : ''}`;

async function onPostgres<T>(pool: pg.Pool, asReader: boolean, timeoutMs: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw badRequest('reportSourceUnreachable', { reason: (error as Error).message.slice(0, 200) });
  }
  try {
    await client.query(beginReport(asReader, timeoutMs));
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw queryFailed(error);
  } finally {
    client.release();
  }
}

async function streamOnPostgres(pool: pg.Pool, asReader: boolean, request: Omit<RunRequest, 'rowCap'>): Promise<ReportStream> {
  const client = await pool.connect().catch((error: Error) => {
    throw badRequest('reportSourceUnreachable', { reason: error.message.slice(0, 200) });
  });
  const rawTypes = { getTypeParser: () => (v: string) => v };
  try {
    await client.query(beginReport(asReader, request.timeoutMs));
    await client.query({ text: `declare report_rows no scroll cursor for ${request.sql}`, values: request.values });
    const first = await client.query({ text: `fetch forward ${BATCH} from report_rows`, rowMode: 'array', types: rawTypes });
    const columns = columnsOf(first.fields);
    let released = false;
    const release = async (commit: boolean) => {
      if (released) return;
      released = true;
      await client.query(commit ? 'commit' : 'rollback').catch(() => undefined);
      client.release();
    };
    async function* batches(): AsyncGenerator<Cell[][]> {
      let done = false;
      try {
        let page = first;
        for (;;) {
          if (page.rows.length > 0) yield cellsOf(columns, page.rows as unknown[][]);
          if (page.rows.length < BATCH) break;
          page = await client.query({ text: `fetch forward ${BATCH} from report_rows`, rowMode: 'array', types: rawTypes });
        }
        done = true;
      } finally {
        await release(done);
      }
    }
    return { columns, batches: batches(), close: () => release(false) };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    client.release();
    throw queryFailed(error);
  }
}

/**
 * On PGlite one session serves the process: the query runs inside a short transaction as the
 * reader into a cursor `with hold` (materialised at the commit), whose batches are then
 * fetched between other requests' statements, as server/db/cursor.ts does.
 */
async function streamOnPglite(turn: PgliteTurn, request: Omit<RunRequest, 'rowCap'>): Promise<ReportStream> {
  const { pglite, onTurn } = turn;
  const name = `report_rows_${Math.random().toString(36).slice(2, 12)}`;
  await onPglite(turn, (tx) => tx.query(`declare ${name} no scroll cursor with hold for ${request.sql}`, request.values));
  const fetchPage = () => onTurn(() => pglite.query<unknown[]>(`fetch forward ${BATCH} from ${name}`, [], { rowMode: 'array', parsers: TEXT_PARSERS }));
  let first: Awaited<ReturnType<typeof fetchPage>>;
  try {
    first = await fetchPage();
  } catch (error) {
    await onTurn(() => pglite.exec(`close ${name}`)).catch(() => undefined);
    throw queryFailed(error);
  }
  const columns = columnsOf(first.fields);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await onTurn(() => pglite.exec(`close ${name}`)).catch(() => undefined);
  };
  async function* batches(): AsyncGenerator<Cell[][]> {
    try {
      let page = first;
      for (;;) {
        if (page.rows.length > 0) yield cellsOf(columns, page.rows as unknown[][]);
        if (page.rows.length < BATCH) break;
        page = await fetchPage();
      }
    } finally {
      await close();
    }
  }
  return { columns, batches: batches(), close };
}
