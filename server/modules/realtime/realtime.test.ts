import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HEARTBEAT_CMD } from '../../../shared/schemas/realtime.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { hashToken } from '../auth/index.ts';
import { listenForSockets, openSocket, userIdOf } from '../../test-support/test-sockets.ts';

const ALLOWED = 'http://intranet.example:9000';
const heartbeat = JSON.stringify({ cmd: HEARTBEAT_CMD });

describe('notice push socket', () => {
  let s: TestServer;
  let origin: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  before(async () => {
    s = await startTestServer({ allowedOrigins: [ALLOWED] });
    origin = await listenForSockets(s);
    for (const name of ['admin', 'zhangsan', 'lisi']) {
      ids[name] = await userIdOf(s, name);
      tokens[name] = await s.login(name);
    }
  });
  after(async () => { await s.close(); });

  const open = (name: string, headers: Record<string, string> = {}) => openSocket(origin, ids[name]!, tokens[name], headers);

  it('refuses a socket without a token (401, before the upgrade)', async () => {
    await assert.rejects(openSocket(origin, ids.zhangsan!), /HTTP 401/);
  });

  it('refuses an unknown token (401)', async () => {
    await assert.rejects(openSocket(origin, ids.zhangsan!, 'not-a-session-token'), /HTTP 401/);
  });

  it("refuses a token of another user than the path's (403)", async () => {
    await assert.rejects(openSocket(origin, ids.zhangsan!, tokens.lisi), /HTTP 403/);
  });

  it('refuses a token that was logged out (401)', async () => {
    const token = await s.login('lisi');
    const res = await s.app.inject({ method: 'POST', url: '/api/sys/logout', headers: { 'x-access-token': token } });
    assert.equal(res.statusCode, 200);
    await assert.rejects(openSocket(origin, ids.lisi!, token), /HTTP 401/);
  });

  it('a refused handshake leaves the server holding no socket for it', async () => {
    const token = await s.login('lisi');
    const loggedOut = await s.login('lisi');
    await s.app.inject({ method: 'POST', url: '/api/sys/logout', headers: { 'x-access-token': loggedOut } });
    await Promise.all([
      openSocket(origin, ids.lisi!),
      openSocket(origin, ids.lisi!, loggedOut),
      openSocket(origin, ids.zhangsan!, token),
      openSocket(origin, ids.lisi!, token, { origin: 'http://evil.example' }),
    ].map((refusal) => assert.rejects(refusal, /HTTP 40[13]/)));
    const held = new Set(s.app.realtime.hub.all().map((sub) => sub.tokenHash));
    assert.ok(!held.has(hashToken(token)) && !held.has(hashToken(loggedOut)));
    // The same look-up finds an accepted socket: the check above is not vacuous.
    const accepted = await openSocket(origin, ids.lisi!, token);
    assert.equal(s.app.realtime.hub.all().filter((sub) => sub.tokenHash === hashToken(token)).length, 1);
    accepted.ws.close();
  });

  it('refuses a page origin that is neither the portal nor on the allowlist (403)', async () => {
    await assert.rejects(open('zhangsan', { origin: 'http://evil.example' }), /HTTP 403/);
  });

  it('accepts an allowed origin and the portal origin, and echoes the token as the protocol', async () => {
    const fromIntranet = await open('zhangsan', { origin: ALLOWED });
    assert.equal(fromIntranet.ws.protocol, tokens.zhangsan);
    const fromPortal = await open('zhangsan', { origin: origin.replace('ws:', 'http:') });
    assert.equal(fromPortal.ws.protocol, tokens.zhangsan);
    fromIntranet.ws.close();
    fromPortal.ws.close();
  });

  it('answers a heartbeat with a heartbeat, and ignores other frames', async () => {
    const socket = await open('zhangsan');
    socket.ws.send('not json');
    socket.ws.send(JSON.stringify({ cmd: 'topic' }));
    socket.ws.send(heartbeat);
    assert.deepEqual(await socket.next(), { cmd: HEARTBEAT_CMD });
    socket.ws.close();
  });

  it("pushes a released announcement as 'topic' to its audience only", async () => {
    const [zhang, li] = [await open('zhangsan'), await open('lisi')];
    s.ctx.events.emit('announcement.released', { tenantId: 1, announcementId: 'a1', title: 'For Zhang', audience: { kind: 'users', userIds: [ids.zhangsan!] } });
    s.ctx.events.emit('announcement.revoked', { tenantId: 1, announcementId: 'a2', title: 'For all', audience: { kind: 'all' } });
    assert.deepEqual(await zhang.next(), { cmd: 'topic', msgTxt: 'For Zhang', msgId: 'a1' });
    assert.deepEqual(await zhang.next(), { cmd: 'topic', msgTxt: 'For all', msgId: 'a2' });
    // Pushes leave in order: Li's first frame being the second push proves he missed the first.
    assert.deepEqual(await li.next(), { cmd: 'topic', msgTxt: 'For all', msgId: 'a2' });
    zhang.ws.close();
    li.ws.close();
  });

  it("does not push a tenant's announcement to sockets of another tenant", async () => {
    const zhang = await open('zhangsan');
    s.ctx.events.emit('announcement.released', { tenantId: 99, announcementId: 'x', title: 'Elsewhere', audience: { kind: 'all' } });
    s.ctx.events.emit('notice.created', { tenantId: 1, userId: ids.zhangsan!, noticeId: 'n0', title: 'Here' });
    assert.deepEqual(await zhang.next(), { cmd: 'user', msgTxt: 'Here', msgId: 'n0' });
    zhang.ws.close();
  });

  it("pushes a new notice as 'user' to every socket of its owner only", async () => {
    const [tab1, tab2, li] = [await open('zhangsan'), await open('zhangsan'), await open('lisi')];
    s.ctx.events.emit('notice.created', { tenantId: 1, userId: ids.zhangsan!, noticeId: 'n1', title: 'Shared workbook' });
    s.ctx.events.emit('notice.created', { tenantId: 1, userId: ids.lisi!, noticeId: 'n2', title: 'Mention' });
    const expected = { cmd: 'user', msgTxt: 'Shared workbook', msgId: 'n1' };
    assert.deepEqual(await tab1.next(), expected);
    assert.deepEqual(await tab2.next(), expected);
    assert.deepEqual(await li.next(), { cmd: 'user', msgTxt: 'Mention', msgId: 'n2' });
    for (const socket of [tab1, tab2, li]) socket.ws.close();
  });
});
