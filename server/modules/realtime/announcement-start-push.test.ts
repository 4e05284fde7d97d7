import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { announcementKit } from '../../test-support/announcement-test-kit.ts';
import { listenForSockets, openSocket, userIdOf, type TestSocket } from '../../test-support/test-sockets.ts';

/**
 * An announcement released with a later start time reaches its audience's open clients when
 * that start comes (portal-shell §2.6/§4: a 'topic' push reloads notices and announcements),
 * through the start watcher of the process holding their sockets. The test clock only moves
 * by hand, and the test runs the watcher's check itself after moving it.
 */
describe('an announcement whose start time comes is pushed then', () => {
  let s: TestServer;
  let origin: string;
  let kit: ReturnType<typeof announcementKit>;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  before(async () => {
    s = await startTestServer();
    origin = await listenForSockets(s);
    kit = announcementKit(s);
    for (const name of ['admin', 'zhangsan', 'lisi']) {
      ids[name] = await userIdOf(s, name);
      tokens[name] = await s.login(name);
    }
  });
  after(async () => { await s.close(); });

  /** A start time `ms` ahead of the test clock. */
  const inMs = (ms: number) => new Date(s.clock.current + ms).toISOString();
  const silent = (socket: TestSocket, why: string) => assert.rejects(socket.next(300), /no frame arrived/, why);
  const sockets = async () => ({ zhangsan: await openSocket(origin, ids.zhangsan!, tokens.zhangsan), lisi: await openSocket(origin, ids.lisi!, tokens.lisi) });

  it("pushes 'topic' once to the named audience at the start, not at the release, and never for a revoked or a draft one", async () => {
    const { zhangsan, lisi } = await sockets();
    const forZhangsan = { msgType: 'USER' as const, userIds: [ids.zhangsan!], startTime: inMs(5_000) };
    const later = await kit.add(tokens.admin!, { titile: '五秒后生效', ...forZhangsan });
    await kit.release(tokens.admin!, later.id);
    await kit.add(tokens.admin!, { titile: '草稿', ...forZhangsan });
    const revoked = await kit.add(tokens.admin!, { titile: '已撤销', ...forZhangsan });
    await kit.release(tokens.admin!, revoked.id);
    await s.app.realtime.checkStarts();
    await silent(zhangsan, 'no push at a release whose start is to come, nor before the start');
    const revoke = await kit.call('GET', `/sys/annountCement/doReovkeData?id=${revoked.id}`, tokens.admin!);
    assert.equal(revoke.statusCode, 200, revoke.body);
    assert.deepEqual(await zhangsan.next(), { cmd: 'topic', msgTxt: '已撤销', msgId: revoked.id }, 'the revoke itself is told');

    s.clock.advance(6_000);
    await s.app.realtime.checkStarts();
    assert.deepEqual(await zhangsan.next(), { cmd: 'topic', msgTxt: '五秒后生效', msgId: later.id });
    await silent(zhangsan, 'nothing for the draft or the revoked one');
    await silent(lisi, 'lisi is not in the audience');

    s.clock.advance(1_000);
    await s.app.realtime.checkStarts();
    await silent(zhangsan, 'a start is told once');
    zhangsan.ws.close();
    lisi.ws.close();
  });

  it("pushes an 'all' announcement to every socket of its tenant at the start", async () => {
    const { zhangsan, lisi } = await sockets();
    const all = await kit.add(tokens.admin!, { titile: '全员通知', msgType: 'ALL', startTime: inMs(3_000) });
    await kit.release(tokens.admin!, all.id);
    await silent(zhangsan, 'no push at the release');
    s.clock.advance(3_000);
    await s.app.realtime.checkStarts();
    for (const socket of [zhangsan, lisi]) {
      assert.deepEqual(await socket.next(), { cmd: 'topic', msgTxt: '全员通知', msgId: all.id });
      socket.ws.close();
    }
  });

  it('does not push again at the start what its release, made after the start, already pushed', async () => {
    const { zhangsan, lisi } = await sockets();
    const late = await kit.add(tokens.admin!, { titile: '发布时已生效', msgType: 'USER', userIds: [ids.zhangsan!], startTime: inMs(2_000) });
    s.clock.advance(3_000);
    await kit.release(tokens.admin!, late.id);
    assert.deepEqual(await zhangsan.next(), { cmd: 'topic', msgTxt: '发布时已生效', msgId: late.id }, 'the release pushes');
    await s.app.realtime.checkStarts();
    await silent(zhangsan, 'the start, passed before the release, is not told again');
    zhangsan.ws.close();
    lisi.ws.close();
  });
});
