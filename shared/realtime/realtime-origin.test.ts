import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestStorageEngine } from '@nanostores/persistent';
import { configureApi, resetApiConfig } from '../api/config.ts';
import { moveApiBase } from '../api/session-origin.ts';
import { endSession, startSession } from '../stores/session.ts';
import { cleanStores } from 'nanostores';
import { $realtimePush, configureRealtime, onRealtimePush, resetRealtimeConfig } from './realtime-stores.ts';
import type { SocketLike } from './socket-like.ts';

useTestStorageEngine();

/** Every socket the store opened: where to, with which protocols, and whether it was closed. */
const opened: { url: string; protocols: string[]; closed: boolean }[] = [];
class RecordingSocket implements SocketLike {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onerror = null;
  onclose = null;
  private readonly record: (typeof opened)[number];
  constructor(url: string, protocols: string[]) {
    this.record = { url, protocols, closed: false };
    opened.push(this.record);
  }
  send(): void {}
  close(): void {
    this.record.closed = true;
    this.readyState = 3;
  }
}

const login = { token: 'tok', tokenTtlMs: 1_800_000, userInfo: { id: 'u1', username: 'zhangsan', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {} };
let unsubscribe: () => void = () => undefined;

beforeEach(() => {
  opened.length = 0;
  resetApiConfig();
  configureApi({ baseUrl: 'https://dkp.example.com/api', pageUrl: () => 'http://intranet.example/' });
  configureRealtime({ WebSocket: RecordingSocket, pageHref: () => 'http://intranet.example/' });
});
afterEach(() => {
  unsubscribe();
  cleanStores($realtimePush);
  endSession();
  resetApiConfig();
  resetRealtimeConfig();
});

test('the socket opens with the token only on the API origin that issued it', () => {
  startSession(login);
  unsubscribe = onRealtimePush(() => undefined);
  assert.deepEqual(opened.map((s) => [s.url, s.protocols]), [['wss://dkp.example.com/api/websocket/u1', ['tok']]]);
});

test('a session of another API origin opens no socket, though the client points elsewhere without ending it', () => {
  // Not through moveApiBase, which would end the session: the socket must refuse on its own.
  configureApi({ baseUrl: 'https://elsewhere.example/api' });
  startSession(login, Date.now(), 'https://dkp.example.com');
  unsubscribe = onRealtimePush(() => undefined);
  assert.deepEqual(opened, []);
});

test('moving the api-base to another origin closes the socket and opens none there', () => {
  startSession(login);
  unsubscribe = onRealtimePush(() => undefined);
  assert.equal(opened.length, 1);
  moveApiBase('https://elsewhere.example/api');
  assert.equal(opened.length, 1);
  assert.equal(opened[0]?.closed, true);
});
