import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../../lib/app-error.ts';
import { TestClock } from '../../test-support/test-server.ts';
import { createDatabaseCheck } from './database-check.ts';

/** A ping the test answers by hand, counting how often it was sent. */
function manualPing() {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  return {
    pending,
    get sent() { return pending.length; },
    ping: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
  };
}

const is503 = (error: unknown) => error instanceof AppError && error.status === 503 && error.key === 'databaseUnavailable' && error.headers['retry-after'] === '5';

describe("health's database check", () => {
  it('sends one ping for all the calls that arrive while it is under way', async () => {
    const clock = new TestClock();
    const db = manualPing();
    const check = createDatabaseCheck({ ping: db.ping, now: clock.now });
    const calls = [check(), check(), check()];
    assert.equal(db.sent, 1);
    db.pending[0]!.resolve();
    await Promise.all(calls);
  });

  it('reuses a success for reuseMs measured on the app clock, then asks again', async () => {
    const clock = new TestClock();
    const db = manualPing();
    const check = createDatabaseCheck({ ping: db.ping, now: clock.now, reuseMs: 1000 });
    const first = check();
    db.pending[0]!.resolve();
    await first;
    clock.advance(999);
    assert.equal(check(), undefined, 'a fresh answer needs no ping');
    assert.equal(db.sent, 1);
    clock.advance(1);
    const again = check();
    assert.equal(db.sent, 2);
    db.pending[1]!.resolve();
    await again;
  });

  it('answers 503 to every waiting caller when the ping fails, and never reuses a failure', async () => {
    const clock = new TestClock();
    const db = manualPing();
    const check = createDatabaseCheck({ ping: db.ping, now: clock.now });
    const calls = [check(), check()].map((p) => p!.then(() => 'up', (e: unknown) => (is503(e) ? '503' : e)));
    db.pending[0]!.reject(new Error('connection refused'));
    assert.deepEqual(await Promise.all(calls), ['503', '503']);
    const next = check();
    assert.equal(db.sent, 2, 'the call after a failure asks again at once');
    db.pending[1]!.resolve();
    await next;
  });

  it('answers 503 when the ping does not answer in time, and a late failure is no unhandled rejection', async () => {
    const clock = new TestClock();
    const db = manualPing();
    const check = createDatabaseCheck({ ping: db.ping, now: clock.now, timeoutMs: 10 });
    await assert.rejects(check()!, is503);
    db.pending[0]!.reject(new Error('too late'));
    // Not reused: the next call pings again.
    const next = check();
    assert.equal(db.sent, 2);
    db.pending[1]!.resolve();
    await next;
  });

  it('a success that took longer than reuseMs is not reused beyond its send time', async () => {
    const clock = new TestClock();
    const db = manualPing();
    const check = createDatabaseCheck({ ping: db.ping, now: clock.now, reuseMs: 1000 });
    const slow = check();
    clock.advance(1500);
    db.pending[0]!.resolve();
    await slow;
    const next = check();
    assert.equal(db.sent, 2);
    db.pending[1]!.resolve();
    await next;
  });
});
