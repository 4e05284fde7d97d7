import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import WebSocket, { WebSocketServer } from 'ws';
import { HEARTBEAT_CMD, REALTIME_CLOSE, type NoticePush } from '../schemas/realtime.ts';
import { openRealtimeConnection, type RealtimeStatus } from './connection.ts';

type Behaviour = 'answer' | 'mute';

/** A bare `ws` server standing in for DKP: it records connections and heartbeats. */
describe('realtime connection (against a bare ws server)', () => {
  let server: WebSocketServer;
  let url: string;
  let behaviour: Behaviour = 'answer';
  const connections: { socket: WebSocket; protocol: string; beats: number }[] = [];
  const waitFor = async (condition: () => boolean, what: string) => {
    for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
    assert.ok(condition(), `timed out waiting for ${what}`);
  };

  before(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/websocket/u1`;
    server.on('connection', (socket, request) => {
      const entry = { socket, protocol: String(request.headers['sec-websocket-protocol']), beats: 0 };
      connections.push(entry);
      socket.on('message', (data) => {
        if (JSON.parse(data.toString()).cmd !== HEARTBEAT_CMD) return;
        entry.beats++;
        if (behaviour === 'answer') socket.send(JSON.stringify({ cmd: HEARTBEAT_CMD }));
      });
    });
  });
  after(async () => {
    for (const { socket } of connections) socket.terminate();
    await new Promise((resolve) => server.close(resolve));
  });

  const open = (timings = {}) => {
    const pushes: NoticePush[] = [];
    const statuses: RealtimeStatus[] = [];
    const logged: unknown[] = [];
    let ended = 0;
    let permissionChanges = 0;
    const connection = openRealtimeConnection({
      url, token: 'tok_en-1', WebSocket,
      onPush: (push) => pushes.push(push),
      onStatus: (status) => statuses.push(status),
      onSessionEnded: () => ended++,
      onPermissionsChanged: () => permissionChanges++,
      log: (_message, frame) => logged.push(frame),
      reconnectDelayMs: 50, heartbeatIntervalMs: 40, heartbeatTimeoutMs: 30,
      ...timings,
    });
    return { connection, pushes, statuses, logged, ended: () => ended, permissionChanges: () => permissionChanges };
  };

  it('offers the token as the protocol, passes pushes on and only logs unknown frames', async () => {
    const before = connections.length;
    const client = open({ heartbeatIntervalMs: 60_000 });
    await waitFor(() => client.statuses.at(-1) === 'open', 'open');
    const entry = connections[before]!;
    assert.equal(entry.protocol, 'tok_en-1');
    entry.socket.send('{oops');
    entry.socket.send(JSON.stringify({ cmd: 'other', msgTxt: 'x', msgId: '1' }));
    entry.socket.send(JSON.stringify({ cmd: 'topic', msgTxt: 'Released', msgId: 'a1' }));
    await waitFor(() => client.pushes.length === 1, 'the push');
    assert.deepEqual(client.pushes, [{ cmd: 'topic', msgTxt: 'Released', msgId: 'a1' }]);
    assert.deepEqual(client.logged, ['{oops', JSON.stringify({ cmd: 'other', msgTxt: 'x', msgId: '1' })]);
    assert.deepEqual(client.statuses, ['connecting', 'open']);
    client.connection.close();
  });

  it('tells a permission push apart from the notices: it asks for the permissions again, and is no notice', async () => {
    const before = connections.length;
    const client = open({ heartbeatIntervalMs: 60_000 });
    await waitFor(() => client.statuses.at(-1) === 'open', 'open');
    connections[before]!.socket.send(JSON.stringify({ cmd: 'permission', msgTxt: '', msgId: 'role-1' }));
    await waitFor(() => client.permissionChanges() === 1, 'the permission change');
    assert.deepEqual([client.pushes, client.logged], [[], []]);
    client.connection.close();
  });

  it('beats while answered, and keeps the socket', async () => {
    const before = connections.length;
    const client = open();
    await waitFor(() => (connections[before]?.beats ?? 0) >= 3, 'three heartbeats');
    assert.equal(connections.length, before + 1, 'an answered socket is kept');
    client.connection.close();
  });

  it('treats an unanswered heartbeat as a dead socket and reconnects', async () => {
    behaviour = 'mute';
    const before = connections.length;
    const client = open();
    await waitFor(() => connections.length >= before + 2, 'a second connection');
    assert.deepEqual(client.statuses.slice(0, 4), ['connecting', 'open', 'closed', 'connecting']);
    client.connection.close();
    behaviour = 'answer';
  });

  it('reconnects once after the server drops the socket (error and close share one reconnection)', async () => {
    const before = connections.length;
    const client = open({ heartbeatIntervalMs: 60_000 });
    await waitFor(() => client.statuses.at(-1) === 'open', 'open');
    connections[before]!.socket.terminate();
    await waitFor(() => client.statuses.filter((s) => s === 'open').length === 2, 'open again');
    await new Promise((r) => setTimeout(r, 150));
    assert.equal(connections.length, before + 2, 'exactly one new connection');
    connections[before + 1]!.socket.send(JSON.stringify({ cmd: 'user', msgTxt: 'After', msgId: 'n1' }));
    await waitFor(() => client.pushes.length === 1, 'a push on the new socket');
    client.connection.close();
  });

  it('closes quietly while the socket is still connecting', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const client = open();
      client.connection.close();
      await new Promise((r) => setTimeout(r, 100));
      assert.deepEqual(uncaught, []);
      assert.deepEqual(client.statuses, ['connecting', 'stopped']);
    } finally {
      process.off('uncaughtException', record);
    }
  });

  it('stops for good when the server ends the session, and after close()', async () => {
    const before = connections.length;
    const client = open({ heartbeatIntervalMs: 60_000 });
    await waitFor(() => client.statuses.at(-1) === 'open', 'open');
    connections[before]!.socket.close(REALTIME_CLOSE.sessionEnded, 'session ended');
    await waitFor(() => client.ended() === 1, 'the session end');
    await new Promise((r) => setTimeout(r, 150));
    assert.equal(connections.length, before + 1, 'no reconnection');
    assert.equal(client.statuses.at(-1), 'stopped');

    const other = open({ heartbeatIntervalMs: 60_000 });
    await waitFor(() => other.statuses.at(-1) === 'open', 'open');
    other.connection.close();
    await new Promise((r) => setTimeout(r, 150));
    assert.equal(connections.length, before + 2);
  });
});
