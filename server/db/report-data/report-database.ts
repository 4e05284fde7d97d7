import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGLITE_SETTINGS, pgliteStartParams } from '../database.ts';
import { createPgliteDataDir } from '../pglite-create.ts';
import { REPORT_DATA_READER, REPORT_DATA_SETUP } from './report-data-schema.ts';
import type { Rows, Statement, WorkerReply, WorkerRequest, WorkerSetup } from './worker-protocol.ts';

export type { Rows, Statement } from './worker-protocol.ts';

/** Where the report database lives: a directory (`DATA_DIR/report-data`), or memory (`null`, tests), started from `dump`. */
export interface ReportDatabaseLocation {
  dir: string | null;
  dump?: Blob;
}

/** A report's rows read from a cursor page by page; `close` when not read to the end. */
export interface ReportCursor {
  first: Rows;
  next(): Promise<Rows>;
  close(): Promise<void>;
}

/**
 * The report database on the embedded engine (docs/decisions.md "Report server"): a PGlite of
 * its own in a worker thread (report-worker.ts), opened on the first request and closed after
 * `idleMs` without one, so that an idle server holds none of it.
 */
export interface ReportDatabase {
  /** A report's query, ended at `timeoutMs` (the worker is then ended, and the next request opens a fresh one). */
  query(statement: Statement, timeoutMs: number): Promise<Rows>;
  /** A report's query into a cursor, read `batch` rows at a time, each page only when asked for. */
  openCursor(statement: Statement, batch: number, timeoutMs: number): Promise<ReportCursor>;
  /**
   * The portal's own statements on the report data (the seed, the move of migration 0032,
   * tests), as the database's owner, in one transaction: never a report's SQL. After a write
   * the worker is closed (in memory, its data kept first as the next one's start).
   */
  asOwner(statements: Statement[], options?: { write?: boolean }): Promise<Rows | undefined>;
  /** A dump of the data (PGlite's `dumpDataDir`): tests start the next server's report database from it. */
  dump(): Promise<Blob>;
  /**
   * Starts a worker ahead of the first report (a sign-in does: server/modules/reports/warm-up.ts)
   * when none is open, starting or asked for; nothing once closed. Resolves once it is open, or
   * with the start's failure (the next request tries again); never rejects. The idle close
   * counts from then as after a report.
   */
  warm(): Promise<Error | null>;
  /** Whether a worker is open now, and how many were opened so far (tests watch the idle close and the reopen). */
  state(): { open: boolean; opened: number };
  close(): Promise<void>;
}

/** The worker thread's JavaScript heap, in MiB (PGlite's own memory is apart from it, bounded by WebAssembly's 32-bit addresses). */
const WORKER_HEAP_MB = 256;

/** Error codes the engines read: PostgreSQL's own for a cancelled statement. */
const QUERY_CANCELED = '57014';

type Request = WorkerRequest extends infer R ? R extends WorkerRequest ? Omit<R, 'id'> : never : never;
type Success = Extract<WorkerReply, { ok: true }>;

interface Live {
  worker: Worker;
  generation: number;
  pending: Map<number, { resolve: (reply: Success) => void; reject: (error: Error) => void }>;
}

/** A job that only opens the worker ({@link ReportDatabase.warm}): nothing is sent to it. */
type Open = { op: 'open' };

interface Job {
  request: Request | Open;
  timeoutMs: number | null;
  /** Set for a cursor's requests: the worker generation that holds the cursor. */
  generation?: number;
  resolve: (answer: { reply: Success; generation: number }) => void;
  reject: (error: Error) => void;
}

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

/** How the report database is opened beyond its location. */
export interface ReportDatabaseOptions {
  /** How long its worker stays open after the last request. */
  idleMs: number;
  /** The rows a new database starts with (the demo figures), written once when it is created, after its schema. */
  firstRows?: Statement[];
}

/**
 * Opens (lazily) the report database at `location`. A new one is created on the first request,
 * not before (a first start that shows no report never pays for it), its schema, reader role
 * and first rows given by the first worker.
 */
export function openReportDatabase(location: ReportDatabaseLocation, options: ReportDatabaseOptions): ReportDatabase {
  /** In memory: the data a new worker starts from (the last write's dump). */
  let held: Blob | null = location.dump ?? null;
  let live: Live | null = null;
  let generation = 0;
  let opened = 0;
  let nextId = 1;
  let cursorSeq = 0;
  let running = false;
  let closed = false;
  /** A worker being started, which `close` waits for (the start ends it when closed meanwhile). */
  let starting: Promise<unknown> | null = null;
  /** The job the worker is doing now. */
  let current: Job | null = null;
  /** The warm-up asked for and not yet done: a second one waits for it. */
  let warming: Promise<Error | null> | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  const queue: Job[] = [];
  const openCursors = new Set<string>();

  async function spawn(): Promise<Live> {
    // A new database on disk is made in a child process, as the portal's is (pglite-create.ts):
    // in a thread, what initdb takes stayed partly with the server after the thread ended.
    if (location.dir) await createPgliteDataDir(location.dir);
    const dump = held ? await held.arrayBuffer() : null;
    const setup: WorkerSetup = {
      dir: location.dir, dump, reader: REPORT_DATA_READER, setup: [...REPORT_DATA_SETUP, ...(options.firstRows ?? [])],
      // Read-only unless the owner's transaction says otherwise: `reset all` comes back to this.
      startParams: pgliteStartParams({ ...PGLITE_SETTINGS, default_transaction_read_only: 'on' }),
    };
    const worker = startWorker(setup, dump ? [dump] : []);
    opened++;
    const l: Live = { worker, generation: ++generation, pending: new Map() };
    await new Promise<void>((resolve, reject) => {
      const lost = (error: Error) => {
        drop(l, error);
        reject(error);
      };
      worker.on('message', (message: WorkerReply | { ready: true }) => {
        if ('ready' in message) return resolve();
        const waiting = l.pending.get(message.id);
        l.pending.delete(message.id);
        if (message.ok) waiting?.resolve(message);
        else waiting?.reject(failure(message.error.message, message.error.code));
      });
      worker.once('error', lost);
      worker.once('exit', (code) => lost(failure(`the report database stopped (exit ${code})`)));
    });
    if (closed) {
      // Closed while it started (a warm-up, or a report, under way at the server's close): nobody else will end it.
      drop(l, failure('the report database is closed'));
      await worker.terminate();
      throw failure('the report database is closed');
    }
    return l;
  }

  /** The open worker, else a new one, whose start `close` can wait for. */
  async function liveOrSpawn(): Promise<Live> {
    if (live) return live;
    const started = spawn();
    starting = started.catch(() => undefined);
    try {
      return (live = await started);
    } finally {
      starting = null;
    }
  }

  /** Forgets a worker: its waiting requests fail, its cursors are gone. */
  function drop(l: Live, error: Error): void {
    if (live === l) {
      live = null;
      openCursors.clear();
    }
    for (const waiting of l.pending.values()) waiting.reject(error);
    l.pending.clear();
  }

  function send(l: Live, request: Request, timeoutMs: number | null): Promise<Success> {
    const id = nextId++;
    l.worker.ref(); // a request under way keeps the process alive; an idle worker does not (armIdle)
    return new Promise<Success>((resolve, reject) => {
      // At the limit the thread is ended: PGlite cannot interrupt a statement (WebAssembly has
      // no timer signal; `pg_sleep` ignores `statement_timeout`), but a thread can be ended.
      const timer = timeoutMs === null ? null : setTimeout(() => {
        l.pending.delete(id);
        drop(l, failure('the report database was restarted'));
        void l.worker.terminate();
        reject(failure('canceling statement due to the report\'s time limit', QUERY_CANCELED));
      }, timeoutMs);
      l.pending.set(id, {
        resolve: (reply) => { if (timer) clearTimeout(timer); resolve(reply); },
        reject: (error) => { if (timer) clearTimeout(timer); reject(error); },
      });
      l.worker.postMessage({ ...request, id });
    });
  }

  async function perform(job: Job): Promise<void> {
    try {
      if (job.request.op === 'shutdown') {
        const l = live;
        if (!l) return job.resolve({ reply: { id: 0, ok: true }, generation });
        const exited = new Promise((resolve) => l.worker.once('exit', resolve));
        const reply = await send(l, job.request, job.timeoutMs).catch(() => null);
        drop(l, failure('the report database was closed'));
        if (reply) await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
        await l.worker.terminate();
        return job.resolve({ reply: reply ?? { id: 0, ok: true }, generation });
      }
      if (job.generation !== undefined && job.generation !== live?.generation) throw failure('the report database was restarted; run the report again');
      const l = await liveOrSpawn();
      if (job.request.op === 'open') return job.resolve({ reply: { id: 0, ok: true }, generation: l.generation });
      job.resolve({ reply: await send(l, job.request, job.timeoutMs), generation: l.generation });
    } catch (error) {
      job.reject(error as Error);
    }
  }

  /** One request at a time: its time limit counts from when it reaches the worker, not while it waits behind another. */
  async function pump(): Promise<void> {
    if (running) return;
    running = true;
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    try {
      for (let job = queue.shift(); job; job = queue.shift()) {
        current = job;
        await perform(job);
      }
    } finally {
      current = null;
      running = false;
      armIdle();
    }
  }

  /** Whether the open worker is being, or is about to be, shut down. */
  const shuttingDown = () => current?.request.op === 'shutdown' || queue.some((job) => job.request.op === 'shutdown');

  function armIdle(): void {
    if (closed || !live || openCursors.size > 0 || running || queue.length > 0) return;
    live.worker.unref();
    idleTimer = setTimeout(() => { idleTimer = null; void enqueue({ op: 'shutdown' }, 10_000).catch(() => undefined); }, options.idleMs);
    idleTimer.unref();
  }

  function enqueue(request: Request | Open, timeoutMs: number | null, cursorGeneration?: number) {
    if (closed) return Promise.reject(failure('the report database is closed'));
    return new Promise<{ reply: Success; generation: number }>((resolve, reject) => {
      queue.push({ request, timeoutMs, ...(cursorGeneration === undefined ? {} : { generation: cursorGeneration }), resolve, reject });
      void pump();
    });
  }

  const rowsOf = (reply: Success): Rows => reply.rows ?? { fields: [], rows: [] };

  return {
    async query(statement, timeoutMs) {
      return rowsOf((await enqueue({ op: 'query', sql: statement.sql, params: statement.params }, timeoutMs)).reply);
    },
    async openCursor(statement, batch, timeoutMs) {
      const cursor = `report_rows_${++cursorSeq}`;
      const { reply, generation: holder } = await enqueue({ op: 'declare', cursor, sql: statement.sql, params: statement.params, count: batch }, timeoutMs);
      const key = `${holder}:${cursor}`;
      openCursors.add(key);
      let done = false;
      return {
        first: rowsOf(reply),
        next: async () => rowsOf((await enqueue({ op: 'fetch', cursor, count: batch }, timeoutMs, holder)).reply),
        async close() {
          if (done) return;
          done = true;
          await enqueue({ op: 'close-cursor', cursor }, timeoutMs, holder).catch(() => undefined);
          openCursors.delete(key);
          armIdle();
        },
      };
    },
    async asOwner(statements, { write = false } = {}) {
      const { reply } = await enqueue({ op: 'owner', statements, write }, null);
      if (write) {
        if (!location.dir) held = new Blob([(await enqueue({ op: 'dump' }, null)).reply.dump!]);
        await enqueue({ op: 'shutdown' }, 10_000);
      }
      return reply.rows;
    },
    async dump() {
      if (!location.dir && held) return held;
      const dump = new Blob([(await enqueue({ op: 'dump' }, null)).reply.dump!]);
      if (!location.dir) held = dump;
      return dump;
    },
    warm() {
      // Open and staying so, or a warm-up under way: nothing to do. Behind a shutdown (the idle
      // close, a write) the job opens the next worker; behind a report it finds that one's.
      if (closed || (live && !shuttingDown()) || warming) return warming ?? Promise.resolve(null);
      const started = enqueue({ op: 'open' }, null).then(() => null, (error: Error) => (closed ? null : error));
      warming = started.finally(() => { warming = null; });
      return warming;
    },
    state: () => ({ open: live !== null, opened }),
    async close() {
      if (closed) return;
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      for (const job of queue.splice(0)) job.reject(failure('the report database is closed'));
      // A worker starting (a sign-in's warm-up) ends itself once up, seeing the database closed.
      await starting;
      const l = live;
      if (!l) return;
      if (running) {
        // A report is under way: end it rather than wait for it.
        drop(l, failure('the report database is closed'));
        await l.worker.terminate();
        return;
      }
      await perform({ request: { op: 'shutdown' }, timeoutMs: 10_000, resolve: () => undefined, reject: () => undefined });
    },
  };
}

/**
 * The worker, from wherever this server runs: the built bundle has `report-worker.js` beside
 * it (scripts/build-server.ts); from source, `report-worker.ts` is beside this file, or, from a
 * test file bundled elsewhere in the repository (scripts/node-test.mjs), found from the
 * repository's root, and run through tsx (`tsx` names its loader then).
 */
function workerEntry(): { file: URL; tsx: string | null } {
  const built = new URL('./report-worker.js', import.meta.url);
  if (existsSync(built)) return { file: built, tsx: null };
  return { file: workerSource(), tsx: import.meta.resolve('tsx') };
}

/** Starts the worker thread. A thread does not inherit tsx's loader (Node 20): the source one is started through tsx's API. */
function startWorker(setup: WorkerSetup, transferList: ArrayBuffer[]): Worker {
  const { file, tsx } = workerEntry();
  // The thread's own heap is bounded: a report whose rows would fill it ends the thread, not the server.
  const options = { workerData: setup, transferList, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  if (!tsx) return new Worker(file, options);
  const api = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

const SOURCE = 'server/db/report-data/report-worker.ts';

function workerSource(): URL {
  const beside = new URL('./report-worker.ts', import.meta.url);
  if (existsSync(beside)) return beside;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, SOURCE))) return pathToFileURL(join(dir, SOURCE));
    if (dirname(dir) === dir) throw new Error(`the report database's worker (${SOURCE}) was not found`);
  }
}
