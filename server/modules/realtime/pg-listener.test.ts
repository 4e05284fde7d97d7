import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startFreezableProxy } from '../../test-support/freezable-proxy.ts';
import { openPgListener, pgListenerApplication, type PgListener, type PgListenerTiming } from './pg-listener.ts';

const url = process.env.TEST_DATABASE_URL;
const skip = url ? false : 'needs PostgreSQL: set TEST_DATABASE_URL (CI does on its second run)';
if (!url) console.log(`push listener reconnection: SKIPPED, ${skip}`);

/** Fast enough for a test; the listener's behaviour, not these values, is what is checked. */
const FAST: PgListenerTiming = { retryMinMs: 20, retryMaxMs: 200, probeIntervalMs: 50, answerTimeoutMs: 500 };

describe('the push listener keeps listening', { skip }, () => {
  let admin: pg.Client;
  before(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  after(async () => { await admin?.end(); });

  /** A listener on a channel of its own, recording what it hears and logs. */
  async function listen(timing: PgListenerTiming, via = url!) {
    const channel = `dkp_test_${randomBytes(6).toString('hex')}`;
    const heard: string[] = [];
    const logs: string[] = [];
    const listener = await openPgListener({ url: via, channel, timing, onNotification: (p) => heard.push(p), log: (m) => logs.push(m) });
    return { channel, heard, logs, listener };
  }

  const backends = async (channel: string) =>
    (await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [pgListenerApplication(channel)])).rows;

  /** NOTIFYs until the listener hears it; gives up after `attempts`. */
  async function notifyUntilHeard(channel: string, heard: string[], attempts = 100) {
    for (let i = 0; i < attempts; i++) {
      const marker = `m${i}`;
      await admin.query('select pg_notify($1, $2)', [channel, marker]);
      await sleep(50);
      if (heard.includes(marker)) return;
    }
    assert.fail(`not heard after ${attempts} NOTIFYs`);
  }

  it('LISTENs again after its connection is terminated by the server', async () => {
    const { channel, heard, logs, listener } = await listen(FAST);
    await notifyUntilHeard(channel, heard);
    const [killed] = await backends(channel);
    await admin.query('select pg_terminate_backend($1)', [killed!.pid]);
    heard.length = 0;
    await notifyUntilHeard(channel, heard);
    assert.ok(logs.some((m) => m.includes('lost')), logs.join('\n'));
    assert.ok(logs.some((m) => m.includes('reconnected')), logs.join('\n'));
    assert.notEqual((await backends(channel))[0]?.pid, killed!.pid);
    await listener.close();
  });

  it('finds a connection that went silent with its probe, and replaces it', async () => {
    const target = new URL(url!);
    const proxy = await startFreezableProxy(target.hostname, Number(target.port || 5432));
    const via = new URL(url!);
    via.port = String(proxy.port);
    const { channel, heard, logs, listener } = await listen(FAST, via.toString());
    await notifyUntilHeard(channel, heard);
    proxy.freeze();
    heard.length = 0;
    await notifyUntilHeard(channel, heard);
    assert.ok(logs.some((m) => m.includes('probe failed')), logs.join('\n'));
    assert.equal(proxy.accepted(), 2, 'one new connection replaced the silent one');
    await listener.close();
    await proxy.close();
  });

  it('closes promptly even when its connection went silent', { timeout: 10_000 }, async () => {
    const target = new URL(url!);
    const proxy = await startFreezableProxy(target.hostname, Number(target.port || 5432));
    const via = new URL(url!);
    via.port = String(proxy.port);
    // No probe before the close: the close alone must not wait for an answer that never comes.
    const { listener } = await listen({ ...FAST, probeIntervalMs: 3_600_000 }, via.toString());
    proxy.freeze();
    await listener.close();
    await proxy.close();
  });

  it('closed while a reconnection is pending, it never connects again', async () => {
    const { channel, logs, listener } = await listen({ ...FAST, retryMinMs: 100, retryMaxMs: 100 });
    const [killed] = await backends(channel);
    await admin.query('select pg_terminate_backend($1)', [killed!.pid]);
    while (!logs.some((m) => m.includes('lost'))) await sleep(10);
    await listener.close();
    // Several retry periods: a retry left scheduled would have connected by now.
    await sleep(500);
    assert.deepEqual(await backends(channel), []);
    assert.ok(!logs.some((m) => m.includes('reconnected')), logs.join('\n'));
  });

  it('fails to start when the database cannot be reached, and retries nothing behind the caller', async () => {
    const proxy = await startFreezableProxy('127.0.0.1', 9);
    const port = proxy.port;
    await proxy.close();
    const unreachable = new URL(url!);
    unreachable.port = String(port);
    const logs: string[] = [];
    let started: PgListener | undefined;
    await assert.rejects(async () => {
      started = await openPgListener({ url: unreachable.toString(), channel: 'dkp_test_nowhere', timing: FAST, onNotification: () => undefined, log: (m) => logs.push(m) });
    });
    assert.equal(started, undefined);
    assert.deepEqual(logs, [], 'no reconnection was scheduled');
  });
});
