import type { ReportDatabase } from '../../../db/report-data/report-database.ts';
import { capped, columnsOf, pagesOf, queryFailed, resultOf, BATCH, type ReportEngine, type ReportStream, type RunRequest } from './report-engine.ts';

/**
 * The built-in report data on the embedded database: not the portal's PGlite but the report
 * database (server/db/report-data), a PGlite of its own holding the report data only, in a
 * worker thread. Each report runs there in a read-only transaction, rolled back, as the reader
 * role, in a session reset after it; at its time limit the thread is ended and the next report
 * opens a fresh one. Nothing of the portal (its tables, its session, its settings) is reachable.
 */
export function createPgliteEngine(reportData: ReportDatabase, log: (message: string) => void): ReportEngine {
  return {
    async run(request: RunRequest) {
      try {
        const answer = await reportData.query({ sql: capped(request), params: request.values }, request.timeoutMs);
        return resultOf(answer.fields, answer.rows, request.rowCap);
      } catch (error) {
        throw queryFailed(error, log);
      }
    },
    stream: (request) => streamOnPglite(reportData, request, log),
    // The report database belongs to the server (start.ts closes it).
    async close() {},
  };
}

/**
 * The query runs into a cursor `with hold` (materialised when its transaction ends), whose
 * batches are fetched one by one as the download asks for them, between other reports.
 */
async function streamOnPglite(reportData: ReportDatabase, request: Omit<RunRequest, 'rowCap'>, log: (message: string) => void): Promise<ReportStream> {
  let cursor: Awaited<ReturnType<ReportDatabase['openCursor']>>;
  try {
    cursor = await reportData.openCursor({ sql: request.sql, params: request.values }, BATCH, request.timeoutMs);
  } catch (error) {
    throw queryFailed(error, log);
  }
  const columns = columnsOf(cursor.first.fields);
  const next = async () => {
    try {
      return await cursor.next();
    } catch (error) {
      throw queryFailed(error, log);
    }
  };
  return { columns, batches: pagesOf(columns, cursor.first, next, () => cursor.close()), close: () => cursor.close() };
}
