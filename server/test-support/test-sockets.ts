import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { TestServer } from './test-server.ts';

/** A client socket of the tests, with every frame it received kept in order. */
export interface TestSocket {
  ws: WebSocket;
  /** Resolves with the next frame not yet taken, parsed. */
  next(timeoutMs?: number): Promise<unknown>;
  /** Resolves with the close code. */
  closed: Promise<number>;
}

/** Makes the test server listen on a free loopback port; returns its `ws://` origin. */
export async function listenForSockets(s: TestServer): Promise<string> {
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
}

/** The id of a seeded user. */
export async function userIdOf(s: TestServer, username: string): Promise<string> {
  const row = await s.ctx.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Opens `{origin}/api/websocket/{userId}` with `token` as the protocol; resolves once open,
 * rejects with `HTTP {status}` when the server refuses the upgrade.
 */
export function openSocket(origin: string, userId: string, token?: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const ws = new WebSocket(`${origin}/api/websocket/${userId}`, token ? [token] : [], { headers });
  const frames: unknown[] = [];
  const waiters: ((frame: unknown) => void)[] = [];
  ws.on('message', (data) => {
    const frame: unknown = JSON.parse(data.toString());
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const socket: TestSocket = {
    ws,
    closed,
    next(timeoutMs = 2000) {
      if (frames.length > 0) return Promise.resolve(frames.shift());
      return new Promise((resolve, reject) => {
        const waiter = (frame: unknown) => { clearTimeout(timer); resolve(frame); };
        // A waiter that gave up leaves the queue, or it would swallow the next frame.
        const timer = setTimeout(() => { waiters.splice(waiters.indexOf(waiter), 1); reject(new Error('no frame arrived')); }, timeoutMs);
        waiters.push(waiter);
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve(socket));
    ws.on('unexpected-response', (_req, res) => { reject(new Error(`HTTP ${res.statusCode}`)); ws.terminate(); });
    ws.on('error', reject);
  });
}
