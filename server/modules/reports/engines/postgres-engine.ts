import type pg from 'pg';
import { AppError, badRequest } from '../../../lib/app-error.ts';
import { lazyRequire } from '../../../lib/lazy-require.ts';
import { BATCH, columnsOf, pagesOf, queryFailed, resultOf, type ReportEngine, type ReportStream, type RunRequest } from './report-engine.ts';

const pgModule = lazyRequire<typeof pg>('pg');
const RAW_TYPES = { getTypeParser: () => (v: string) => v };
/** The one cursor of a report's transaction. */
const CURSOR = 'report_rows';

/** How a PostgreSQL engine reaches its server. */
export interface PostgresEngineOptions {
  /**
   * The connection settings (report-session.ts), asked for when the pool is first needed: the
   * built-in source makes its login then. Throws an AppError to refuse (the login cannot be made).
   */
  connection(): Promise<pg.ClientConfig>;
  /**
   * Run once on the pool's first connection before any report: throws an AppError when the
   * session may reach what a report must not (the built-in source's check of its login).
   */
  check?(client: pg.PoolClient): Promise<void>;
  /** Told what went wrong when the user is told only "cannot connect" (it goes to the server log). */
  log(message: string): void;
  /** Connections at most (3 by default). */
  poolSize?: number;
}

/**
 * Report queries on a PostgreSQL, through a pool of their own: the built-in data (as the
 * reader login) or another server (an external source). Each report runs in its own
 * transaction, `begin read only` with its `statement_timeout`, and is rolled back (it has
 * nothing to commit), so whatever it set goes with it; its SQL is only ever sent as the query
 * of `declare … cursor for`, alone in a message of the extended protocol, so PostgreSQL's
 * grammar takes one SELECT there and no second statement, and the viewer's rows are fetched
 * from that cursor up to the cap. A connection goes back to the pool after `discard all`
 * (session settings, advisory locks, temporary tables, prepared statements), or is closed
 * when that fails.
 */
export function createPostgresEngine(options: PostgresEngineOptions): ReportEngine {
  let pool: Promise<pg.Pool> | null = null;
  let checked: Promise<void> | null = null;

  const poolOf = () => (pool ??= options.connection().then((config) => {
    const made = new (pgModule().Pool)({ ...config, max: options.poolSize ?? 3, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
    made.on('error', (error) => options.log(`report connection lost: ${error.message}`));
    // A connection that breaks while a report holds it (ended by the server, by the report
    // itself) fails that report's query; unheard, pg's 'error' event on it would end the process.
    made.on('connect', (client) => client.on('error', () => undefined));
    return made;
  }).catch((error: unknown) => {
    pool = null;
    throw error;
  }));

  async function connect(): Promise<pg.PoolClient> {
    const current = await poolOf();
    let client: pg.PoolClient;
    try {
      client = await current.connect();
    } catch (error) {
      throw unreachable(options.log, error);
    }
    if (options.check) {
      try {
        await (checked ??= options.check(client).catch((error: unknown) => {
          checked = null;
          throw error;
        }));
      } catch (error) {
        await giveBack(client);
        throw error instanceof AppError ? error : failed(options.log, error);
      }
    }
    return client;
  }

  /** Opens a report's transaction on a connection of the pool; on failure the connection goes back. */
  async function begin(timeoutMs: number): Promise<pg.PoolClient> {
    const client = await connect();
    try {
      await client.query(`begin read only; set local statement_timeout = ${Math.trunc(timeoutMs)}`);
      return client;
    } catch (error) {
      await giveBack(client);
      throw failed(options.log, error);
    }
  }

  const declare = (client: pg.PoolClient, request: Pick<RunRequest, 'sql' | 'values'>) => {
    // `queryMode` (pg ≥ 8.15, not in @types/pg): the extended protocol even without values.
    const query: pg.QueryConfig & { queryMode: 'extended' } = {
      text: `declare ${CURSOR} no scroll cursor for ${request.sql}`, values: request.values, queryMode: 'extended',
    };
    return client.query(query);
  };
  const fetch = (client: pg.PoolClient, rows: number) =>
    client.query<unknown[]>({ text: `fetch forward ${rows} from ${CURSOR}`, rowMode: 'array', types: RAW_TYPES });

  return {
    async run(request) {
      const client = await begin(request.timeoutMs);
      try {
        await declare(client, request);
        const page = await fetch(client, request.rowCap + 1);
        return resultOf(page.fields, page.rows, request.rowCap);
      } catch (error) {
        throw failed(options.log, error);
      } finally {
        await giveBack(client);
      }
    },

    async stream(request): Promise<ReportStream> {
      const client = await begin(request.timeoutMs);
      // Each batch is a statement of its own: its time limit is set again first, so that a
      // report that turned the limit off (`set_config(…, true)` inside its query) loses it at the next batch.
      const fetchPage = async () => {
        try {
          await client.query(`set local statement_timeout = ${Math.trunc(request.timeoutMs)}`);
          return await fetch(client, BATCH);
        } catch (error) {
          throw failed(options.log, error);
        }
      };
      let first: pg.QueryResult<unknown[]>;
      try {
        await declare(client, request);
        first = await fetchPage();
      } catch (error) {
        await giveBack(client);
        throw failed(options.log, error);
      }
      const columns = columnsOf(first.fields);
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        await giveBack(client);
      };
      return { columns, batches: pagesOf(columns, first, fetchPage, release), close: release };
    },

    async close() {
      const current = pool;
      pool = null;
      checked = null;
      await current?.then((p) => p.end()).catch(() => undefined);
    },
  };
}

/**
 * Ends the report's transaction and gives the connection back reset (`discard all`); a
 * connection that cannot be reset (broken, ended by the server) is closed instead.
 */
async function giveBack(client: pg.PoolClient): Promise<void> {
  try {
    await client.query('rollback');
    await client.query('discard all');
    client.release();
  } catch (error) {
    client.release(error instanceof Error ? error : new Error(String(error)));
  }
}

/** SQLSTATE classes and codes of a connection that failed or was ended under the report. */
const CONNECTION_LOST = /^(08(?!P01)|57P0[1-3]|28)/;

/** "Cannot connect to the data source", the same whatever answered: the detail goes to the log only. */
function unreachable(log: (message: string) => void, error: unknown): AppError {
  log(`report data source unreachable: ${(error as Error)?.message ?? String(error)}`);
  return badRequest('reportSourceUnreachable');
}

/** A failure of a report's statement as the user reads it: a lost connection, a timeout, or the database's reason. */
function failed(log: (message: string) => void, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string' || CONNECTION_LOST.test(code)) return unreachable(log, error);
  return queryFailed(error, log);
}
