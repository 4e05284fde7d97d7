import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../app-error.ts';
import { startTestServer } from '../../test-support/test-server.ts';
import { createHashGate, defaultHashGateLimits } from './hash-gate.ts';
import { DEFAULT_SCRYPT_LOG_N, hashPassword } from './passwords.ts';

describe('hash gate', () => {
  it('runs at most `concurrency` at once, queues up to `queue`, and refuses the rest at once with 503', async () => {
    const gate = createHashGate({ concurrency: 2, queue: 3 });
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await sleep(5);
      running--;
      return 'done';
    };
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => gate.run(work)));
    assert.equal(most, 2);
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as AppError);
    assert.equal(refused.length, 5);
    for (const error of refused) {
      assert.equal(error.status, 503);
      assert.ok(Number(error.headers['retry-after']) >= 1);
    }
    assert.deepEqual(gate.load(), { running: 0, waiting: 0 });
  });

  it('takes half of the libuv pool by default', () => {
    assert.equal(defaultHashGateLimits({}).concurrency, 2);
    assert.equal(defaultHashGateLimits({ UV_THREADPOOL_SIZE: '16' }).concurrency, 8);
  });
});

describe('a burst of sign-ins beyond the hash queue', () => {
  it('is answered 503 at once with Retry-After and a localised message, and counts no failure', async () => {
    const s = await startTestServer({ passwordWork: { concurrency: 1, queue: 1 } });
    // The gate is full when the burst comes: one hash at the production cost running, one waiting.
    // Without them the burst's own hashes can drain the queue as fast as the sign-ins reach it
    // (on PostgreSQL each first waits on its queries): 429s instead of any 503 (CI, session 3).
    const holding = [hashPassword('Hold#pass1', DEFAULT_SCRYPT_LOG_N), hashPassword('Hold#pass2', DEFAULT_SCRYPT_LOG_N)];
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => s.app.inject({
        method: 'POST', url: '/api/sys/login', remoteAddress: `10.11.0.${i}`, headers: { 'x-locale': 'en' },
        payload: { username: 'zhangsan', password: 'Wrong#pass1' },
      })));
      const busy = answers.filter((a) => a.statusCode === 503);
      assert.ok(busy.length >= 1, answers.map((a) => a.statusCode).join(','));
      for (const a of busy) {
        assert.ok(Number(a.headers['retry-after']) >= 1);
        assert.match(a.json().message, /^Too many sign-ins at once; try again in \d+ s$/);
      }
      // Only the checked passwords counted: the account is not locked when fewer than its limit were checked.
      const checked = answers.filter((a) => a.statusCode === 400).length;
      await Promise.all(holding);
      const next = await s.app.inject({ method: 'POST', url: '/api/sys/login', remoteAddress: '10.11.1.1', payload: { username: 'zhangsan', password: 'Staff#2026pass' } });
      assert.equal(next.statusCode, checked < 5 ? 200 : 429);
    } finally {
      await Promise.allSettled(holding);
      await s.close();
    }
  });
});
