import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('the access log (portal-shell §7 POST /dkp-system/sys/log/sysLog)', () => {
  let s: TestServer;
  let zhangsan: string;
  const post = (payload: object, token: string | null = zhangsan, headers: Record<string, string> = {}) => s.app.inject({
    method: 'POST', url: '/api/dkp-system/sys/log/sysLog', payload, headers: { ...(token ? { 'x-access-token': token } : {}), ...headers },
  });
  const entries = () => s.ctx.db.selectFrom('sys_logs').select(['log_type', 'operate_type', 'log_content', 'username', 'request_url', 'permission_id', 'created_at', 'tenant_id'])
    .where('log_type', '=', 3).orderBy('created_at').orderBy('id').execute();

  before(async () => {
    s = await startTestServer();
    zhangsan = await s.login('zhangsan');
  });
  after(() => s.close());

  it('writes a tab change and a report download as access entries of the user, dated by the server', async () => {
    const tab = await post({ createTime: '1999-01-01 00:00:00', permissionId: 'menu-report-history', logContent: '历史报表', requestUrl: '/report/history', logType: 3, operateType: 1 });
    assert.equal(tab.statusCode, 200, tab.body);
    // Later, so that the two entries have an order (ids are random).
    s.clock.advance(1000);
    const download = await post({ permissionId: 'menu-report-history', logContent: '下载 PDF', requestUrl: '/report/history', logType: 3, operateType: 8 });
    assert.equal(download.statusCode, 200, download.body);
    const written = await entries();
    assert.deepEqual(written.map((e) => [e.operate_type, e.log_content, e.username, e.permission_id, e.tenant_id]), [
      [1, '历史报表', 'zhangsan', 'menu-report-history', 1], [8, '下载 PDF', 'zhangsan', 'menu-report-history', 1],
    ]);
    assert.equal(written[1]!.created_at.getTime(), s.clock.now().getTime(), 'the client\'s createTime is not kept');
  });

  it('refuses any other log type, a page the user may not open, bad fields and anonymous callers, writing nothing', async () => {
    const before = (await entries()).length;
    const base = { logContent: 'x', requestUrl: '/x', logType: 3, operateType: 1 };
    for (const bad of [
      { ...base, logType: 1 }, { ...base, logType: 2 }, { ...base, logContent: '' }, { ...base, logContent: 'x'.repeat(501) },
      { ...base, operateType: 99 }, { ...base, requestUrl: 'x'.repeat(501) }, { logType: 3 },
    ]) {
      assert.equal((await post(bad)).statusCode, 400, JSON.stringify(bad).slice(0, 80));
    }
    const hidden = await post({ ...base, permissionId: 'menu-sys-user' }, zhangsan, { 'x-locale': 'en' });
    assert.equal(hidden.statusCode, 400);
    assert.equal(hidden.json().message, 'The page of the access log entry does not exist or is not yours to open');
    assert.equal((await post(base, null)).statusCode, 401);
    assert.equal((await entries()).length, before);
  });
});
