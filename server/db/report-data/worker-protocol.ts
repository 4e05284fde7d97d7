/**
 * What the report database's worker (report-worker.ts) and its handle on the main thread
 * (report-database.ts) say to each other: requests carry an id, each answered once by a reply
 * with that id. Only types here, so that the worker imports nothing of the server.
 */

/** One statement with its bound values. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** A result as the worker answers it: the driver's field descriptions and rows as arrays. */
export interface Rows {
  fields: { name: string; dataTypeID: number }[];
  rows: unknown[][];
}

/** What the worker is started with (`workerData`). */
export interface WorkerSetup {
  /** The data directory, or `null`: in memory, from `dump` (or a new database). */
  dir: string | null;
  /** A dump of a data directory (PGlite's `dumpDataDir`) to start from, in memory only. */
  dump: ArrayBuffer | null;
  /** PGlite's start parameters (database.ts `pgliteStartParams`). */
  startParams: string[];
  /** The role reports run as. */
  reader: string;
  /** Run once, as the owner, in one transaction, on a database that lacks the reader role (a new one): the schema, the role, its grants and the first rows. */
  setup: Statement[];
}

export type WorkerRequest =
  /** A report's query in a read-only transaction that is rolled back. */
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  /** A report's query into a cursor `with hold`; answers its first page of `count` rows. */
  | { id: number; op: 'declare'; cursor: string; sql: string; params: unknown[]; count: number }
  | { id: number; op: 'fetch'; cursor: string; count: number }
  | { id: number; op: 'close-cursor'; cursor: string }
  /** The portal's own statements (never a report's), as the owner, in one read-write transaction; answers the last one's rows. */
  | { id: number; op: 'owner'; statements: Statement[]; write: boolean }
  /** A dump of the data directory (tests keep one, as for the main database). */
  | { id: number; op: 'dump' }
  /** Closes the database cleanly; the worker then ends. */
  | { id: number; op: 'shutdown' };

export type WorkerReply =
  | { id: number; ok: true; rows?: Rows; dump?: ArrayBuffer }
  | { id: number; ok: false; error: { code?: string; message: string } };

/** Sent once the database is open and ready for requests. */
export interface WorkerReady {
  ready: true;
}
