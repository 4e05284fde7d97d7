import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MenuItem } from '../../../shared/schemas/permission.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const ids = (menu: MenuItem[]): string[] => menu.flatMap((item) => [item.id, ...ids(item.children ?? [])]);

describe('the brand-culture entry hidden from one configured account (portal-shell §2.4)', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const get = (url: string, token: string) => s.app.inject({ url: `/api${url}`, headers: { 'x-access-token': token } });
  const menuIds = async (token: string) => ids((await get('/sys/permission/getUserPermissionByToken', token)).json().result.menu);

  it('answers the configured account as brandHiddenFor, by default guest', async () => {
    const res = await get('/sys/personalIze/query', await s.login('zhangsan'));
    assert.equal(res.json().result.brandHiddenFor, 'guest');
    assert.equal(res.json().result.watermark.cn, '数据知识门户');
  });

  it('shows brand culture under the culture wall to everyone else, the wall staying a page', async () => {
    const token = await s.login('lisi');
    const menu = (await get('/sys/permission/getUserPermissionByToken', token)).json().result.menu as MenuItem[];
    const wall = menu.find((item) => item.id === 'menu-culture-wall');
    assert.deepEqual(wall?.children?.map((c) => [c.id, c.meta.title, c.meta.titleEN, c.meta.titleTC]),
      [['menu-brand-culture', '品牌文化', 'Brand culture', '品牌文化']]);
    assert.equal(wall?.redirect, wall?.path, 'the wall redirects to itself, so it stays a page');
  });

  it('leaves the entry out of the configured account\'s menu only, without a new sign-in', async () => {
    const lisi = await s.login('lisi');
    const zhangsan = await s.login('zhangsan');
    await s.ctx.db.updateTable('personalization').set({ brand_hidden_username: 'LiSi' }).where('tenant_id', '=', 1).execute();
    await s.settled();
    assert.equal((await get('/sys/personalIze/query', lisi)).json().result.brandHiddenFor, 'LiSi');
    const hidden = await menuIds(lisi);
    assert.ok(!hidden.includes('menu-brand-culture'));
    assert.ok(hidden.includes('menu-culture-wall'), 'the wall itself stays');
    assert.ok((await menuIds(zhangsan)).includes('menu-brand-culture'));
    assert.ok((await menuIds(await s.login('admin'))).includes('menu-brand-culture'));
    await s.ctx.db.updateTable('personalization').set({ brand_hidden_username: 'guest' }).where('tenant_id', '=', 1).execute();
    await s.settled();
    assert.ok((await menuIds(lisi)).includes('menu-brand-culture'));
  });
});
