import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { HEARTBEAT_CMD, REALTIME_CLOSE } from '../../../shared/schemas/realtime.ts';
import { SECOND_TENANT } from '../../db/seed/demo-org.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { hashToken } from '../auth/index.ts';
import { listenForSockets, openSocket, userIdOf } from '../../test-support/test-sockets.ts';

const heartbeat = JSON.stringify({ cmd: HEARTBEAT_CMD });

/** A push socket lives as long as its session, in the tenant the session acts in (portal-shell §4). */
describe('push sockets follow their sessions', () => {
  let s: TestServer;
  let origin: string;
  const ids: Record<string, string> = {};
  before(async () => {
    s = await startTestServer();
    origin = await listenForSockets(s);
    for (const name of ['admin', 'zhangsan', 'lisi']) ids[name] = await userIdOf(s, name);
  });
  after(async () => { await s.close(); });

  it('closes a socket at its next heartbeat once its session ended unseen by this process', async () => {
    const token = await s.login('lisi');
    const socket = await openSocket(origin, ids.lisi!, token);
    // As a session ended without this process being told (its listener was reconnecting): the row goes, no event.
    await s.ctx.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    await s.settled();
    socket.ws.send(heartbeat);
    assert.equal(await socket.closed, REALTIME_CLOSE.sessionEnded);
    const { hub } = s.app.realtime;
    assert.ok(!hub.all().some((sub) => sub.tokenHash === hashToken(token)), 'dropped from the tenant index');
    assert.equal(hub.sizes().sockets, hub.all().length, 'the user index holds no socket the tenant index lacks');
  });

  it("closes a session's sockets as soon as it is logged out, leaving the user's other session open", async () => {
    const [ending, staying] = [await s.login('lisi'), await s.login('lisi')];
    const tabs = [await openSocket(origin, ids.lisi!, ending), await openSocket(origin, ids.lisi!, ending)];
    const other = await openSocket(origin, ids.lisi!, staying);
    const res = await s.app.inject({ method: 'POST', url: '/api/sys/logout', headers: { 'x-access-token': ending } });
    assert.equal(res.statusCode, 200);
    // No heartbeat is sent: the logout alone must close them (the bound only keeps a failure finite).
    for (const tab of tabs) assert.equal(await Promise.race([tab.closed, sleep(5_000, 'still open')]), REALTIME_CLOSE.sessionEnded);
    other.ws.send(heartbeat);
    assert.deepEqual(await other.next(), { cmd: HEARTBEAT_CMD });
    other.ws.close();
  });

  it("moves a session's socket to the tenant it switched to, without waiting for a heartbeat", async () => {
    const token = await s.login('admin');
    const socket = await openSocket(origin, ids.admin!, token);
    const res = await s.app.inject({ method: 'PUT', url: '/api/sys/user/selectTenant', payload: { tenantId: SECOND_TENANT.id }, headers: { 'x-access-token': token } });
    assert.equal(res.statusCode, 200, res.body);
    const tenantOfSocket = () => s.app.realtime.hub.all().find((sub) => sub.tokenHash === hashToken(token))?.tenantId;
    for (let i = 0; i < 100 && tenantOfSocket() !== SECOND_TENANT.id; i++) await sleep(20);
    s.ctx.events.emit('announcement.released', { tenantId: 1, announcementId: 'old', title: 'Old tenant', audience: { kind: 'all' } });
    s.ctx.events.emit('announcement.released', { tenantId: SECOND_TENANT.id, announcementId: 'new', title: 'New tenant', audience: { kind: 'all' } });
    assert.deepEqual(await socket.next(), { cmd: 'topic', msgTxt: 'New tenant', msgId: 'new' });
    socket.ws.close();
  });

  it('does not renew a password session by connecting, and closes the socket once the session expired', async () => {
    const token = await s.login('zhangsan');
    const expiryOf = async () => (await s.ctx.sessions.find(token, s.clock.now()))!.expiresAt.getTime();
    const expiresAt = await expiryOf();
    s.clock.advance(5_000);
    const socket = await openSocket(origin, ids.zhangsan!, token);
    assert.equal(await expiryOf(), expiresAt, 'the upgrade left the expiry alone');
    s.clock.advance(30 * 60_000);
    socket.ws.send(heartbeat);
    assert.equal(await socket.closed, REALTIME_CLOSE.sessionEnded);
    assert.ok(!s.app.realtime.hub.all().some((sub) => sub.tokenHash === hashToken(token)));
  });

  it('drops a socket that sent no heartbeat for 20 s', async () => {
    const silent = await openSocket(origin, ids.admin!, await s.login('admin'));
    const talking = await openSocket(origin, ids.zhangsan!, await s.login('zhangsan'));
    s.clock.advance(15_000);
    talking.ws.send(heartbeat);
    await talking.next();
    s.clock.advance(6_000);
    s.app.realtime.sweep();
    assert.equal(await silent.closed, REALTIME_CLOSE.idle);
    talking.ws.send(heartbeat);
    assert.deepEqual(await talking.next(), { cmd: HEARTBEAT_CMD });
    talking.ws.close();
  });
});
