import { randomBytes } from 'node:crypto';
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Db } from './database.ts';

/** A query to stream: a Kysely builder (anything with `compile()`) or a compiled query. */
export type StreamableQuery<R> = Compilable<R> | CompiledQuery<R>;

/** The largest batch a `FETCH` may ask for here (a batch is held in memory whole). */
export const MAX_CURSOR_BATCH = 100_000;

const compiledOf = <R>(query: StreamableQuery<R>): CompiledQuery<R> => ('compile' in query ? query.compile() : query);

/**
 * Rows of `query` fetched `batchSize` at a time from a server-side cursor, the next batch
 * asked for only when the consumer has taken the previous one: memory holds one batch
 * whatever the size of the result. Parameters stay bound (`DECLARE … FOR <query>` is sent
 * with the query's own `$n` parameters, which PostgreSQL and PGlite both accept).
 *
 * - **PostgreSQL:** `DECLARE … NO SCROLL CURSOR` inside a read-only transaction on one pooled
 *   connection, held for the whole read; `FETCH` streams from the running query.
 * - **PGlite:** one session serves the whole process, so a transaction held for the read would
 *   stall every other request until the export ended. The cursor is declared `WITH HOLD`
 *   outside a transaction instead: PostgreSQL runs the query to its end at once and keeps the
 *   result in a temporary store (memory up to `work_mem`, then a file under the data
 *   directory), and each `FETCH` is a short statement between which other queries run.
 *
 * Leaving early (`break`, `return`, a throw in the loop, or a failing fetch) closes the cursor
 * (`CLOSE`, or the transaction's rollback on PostgreSQL) before the error or return goes on.
 * Lazy: nothing is sent before the first row is asked for.
 */
export async function* streamRows<R>(
  database: Pick<Db, 'db' | 'kind'>,
  query: StreamableQuery<R>,
  batchSize = 1000,
): AsyncGenerator<R, void, undefined> {
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_CURSOR_BATCH) {
    throw new RangeError(`batchSize must be a whole number from 1 to ${MAX_CURSOR_BATCH}, got ${batchSize}`);
  }
  const compiled = compiledOf(query);
  // A fresh name: on PGlite every cursor of the process shares one session.
  const name = `dkp_cursor_${randomBytes(8).toString('hex')}`;
  if (database.kind === 'postgres') {
    yield* fetchInTransaction<R>(database.db, compiled, name, batchSize);
  } else {
    yield* fetchHeld<R>(database.db, compiled, name, batchSize);
  }
}

async function* fetchBatches<R>(run: (query: CompiledQuery) => Promise<{ rows: unknown[] }>, name: string, batchSize: number): AsyncGenerator<R> {
  const fetch = CompiledQuery.raw(`fetch forward ${batchSize} from ${name}`);
  for (;;) {
    const { rows } = await run(fetch);
    for (const row of rows) yield row as R;
    if (rows.length < batchSize) return;
  }
}

async function* fetchInTransaction<R>(db: Kysely<any>, compiled: CompiledQuery, name: string, batchSize: number): AsyncGenerator<R> {
  const trx = await db.startTransaction().setAccessMode('read only').execute();
  let done = false;
  try {
    await trx.executeQuery(CompiledQuery.raw(`declare ${name} no scroll cursor for ${compiled.sql}`, [...compiled.parameters]));
    yield* fetchBatches<R>((q) => trx.executeQuery(q), name, batchSize);
    await trx.commit().execute();
    done = true;
  } finally {
    // Early leave or failure: the rollback closes the cursor and returns the connection.
    if (!done) await trx.rollback().execute().catch(() => undefined);
  }
}

async function* fetchHeld<R>(db: Kysely<any>, compiled: CompiledQuery, name: string, batchSize: number): AsyncGenerator<R> {
  await db.executeQuery(CompiledQuery.raw(`declare ${name} no scroll cursor with hold for ${compiled.sql}`, [...compiled.parameters]));
  try {
    yield* fetchBatches<R>((q) => db.executeQuery(q), name, batchSize);
  } finally {
    // A held cursor outlives transactions: it lives until closed, so it is closed here, on
    // every way out. A failure to close must not hide the error that brought us here.
    await db.executeQuery(CompiledQuery.raw(`close ${name}`)).catch(() => undefined);
  }
}
