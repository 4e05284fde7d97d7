/**
 * The report database's thread (docs/decisions.md "Report server"): a PGlite of its own,
 * holding the report data only, opened inside a `worker_threads` Worker so that a long report
 * blocks this thread and never the server's. The main thread (report-database.ts) sends one
 * request at a time, times it, and ends this thread at the report's limit.
 *
 * Every report runs in a read-only transaction that is rolled back (a `with hold` cursor's is
 * committed, its query having run by then), and the session is reset after it: whatever a
 * report sets dies with it. PGlite runs PostgreSQL in single-user mode, whose session user is
 * always the bootstrap superuser; PGlite's `username` option is a `SET ROLE` over it (checked:
 * its source, and `session_user` answers `postgres`), so the role is a second fence here, not
 * the first: the first is that nothing but report data lives in this database or this thread.
 *
 * Imports nothing of the server but types, so that it starts small, from source (through tsx)
 * as from the built bundle (scripts/build-server.ts builds it as its own entry).

 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results } from '@electric-sql/pglite';
import type { Rows, Statement, WorkerReady, WorkerReply, WorkerRequest, WorkerSetup } from './worker-protocol.ts';

const setup = workerData as WorkerSetup;

/** Types answered as the database's own text (dates stay dates, big numbers stay exact), as on PostgreSQL. */
const TEXT_PARSERS = Object.fromEntries([16, 20, 700, 701, 1082, 1083, 1114, 1184, 1700, 114, 3802].map((oid) => [oid, (v: string) => v]));
const AS_ARRAYS = { rowMode: 'array', parsers: TEXT_PARSERS } as const;
const CURSOR_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const pglite = await PGlite.create({
  ...(setup.dir ? { dataDir: setup.dir } : {}),
  ...(setup.dump ? { loadDataDir: new Blob([setup.dump]) } : {}),
  startParams: setup.startParams,
});
const known = await pglite.query('select 1 from pg_roles where rolname = $1', [setup.reader]);
if (known.rows.length === 0) {
  await pglite.transaction(async (tx) => {
    await tx.exec('set transaction read write');
    for (const statement of setup.setup) await tx.query(statement.sql, statement.params);
  });
}
await pglite.exec(`set role ${setup.reader}`);
serve(parentPort!);

/** Cursors `with hold` still open (downloads under way). */
const cursors = new Set<string>();

/**
 * Back to a clean session after a report: settings (`reset all` leaves the role and the
 * session authorization, so those are set again), advisory locks, listens, prepared
 * statements and temporary objects; `discard all` does all of it when no cursor must survive.
 */
async function resetSession(): Promise<void> {
  // One statement a call: several in one string run as one implicit transaction, where `discard all` may not.
  const statements = cursors.size === 0
    ? ['discard all']
    : ['reset all', 'set session authorization default', 'select pg_advisory_unlock_all()', 'unlisten *', 'deallocate all', 'discard temp'];
  for (const statement of [...statements, `set role ${setup.reader}`]) await pglite.exec(statement);
}

/** Characters an answer (a result, a page) may hold: beyond, it is refused here rather than copied to the server's thread. */
const ANSWER_LIMIT = 32 * 1024 * 1024;

function rowsOf(result: Results<unknown[]>): Rows {
  let size = 0;
  for (const row of result.rows) for (const cell of row) size += typeof cell === 'string' ? cell.length : 8;
  // With SQLSTATE 54000 (program limit exceeded): the report's author is told, as of any statement's refusal.
  if (size > ANSWER_LIMIT) throw Object.assign(new Error(`the answer holds more than ${ANSWER_LIMIT / 1024 / 1024} M characters; narrow the query`), { code: '54000' });
  return { fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), rows: result.rows };
}

/** A report's statement in a read-only transaction, then the transaction's end (`commit` keeps a `with hold` cursor), then a clean session. */
async function asReport<T>(end: 'rollback' | 'commit', work: () => Promise<T>): Promise<T> {
  await pglite.exec('begin transaction read only');
  try {
    const result = await work();
    await pglite.exec(end);
    return result;
  } catch (error) {
    await pglite.exec('rollback').catch(() => undefined);
    throw error;
  } finally {
    await resetSession();
  }
}

/** The portal's own statements, as the owner, in one transaction; the last one's rows. */
async function asOwner(statements: Statement[], write: boolean): Promise<Rows | undefined> {
  try {
    return await pglite.transaction(async (tx) => {
      await tx.exec(`set transaction ${write ? 'read write' : 'read only'}; set local role none`);
      let last: Results<unknown[]> | undefined;
      for (const statement of statements) last = await tx.query<unknown[]>(statement.sql, statement.params, AS_ARRAYS);
      return last && rowsOf(last);
    });
  } finally {
    await resetSession();
  }
}

function cursorName(name: string): string {
  if (!CURSOR_NAME.test(name)) throw new Error(`bad cursor name ${name}`);
  return name;
}

const fetchPage = async (cursor: string, count: number) =>
  rowsOf(await pglite.query<unknown[]>(`fetch forward ${Math.trunc(count)} from ${cursorName(cursor)}`, [], AS_ARRAYS));

async function answer(request: WorkerRequest): Promise<Omit<Extract<WorkerReply, { ok: true }>, 'id' | 'ok'>> {
  switch (request.op) {
    case 'query':
      return { rows: await asReport('rollback', async () => rowsOf(await pglite.query<unknown[]>(request.sql, request.params, AS_ARRAYS))) };
    case 'declare': {
      const cursor = cursorName(request.cursor);
      // Counted before the transaction ends, so that the session's reset after it keeps the cursor.
      cursors.add(cursor);
      try {
        await asReport('commit', () => pglite.query(`declare ${cursor} no scroll cursor with hold for ${request.sql}`, request.params));
      } catch (error) {
        cursors.delete(cursor);
        throw error;
      }
      return { rows: await fetchPage(cursor, request.count) };
    }
    case 'fetch':
      return { rows: await fetchPage(request.cursor, request.count) };
    case 'close-cursor':
      await pglite.exec(`close ${cursorName(request.cursor)}`).catch(() => undefined);
      cursors.delete(request.cursor);
      await resetSession();
      return {};
    case 'owner': {
      const rows = await asOwner(request.statements, request.write);
      return rows ? { rows } : {};
    }
    case 'dump':
      return { dump: await (await pglite.dumpDataDir('none')).arrayBuffer() };
    case 'shutdown':
      await pglite.close();
      return {};
  }
}

/** Answers the main thread's requests, one after another. */
function serve(port: NonNullable<typeof parentPort>): void {
  let turn = Promise.resolve();
  port.on('message', (request: WorkerRequest) => {
    turn = turn.then(async () => {
      let reply: WorkerReply;
      try {
        reply = { id: request.id, ok: true, ...(await answer(request)) };
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        reply = { id: request.id, ok: false, error: { ...(code ? { code } : {}), message: String(message ?? error) } };
      }
      port.postMessage(reply, reply.ok && reply.dump ? [reply.dump] : []);
      if (request.op === 'shutdown') port.close();
    });
  });
  port.postMessage({ ready: true } satisfies WorkerReady);
}
