import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Transaction } from 'kysely';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import type { Database } from './schema.ts';
import { RootDbInTransactionError } from './transaction-guard.ts';

// A hang fails the test at this bound instead of holding the run (on PGlite the planted call waited forever before the guard).
const FAIL_FAST = { timeout: 20_000 };


describe('the root database refuses to be used inside one of its transactions (issue 23: the users e2e hang)', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  // Named functions: their names are in the call sites the error gives, from the source or the bundle of the test run.
  function beginPlantedTransaction(work: (tx: Transaction<Database>) => Promise<void>) {
    return s.ctx.db.transaction().execute(work);
  }
  function plantedRootQuery() {
    return s.ctx.db.selectFrom('dicts').select('id').execute();
  }
  const departmentCount = async () => Number((await sql<{ n: string }>`select count(*) as n from departments`.execute(s.ctx.db)).rows[0]!.n);

  it('fails a root query planted in a transaction at once, naming where it was made, and rolls the transaction back', FAIL_FAST, async () => {
    const before = await departmentCount();
    const attempt = beginPlantedTransaction(async (tx) => {
      await sql`insert into departments (depart_name, org_code, org_type, tenant_id) values ('guard', 'GUARD1', '1', 1)`.execute(tx);
      // The planted mistake: the root db instead of tx (what the dictionary cache's miss did).
      await plantedRootQuery();
    });
    await assert.rejects(attempt, (error: unknown) => {
      assert.ok(error instanceof RootDbInTransactionError, String(error));
      assert.match(error.callSite, /plantedRootQuery \(/, `the error names the planted call: ${error.message}`);
      assert.match(error.begunAt, /beginPlantedTransaction \(/, `and where the transaction began: ${error.message}`);
      assert.ok(error.message.includes(error.callSite) && error.message.includes(error.begunAt));
      return true;
    });
    assert.equal(await departmentCount(), before, 'the insert was rolled back');
  });

  it('refuses a new transaction of the root database inside one, and a root query inside a connection() block', FAIL_FAST, async () => {
    await assert.rejects(s.ctx.db.transaction().execute(async () => s.ctx.db.transaction().execute(async () => undefined)), RootDbInTransactionError);
    await assert.rejects(s.ctx.db.connection().execute(async () => s.ctx.db.selectFrom('dicts').select('id').execute()), RootDbInTransactionError);
  });

  it('lets the transaction use tx, other callers wait their turn, and work left running use the root db after the commit', FAIL_FAST, async () => {
    let leftRunning: Promise<unknown> | undefined;
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let ended!: () => void;
    const transactionEnded = new Promise<void>((resolve) => { ended = resolve; });
    const transaction = s.ctx.db.transaction().execute(async (tx) => {
      await held;
      // Started inside, not awaited: it reaches the root db only once the transaction has ended.
      leftRunning = transactionEnded.then(() => s.ctx.db.selectFrom('dicts').select('id').execute());
      return (await tx.selectFrom('dicts').select('id').execute()).length;
    });
    // Another request's root query, outside the transaction: not refused.
    const outside = s.ctx.db.selectFrom('dicts').select('id').execute();
    release();
    const [inside, other] = await Promise.all([transaction, outside]);
    ended();
    assert.equal(inside, other.length);
    assert.equal((await leftRunning as unknown[]).length, other.length);
  });
});
