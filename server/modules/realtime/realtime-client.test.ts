import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { useTestStorageEngine } from '@nanostores/persistent';
import WebSocket from 'ws';
import { configureApi, resetApiConfig } from '../../../shared/api/config.ts';
import type { NoticePush } from '../../../shared/schemas/realtime.ts';
import { $realtimeStatus, configureRealtime, onRealtimePush, resetRealtimeConfig } from '../../../shared/realtime/index.ts';
import { endSession, startSession } from '../../../shared/stores/session.ts';
import { STAFF_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { listenForSockets, userIdOf } from '../../test-support/test-sockets.ts';

useTestStorageEngine();

const waitFor = async (condition: () => boolean, what: string) => {
  for (let i = 0; i < 300 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(condition(), `timed out waiting for ${what}`);
};

describe('shared realtime client against the real server', () => {
  let s: TestServer;
  let zhangsan: string;
  before(async () => {
    s = await startTestServer();
    const origin = await listenForSockets(s);
    zhangsan = await userIdOf(s, 'zhangsan');
    configureApi({ baseUrl: `${origin.replace('ws:', 'http:')}/api` });
    configureRealtime({ WebSocket, timings: { reconnectDelayMs: 100 } });
  });
  after(async () => {
    resetApiConfig();
    resetRealtimeConfig();
    await s.close();
  });

  it('follows the session, receives pushes, reconnects after the server drops it, and stops at sign-out', async () => {
    const pushes: NoticePush[] = [];
    const statuses: string[] = [];
    const stopStatus = $realtimeStatus.listen((status) => statuses.push(status));
    const unsubscribe = onRealtimePush((push) => pushes.push(push));
    const res = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'zhangsan', password: STAFF_PASSWORD } });
    startSession(res.json().result);
    await waitFor(() => $realtimeStatus.get() === 'open', 'the socket to open');

    s.ctx.events.emit('notice.created', { tenantId: 1, userId: zhangsan, noticeId: 'n1', title: 'First' });
    await waitFor(() => pushes.length === 1, 'the first push');

    for (const sub of s.app.realtime.hub.all()) sub.socket.terminate();
    await waitFor(() => statuses.filter((status) => status === 'open').length === 2, 'the socket to reopen');
    assert.deepEqual(statuses, ['connecting', 'open', 'closed', 'connecting', 'open']);
    s.ctx.events.emit('announcement.released', { tenantId: 1, announcementId: 'a1', title: 'Second', audience: { kind: 'all' } });
    await waitFor(() => pushes.length === 2, 'the push after reconnecting');
    assert.deepEqual(pushes.map((push) => push.msgId), ['n1', 'a1']);

    endSession();
    assert.equal($realtimeStatus.get(), 'stopped');
    await waitFor(() => s.app.realtime.hub.all().length === 0, 'the server to let the socket go');
    unsubscribe();
    stopStatus();
  });
});
