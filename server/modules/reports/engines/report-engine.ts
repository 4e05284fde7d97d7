import type { Cell, ColumnType, ReportResult, ResultColumn } from '../../../../shared/reports/report-result.ts';
import { AppError, badRequest } from '../../../lib/app-error.ts';

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

/**
 * One place report queries run (architecture §5): the built-in report data, or another
 * PostgreSQL. An engine runs each report in a read-only transaction under its time limit, and
 * nothing a report sets outlives it.
 */
export interface ReportEngine {
  /** The viewer's rows: at most `rowCap`, with `truncated` when there were more. */
  run(request: RunRequest): Promise<ReportResult>;
  /** Every row, for the downloads: read in batches, so memory holds one batch. */
  stream(request: Omit<RunRequest, 'rowCap'>): Promise<ReportStream>;
  close(): Promise<void>;
}

/** Rows fetched from a cursor at a time. */
export const BATCH = 5000;

const NUMBER_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]);
const typeOf = (oid: number): ColumnType => (NUMBER_TYPES.has(oid) ? 'number' : oid === 1082 ? 'date' : 'text');

/** The result's columns from the driver's field descriptions. */
export const columnsOf = (fields: readonly { name: string; dataTypeID: number }[]): ResultColumn[] =>
  fields.map((f) => ({ name: f.name, type: typeOf(f.dataTypeID) }));

/** Every value comes as the database's text (no driver parsing: dates stay dates), numbers made numbers. */
export const cellsOf = (columns: ResultColumn[], rows: unknown[][]): Cell[][] =>
  rows.map((row) => row.map((value, i) => (value === null || value === undefined ? null : columns[i]!.type === 'number' ? Number(value) : String(value))));

/** The query wrapped so that it returns at most one row more than the cap (which tells `truncated`). */
export const capped = (request: RunRequest) => `select * from (${request.sql}) as report_rows limit ${request.rowCap + 1}`;

/** A capped answer as the viewer's result. */
export function resultOf(fields: readonly { name: string; dataTypeID: number }[], rows: unknown[][], rowCap: number): ReportResult {
  const columns = columnsOf(fields);
  return { columns, rows: cellsOf(columns, rows.slice(0, rowCap)), truncated: rows.length > rowCap };
}

/**
 * A database error as the report's author should read it; a cancelled statement is a timeout.
 * Only a statement's refusal (an error with a SQLSTATE) is theirs to read: anything else is the
 * server's (the report database closed, or unable to start, with a path in its words), told to
 * the log only and to the user as "cannot be read now".
 */
export function queryFailed(error: unknown, log: (message: string) => void): AppError {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: unknown; message?: string };
  if (code === '57014') return badRequest('reportQueryTimeout');
  if (typeof code !== 'string' || !SQLSTATE.test(code)) {
    log(`report data not readable: ${String(message ?? error)}`);
    return new AppError(503, 'reportDataUnavailable');
  }
  return badRequest('reportQueryFailed', { reason: String(message ?? error).slice(0, 300) });
}

/** A SQLSTATE: five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Batches read page by page until a short page, closing the cursor at the end or on an early exit. */
export async function* pagesOf(columns: ResultColumn[], first: { rows: unknown[] }, next: () => Promise<{ rows: unknown[] }>, done: (complete: boolean) => Promise<void>): AsyncGenerator<Cell[][]> {
  let complete = false;
  try {
    let page = first;
    for (;;) {
      if (page.rows.length > 0) yield cellsOf(columns, page.rows as unknown[][]);
      if (page.rows.length < BATCH) break;
      page = await next();
    }
    complete = true;
  } finally {
    await done(complete);
  }
}
