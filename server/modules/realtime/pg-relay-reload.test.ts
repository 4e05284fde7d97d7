import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import type { WebSocket } from 'ws';
import { startFreezableProxy } from '../../test-support/freezable-proxy.ts';
import { createHub } from './hub.ts';
import { createPgRelay } from './pg-relay.ts';
import type { PgListenerTiming } from './pg-listener.ts';

const url = process.env.TEST_DATABASE_URL;
const skip = url ? false : 'needs PostgreSQL: set TEST_DATABASE_URL';

const FAST: PgListenerTiming = { retryMinMs: 20, retryMaxMs: 200, probeIntervalMs: 50, answerTimeoutMs: 500 };

/** A socket of the hub that records what it is sent. */
const fakeSocket = () => {
  const sent: unknown[] = [];
  const socket = { OPEN: 1, readyState: 1, send: (frame: Buffer) => sent.push(JSON.parse(frame.toString())) };
  return { socket: socket as unknown as WebSocket, sent };
};

describe('a process whose push listener comes back after an outage', { skip }, () => {
  it("tells every socket it holds to reload, once each, with one 'topic' message", async () => {
    const target = new URL(url!);
    const proxy = await startFreezableProxy(target.hostname, Number(target.port || 5432));
    const via = new URL(url!);
    via.port = String(proxy.port);
    const hub = createHub();
    const sockets = [fakeSocket(), fakeSocket(), fakeSocket()];
    sockets.forEach(({ socket }, i) => hub.add({ socket, userId: `u${i}`, tenantId: 1 + (i % 2), tokenHash: `h${i}`, lastHeardAt: 0 }));
    const logs: string[] = [];
    // The relay's NOTIFYs go through the pool; only its listener matters here.
    const relay = await createPgRelay(via.toString(), null as never, hub, () => undefined, (m) => logs.push(m), FAST);
    try {
      assert.deepEqual(sockets.map((s) => s.sent.length), [0, 0, 0]);
      proxy.freeze();
      while (!logs.some((m) => m.includes('reconnected'))) await sleep(20);
      for (const { sent } of sockets) assert.deepEqual(sent, [{ cmd: 'topic', msgTxt: '', msgId: '' }]);
    } finally {
      await relay.close();
      await proxy.close();
    }
  });
});
