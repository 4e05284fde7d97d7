import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { MAX_CURSOR_BATCH, streamRows } from './cursor.ts';

// Runs on PGlite, or on the PostgreSQL of TEST_DATABASE_URL (a fresh database per file).
describe('streamRows: a query read in batches through a server-side cursor', () => {
  let s: TestServer;
  let database: Parameters<typeof streamRows>[0];
  before(async () => {
    s = await startTestServer();
    database = { db: s.ctx.db, kind: s.ctx.dbKind };
  });
  after(async () => s.close());

  /** Cursors left open (PGlite: its one session) or transactions left open (PostgreSQL: this database). */
  async function leftOpen(): Promise<number> {
    const query = s.ctx.dbKind === 'pglite'
      ? sql<{ n: number }>`select count(*)::int as n from pg_cursors where name like 'dkp_cursor_%'`
      : sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'`;
    return (await query.execute(s.ctx.db)).rows[0]!.n;
  }

  const numbers = (count: number, above = 0) =>
    sql<{ n: number; label: string }>`select g as n, ${"it's 数据"}::text as label from generate_series(1, ${count}) g where g > ${above} order by g`
      .compile(s.ctx.db);

  it('yields every row in order across batches, with the parameters bound', async () => {
    const seen: number[] = [];
    for await (const row of streamRows(database, numbers(2_500, 10), 1000)) {
      assert.equal(row.label, "it's 数据");
      seen.push(row.n);
    }
    assert.deepEqual(seen, Array.from({ length: 2_490 }, (_, i) => i + 11));
    assert.equal(await leftOpen(), 0);
  });

  it('takes a Kysely builder as it is', async () => {
    const query = s.ctx.db.selectFrom('users').select(['username']).where('username', 'in', ['admin', 'nobody']);
    const rows = [];
    for await (const row of streamRows(database, query, 1)) rows.push(row.username);
    assert.deepEqual(rows, ['admin']);
  });

  it('sends nothing before the first row is asked for', async () => {
    const before = s.queries();
    const rows = streamRows(database, numbers(5));
    assert.equal(s.queries(), before);
    await rows.return(undefined);
    assert.equal(s.queries(), before);
  });

  it('closes the cursor when the consumer breaks off', async () => {
    let taken = 0;
    for await (const _ of streamRows(database, numbers(5_000), 100)) {
      if (++taken === 150) break;
    }
    assert.equal(taken, 150);
    assert.equal(await leftOpen(), 0);
  });

  it('closes the cursor when the consumer throws, and the error goes on', async () => {
    await assert.rejects(async () => {
      for await (const row of streamRows(database, numbers(5_000), 100)) {
        if (row.n === 250) throw new Error('consumer failed');
      }
    }, /consumer failed/);
    assert.equal(await leftOpen(), 0);
  });

  it('closes the cursor when the query fails midway, and the error goes on', async () => {
    const failing = sql<{ q: number }>`select 1 / (g - 1500) as q from generate_series(1, 3000) g`.compile(s.ctx.db);
    await assert.rejects(async () => {
      for await (const _ of streamRows(database, failing, 1000)) { /* read on */ }
    }, /division by zero/);
    assert.equal(await leftOpen(), 0);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(s.ctx.db);
    assert.equal(rows[0]!.one, 1);
  });

  it('lets other queries run while a read is paused between rows', async () => {
    const rows = streamRows(database, numbers(3_000), 1000);
    assert.equal((await rows.next()).value?.n, 1);
    const other = s.ctx.db.selectFrom('users').select('username').where('username', '=', 'admin').executeTakeFirst();
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('blocked by the open read')), 5_000).unref());
    assert.deepEqual(await Promise.race([other, timeout]), { username: 'admin' });
    let count = 1;
    for await (const _ of { [Symbol.asyncIterator]: () => rows }) count++;
    assert.equal(count, 3_000);
    assert.equal(await leftOpen(), 0);
  });

  it('refuses a batch size that is not a whole number in range', async () => {
    for (const size of [0, 1.5, MAX_CURSOR_BATCH + 1]) {
      await assert.rejects(streamRows(database, numbers(1), size).next(), RangeError);
    }
  });
});
