import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { REPORT_READER_ROLE } from '../../../db/migrations/0026-reports.ts';
import { capped, columnsOf, pagesOf, queryFailed, resultOf, BATCH, type ReportEngine, type ReportStream, type RunRequest } from './report-engine.ts';

const TEXT_PARSERS = Object.fromEntries([16, 20, 700, 701, 1082, 1083, 1114, 1184, 1700, 114, 3802].map((oid) => [oid, (v: string) => v]));

/** The embedded database, and how to take its one session's turn. */
export interface PgliteTurn {
  pglite: PGlite;
  onTurn<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * The built-in report data on the embedded database, as `dkp_report_reader`. PGlite cannot
 * interrupt a statement (WebAssembly has no timer signals; measured: `pg_sleep` ignores
 * `statement_timeout`), so here the time limit is not enforced.
 */
export function createPgliteEngine(turn: PgliteTurn): ReportEngine {
  return {
    async run(request: RunRequest) {
      const answer = await onPglite(turn, (tx) => tx.query<unknown[]>(capped(request), request.values, { rowMode: 'array', parsers: TEXT_PARSERS }));
      return resultOf(answer.fields, answer.rows, request.rowCap);
    },
    stream: (request) => streamOnPglite(turn, request),
    async close() {},
  };
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
  return { columns, batches: pagesOf(columns, first, fetchPage, close), close };
}
