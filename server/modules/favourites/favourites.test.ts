import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('favourites (portal-shell §4, §7 /sys/collect/*)', () => {
  let s: TestServer;
  let zhangsan: string;
  let lisi: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api/sys/collect${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
  const list = async (token: string, headers: Record<string, string> = {}) => {
    const res = await call('GET', '/list', token, undefined, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: string; sysPermissionId: string; sysPermissionMsg: { id: string; name: string; nameEn: string; url: string } }[];
  };

  before(async () => {
    s = await startTestServer();
    [zhangsan, lisi] = [await s.login('zhangsan'), await s.login('lisi')];
  });
  after(() => s.close());

  it('stars a report page the user may open, once however often it is asked, newest first, and unstars it', async () => {
    const first = await call('POST', '/add', zhangsan, { sysPermissionId: 'menu-report-history' });
    assert.equal(first.statusCode, 200, first.body);
    s.clock.advance(1000);
    await call('POST', '/add', zhangsan, { sysPermissionId: 'menu-report-prep' });
    const again = await call('POST', '/add', zhangsan, { sysPermissionId: 'menu-report-history' });
    assert.equal(again.json().result.id, first.json().result.id, 'starring twice keeps one favourite');
    const starred = await list(zhangsan);
    assert.deepEqual(starred.map((f) => f.sysPermissionMsg.id), ['menu-report-prep', 'menu-report-history']);
    assert.deepEqual(
      [starred[1]!.sysPermissionMsg.name, starred[1]!.sysPermissionMsg.nameEn, starred[1]!.sysPermissionMsg.url],
      ['历史报表', 'Report history', '/report/history'],
    );

    assert.equal((await call('DELETE', `/delete?id=${starred[0]!.id}`, zhangsan)).statusCode, 200);
    assert.deepEqual((await list(zhangsan)).map((f) => f.sysPermissionId), ['menu-report-history']);
    assert.equal((await call('DELETE', `/delete?id=${starred[0]!.id}`, zhangsan)).statusCode, 404);
  });

  it('refuses a page that is not a report, or not the user\'s, or unknown, with the §8 words in cn, en and tc', async () => {
    const words = {
      cn: '您暂无权限查看该报表或报表已删除，请联系管理员！',
      en: 'You have no permission to view this report, or it was deleted. Please contact the administrator.',
      tc: '您暫無權限查看該報表或報表已刪除，請聯繫管理員！',
    };
    for (const [locale, text] of Object.entries(words)) {
      for (const sysPermissionId of ['menu-sys-user', 'menu-home', 'no-such-page']) {
        const res = await call('POST', '/add', zhangsan, { sysPermissionId }, { 'x-locale': locale });
        assert.equal(res.statusCode, 403, `${sysPermissionId}: ${res.body}`);
        assert.equal(res.json().message, text);
      }
    }
    for (const bad of [{}, { sysPermissionId: '' }, { sysPermissionId: 'x'.repeat(65) }, { other: 'menu-report-history' }]) {
      assert.equal((await call('POST', '/add', zhangsan, bad)).statusCode, 400, JSON.stringify(bad));
    }
    assert.equal((await s.app.inject({ method: 'GET', url: '/api/sys/collect/list' })).statusCode, 401);
  });

  it('keeps each user\'s and each tenant\'s favourites apart', async () => {
    const mine = (await list(zhangsan))[0]!;
    assert.deepEqual(await list(lisi), []);
    assert.equal((await call('DELETE', `/delete?id=${mine.id}`, lisi)).statusCode, 404, 'another user\'s favourite is not there for lisi');
    const admin = await s.login('admin');
    const tenant2 = { 'x-tenant-id': '2' };
    assert.equal((await call('POST', '/add', admin, { sysPermissionId: 'menu-report-self' }, tenant2)).statusCode, 200);
    assert.deepEqual((await list(admin, tenant2)).map((f) => f.sysPermissionId), ['menu-report-self']);
    assert.deepEqual(await list(admin), [], 'tenant 1 has none of tenant 2\'s');
    assert.deepEqual((await list(zhangsan)).map((f) => f.id), [mine.id]);
  });

  it('leaves a page out of the list while the user may no longer open it', async () => {
    await call('POST', '/add', lisi, { sysPermissionId: 'menu-report-prep' });
    const staff = await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', 1).where('role_code', '=', 'staff').executeTakeFirstOrThrow();
    await s.ctx.db.deleteFrom('role_permissions').where('role_id', '=', staff.id).where('permission_id', '=', 'menu-report-prep').execute();
    await s.settled();
    assert.deepEqual(await list(lisi), []);
    await s.ctx.db.insertInto('role_permissions').values({ role_id: staff.id, permission_id: 'menu-report-prep' }).execute();
    await s.settled();
    assert.deepEqual((await list(lisi)).map((f) => f.sysPermissionId), ['menu-report-prep'], 'back with the grant');
  });
});
