import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { addLogPageEntries, LOG_BUTTONS, LOG_DICTIONARIES, LOG_MENU_ID } from './0027-system-log.ts';

const BUTTON_IDS = LOG_BUTTONS.map(([id]) => id);

describe('migration 0027: the system log page', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const grantedTo = async (roleCode: string) => (await s.ctx.db.selectFrom('role_permissions as rp').innerJoin('roles as r', 'r.id', 'rp.role_id')
    .select(['r.tenant_id', 'rp.permission_id']).where('r.role_code', '=', roleCode).where('rp.permission_id', 'in', [LOG_MENU_ID, ...BUTTON_IDS]).execute())
    .map((r) => `${r.tenant_id}:${r.permission_id}`).sort();
  const items = async (code: string) => (await s.ctx.db.selectFrom('dict_items as i').innerJoin('dicts as d', 'd.id', 'i.dict_id')
    .select(['i.item_value', 'i.item_text_en']).where('d.dict_code', '=', code).orderBy('i.sort_order').execute()).map((i) => `${i.item_value} ${i.item_text_en}`);

  it("seeds the page's list and export buttons under System's 系统日志, for every tenant's administrators only", async () => {
    const all = [LOG_MENU_ID, ...BUTTON_IDS];
    assert.deepEqual(await grantedTo('admin'), [1, 2].flatMap((t) => all.map((id) => `${t}:${id}`)).sort());
    assert.deepEqual(await grantedTo('staff'), []);
    const rows = await s.ctx.db.selectFrom('permissions').select(['id', 'parent_id', 'perms']).where('id', 'in', all).orderBy('id').execute();
    assert.deepEqual(rows.map((r) => [r.id, r.parent_id, r.perms]), [
      ['btn-log-export', LOG_MENU_ID, 'system:log:export'], ['btn-log-list', LOG_MENU_ID, 'system:log:list'], [LOG_MENU_ID, 'menu-system', ''],
    ]);
    assert.deepEqual(await items('log_type'), ['1 Sign-in log', '2 Operation log', '3 Access log']);
    assert.equal((await items('operate_type')).length, 7);
  });

  it('adds them to a database seeded before, once however often it runs', async () => {
    await s.ctx.db.deleteFrom('permissions').where('id', 'in', BUTTON_IDS).execute();
    await s.ctx.db.deleteFrom('dicts').where('dict_code', 'in', LOG_DICTIONARIES.map(([code]) => code)).execute();
    await addLogPageEntries(s.ctx.db);
    await addLogPageEntries(s.ctx.db);
    assert.deepEqual(await grantedTo('admin'), [1, 2].flatMap((t) => [LOG_MENU_ID, ...BUTTON_IDS].map((id) => `${t}:${id}`)).sort());
    assert.deepEqual(await grantedTo('staff'), []);
    assert.deepEqual(await items('log_type'), ['1 Sign-in log', '2 Operation log', '3 Access log']);
    assert.deepEqual(await items('operate_type'), ['1 Visit', '2 Add', '3 Edit', '4 Delete', '5 Import', '6 Export', '8 Download']);
  });

  it('gives staff neither the menu entry nor its permissions', async () => {
    await s.settled();
    const staff = await s.login('zhangsan');
    const res = await s.app.inject({ url: '/api/sys/permission/getUserPermissionByToken', headers: { 'x-access-token': staff } });
    assert.equal(res.statusCode, 200, res.body);
    // allAuth is the system's policy, the same for everyone: the user's own are menu and auth.
    const own = (body: string) => { const { menu, auth } = JSON.parse(body).result; return JSON.stringify({ menu, auth }); };
    assert.doesNotMatch(own(res.body), /isystem\/log|system:log:/);
    const admin = await s.login('admin');
    const theirs = own((await s.app.inject({ url: '/api/sys/permission/getUserPermissionByToken', headers: { 'x-access-token': admin } })).body);
    assert.match(theirs, /"path":"\/isystem\/log"/);
    assert.match(theirs, /"action":"system:log:list"/);
    assert.match(theirs, /"action":"system:log:export"/);
  });
});
