import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { announcementKit } from '../../test-support/announcement-test-kit.ts';
import { createNoticeService } from '../notices/index.ts';
import { listenForSockets, openSocket, userIdOf } from '../../test-support/test-sockets.ts';

/**
 * The whole path of issue 4's push, without stand-ins: an administrator's release over HTTP,
 * the announcement module's event, the realtime hub, a staff member's socket.
 */
describe('announcements and notices reach sockets', () => {
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

  it("a release for named users pushes 'topic' to them only; its revoke pushes again", async () => {
    const zhangsan = await openSocket(origin, ids.zhangsan!, tokens.zhangsan);
    const lisi = await openSocket(origin, ids.lisi!, tokens.lisi);
    const annt = await kit.add(tokens.admin!, { titile: '停机通知', msgType: 'USER', userIds: [ids.zhangsan!] });
    await kit.release(tokens.admin!, annt.id);
    const pushed = await zhangsan.next() as { cmd: string; msgTxt: string; msgId: string };
    assert.equal(pushed.cmd, 'topic');
    assert.equal(pushed.msgTxt, '停机通知');
    await assert.rejects(lisi.next(300), 'lisi is not in the audience');
    const revoke = await kit.call('GET', `/sys/annountCement/doReovkeData?id=${annt.id}`, tokens.admin!);
    assert.equal(revoke.statusCode, 200, revoke.body);
    assert.equal((await zhangsan.next() as { cmd: string }).cmd, 'topic');
    zhangsan.ws.close();
    lisi.ws.close();
  });

  it("a new notice pushes 'user' to every tab of its owner", async () => {
    // Tabs of one browser share its stored token, so both sockets carry the same session.
    const tabs = [await openSocket(origin, ids.lisi!, tokens.lisi), await openSocket(origin, ids.lisi!, tokens.lisi)];
    await createNoticeService(s.ctx).createNotice({ tenantId: 1, userId: ids.lisi! }, { type: 3, title: '有人在讨论中提到了你' });
    for (const tab of tabs) {
      const pushed = await tab.next() as { cmd: string; msgTxt: string };
      assert.deepEqual([pushed.cmd, pushed.msgTxt], ['user', '有人在讨论中提到了你']);
      tab.ws.close();
    }
  });
});
