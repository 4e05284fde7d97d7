import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { HEARTBEAT_CMD, REALTIME_CLOSE } from '../../../shared/schemas/realtime.ts';
import { hashToken } from '../auth/index.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { announcementKit } from '../../test-support/announcement-test-kit.ts';
import { pgListenerApplication } from './pg-listener.ts';
import { PUSH_CHANNEL } from './pg-relay.ts';
import { listenForSockets, openSocket, userIdOf } from '../../test-support/test-sockets.ts';

const url = process.env.TEST_DATABASE_URL;
const skip = url ? false : 'needs PostgreSQL: set TEST_DATABASE_URL (CI does on its second run)';
if (!url) console.log(`cross-process push: SKIPPED, ${skip}`);

describe('push across server processes on one PostgreSQL', { skip }, () => {
  let a: TestServer;
  let b: TestServer;
  let zhangsan: string;
  let lisi: string;
  let originA: string;
  let originB: string;
  before(async () => {
    a = await startTestServer();
    b = await startTestServer({}, { sharedDatabaseUrl: a.databaseUrl! });
    originA = await listenForSockets(a);
    originB = await listenForSockets(b);
    zhangsan = await userIdOf(a, 'zhangsan');
    lisi = await userIdOf(a, 'lisi');
  });
  after(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers an event emitted on A to sockets held by B, once, and only to the audience', async () => {
    const onB = await openSocket(originB, zhangsan, await a.login('zhangsan'));
    const onA = await openSocket(originA, zhangsan, await b.login('zhangsan'));
    const liOnB = await openSocket(originB, lisi, await a.login('lisi'));
    a.ctx.events.emit('notice.created', { tenantId: 1, userId: zhangsan, noticeId: 'n1', title: 'From A' });
    a.ctx.events.emit('announcement.released', { tenantId: 1, announcementId: 'a1', title: 'To all', audience: { kind: 'all' } });
    for (const socket of [onB, onA]) {
      assert.deepEqual(await socket.next(), { cmd: 'user', msgTxt: 'From A', msgId: 'n1' });
      assert.deepEqual(await socket.next(), { cmd: 'topic', msgTxt: 'To all', msgId: 'a1' });
    }
    assert.deepEqual(await liOnB.next(), { cmd: 'topic', msgTxt: 'To all', msgId: 'a1' });
    // A third push proves no duplicate of the first two is still on its way to A's socket.
    b.ctx.events.emit('notice.created', { tenantId: 1, userId: zhangsan, noticeId: 'n2', title: 'From B' });
    assert.deepEqual(await onA.next(), { cmd: 'user', msgTxt: 'From B', msgId: 'n2' });
    assert.deepEqual(await onB.next(), { cmd: 'user', msgTxt: 'From B', msgId: 'n2' });
    for (const socket of [onA, onB, liOnB]) socket.ws.close();
  });

  it('splits a long user list over several NOTIFY payloads, reaching each listed user once', async () => {
    const socket = await openSocket(originB, lisi, await a.login('lisi'));
    const many = Array.from({ length: 600 }, (_, i) => `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`);
    a.ctx.events.emit('announcement.released', { tenantId: 1, announcementId: 'big', title: 'Many', audience: { kind: 'users', userIds: [...many, lisi] } });
    a.ctx.events.emit('notice.created', { tenantId: 1, userId: lisi, noticeId: 'after', title: 'After' });
    assert.deepEqual(await socket.next(), { cmd: 'topic', msgTxt: 'Many', msgId: 'big' });
    assert.deepEqual(await socket.next(), { cmd: 'user', msgTxt: 'After', msgId: 'after' });
    socket.ws.close();
  });

  it('tells an announcement whose start comes to each socket once, from the process that holds it', async () => {
    const onA = await openSocket(originA, zhangsan, await a.login('zhangsan'));
    const onB = await openSocket(originB, zhangsan, await b.login('zhangsan'));
    const kit = announcementKit(a);
    const admin = await a.login('admin');
    const startTime = new Date(Math.max(a.clock.current, b.clock.current) + 3_000).toISOString();
    const later = await kit.add(admin, { titile: 'Starts soon', msgType: 'USER', userIds: [zhangsan], startTime });
    await kit.release(admin, later.id);
    const topic = { cmd: 'topic', msgTxt: 'Starts soon', msgId: later.id };
    // Only A's clock passes the start: A tells its own socket, nothing goes through NOTIFY.
    a.clock.current = b.clock.current = Math.max(a.clock.current, b.clock.current);
    a.clock.advance(4_000);
    await a.app.realtime.checkStarts();
    assert.deepEqual(await onA.next(), topic);
    await assert.rejects(onB.next(300), /no frame arrived/, "A's watcher does not reach B's socket");
    b.clock.advance(4_000);
    await b.app.realtime.checkStarts();
    assert.deepEqual(await onB.next(), topic);
    await assert.rejects(onA.next(300), /no frame arrived/, "B's watcher does not reach A's socket");
    for (const socket of [onA, onB]) socket.ws.close();
  });

  it("closes B's socket at once when its session is logged out on A, and A checks its own sockets once", async () => {
    const [ending, staying] = [await a.login('lisi'), await a.login('lisi')];
    const endingOnB = await openSocket(originB, lisi, ending);
    const stayingOnB = await openSocket(originB, lisi, staying);
    const stayingOnA = await openSocket(originA, lisi, staying);
    // Counts A's session checks of the socket it keeps: one for its own logout, none more.
    const checksOfStayingOnA: string[][] = [];
    const liveTenants = a.ctx.sessions.liveTenants;
    a.ctx.sessions.liveTenants = (hashes, now) => {
      if (hashes.includes(hashToken(staying))) checksOfStayingOnA.push(hashes);
      return liveTenants(hashes, now);
    };
    try {
      const res = await a.app.inject({ method: 'POST', url: '/api/sys/logout', headers: { 'x-access-token': ending } });
      assert.equal(res.statusCode, 200);
      // The sockets send no heartbeat and B's clock stands still (no idle drop): only the relayed
      // sessions.changed can make B check, and the check's 4401 is the only way to this code.
      assert.equal(await Promise.race([endingOnB.closed, sleep(5_000, 'still open')]), REALTIME_CLOSE.sessionEnded);
      stayingOnB.ws.send(JSON.stringify({ cmd: HEARTBEAT_CMD }));
      assert.deepEqual(await stayingOnB.next(), { cmd: HEARTBEAT_CMD }, "B closed only the ended session's socket");
      // A push from A reaches A's socket through A's listener after A heard its own sessions.changed,
      // whose check (had A made one) would have been queued before this frame went out.
      a.ctx.events.emit('notice.created', { tenantId: 1, userId: lisi, noticeId: 'barrier', title: 'Barrier' });
      assert.deepEqual(await stayingOnA.next(), { cmd: 'user', msgTxt: 'Barrier', msgId: 'barrier' });
      assert.equal(checksOfStayingOnA.length, 1, 'A checked its own sockets once, not again on hearing its own NOTIFY');
    } finally {
      a.ctx.sessions.liveTenants = liveTenants;
      for (const socket of [stayingOnB, stayingOnA]) socket.ws.close();
    }
  });

  it("still reaches B's sockets after the database killed every listening connection", async () => {
    const socket = await openSocket(originB, lisi, await a.login('lisi'));
    const admin = new pg.Client({ connectionString: a.databaseUrl! });
    await admin.connect();
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()', [pgListenerApplication(PUSH_CHANNEL)]);
    await admin.end();
    assert.equal(killed.rowCount, 2, "A's and B's listeners");
    // Pushes made while B listens again are lost (decisions.md); one made after it must arrive.
    // B's listener, once back, also tells its sockets to reload ('topic'): pass over that one.
    let heard: { cmd?: string; msgTxt?: string } | undefined;
    for (let i = 0; i < 100 && heard?.msgTxt !== 'Again'; i++) {
      a.ctx.events.emit('notice.created', { tenantId: 1, userId: lisi, noticeId: `r${i}`, title: 'Again' });
      heard = (await socket.next(200).catch(() => undefined)) as typeof heard;
    }
    assert.equal(heard?.msgTxt, 'Again');
    socket.ws.close();
  });
});
