import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { addMenuAdminEntries, classifyMenus, MENU_BUTTONS, PERMISSION_GROUP_BUTTONS, PERMISSION_GROUP_MENU } from './0021-menus.ts';

const NEW_IDS = [PERMISSION_GROUP_MENU.id, ...[...MENU_BUTTONS, ...PERMISSION_GROUP_BUTTONS].map(([id]) => id)];

describe('migration 0020: menus', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const categories = async (ids: string[]) => Object.fromEntries((await s.ctx.db.selectFrom('permissions').select(['id', 'menu_category'])
    .where('id', 'in', ids).execute()).map((r) => [r.id, r.menu_category]));
  const grantedTo = async (roleCode: string) => (await s.ctx.db.selectFrom('role_permissions as rp').innerJoin('roles as r', 'r.id', 'rp.role_id')
    .select(['r.tenant_id', 'rp.permission_id']).where('r.role_code', '=', roleCode).where('rp.permission_id', 'in', NEW_IDS).execute())
    .map((r) => `${r.tenant_id}:${r.permission_id}`).sort();

  it("seeds the new page and buttons, granted to every tenant's administrators only, with categories", async () => {
    assert.deepEqual(await grantedTo('admin'), [1, 2].flatMap((t) => NEW_IDS.map((id) => `${t}:${id}`)).sort());
    assert.deepEqual(await grantedTo('staff'), []);
    assert.deepEqual(await categories(['menu-home', 'menu-report-history', 'btn-user-list', PERMISSION_GROUP_MENU.id]), {
      'menu-home': 'portal', 'menu-report-history': 'report', 'btn-user-list': '', [PERMISSION_GROUP_MENU.id]: 'portal',
    });
  });

  it('adds them to a database seeded before, once however often it runs', async () => {
    await s.ctx.db.deleteFrom('permissions').where('id', 'in', NEW_IDS).execute();
    await addMenuAdminEntries(s.ctx.db);
    await addMenuAdminEntries(s.ctx.db);
    const rows = await s.ctx.db.selectFrom('permissions').select(['id', 'parent_id', 'menu_type', 'perms']).where('id', 'in', NEW_IDS).execute();
    assert.equal(rows.length, NEW_IDS.length);
    assert.equal(rows.find((r) => r.id === 'btn-permission-group-add')?.parent_id, PERMISSION_GROUP_MENU.id);
    assert.equal(rows.find((r) => r.id === 'btn-permission-rule')?.perms, 'system:permission:rule');
    assert.deepEqual(await grantedTo('admin'), [1, 2].flatMap((t) => NEW_IDS.map((id) => `${t}:${id}`)).sort());
  });

  it('classifies the existing rows: external links, report pages, portal pages, buttons', async () => {
    await s.ctx.db.updateTable('permissions').set({ internal_or_external: true, url: 'https://example.com' }).where('id', '=', 'menu-knowledge').execute();
    await s.ctx.db.updateTable('permissions').set({ menu_category: 'portal' }).execute();
    await classifyMenus(s.ctx.db);
    assert.deepEqual(await categories(['menu-knowledge', 'menu-report-prep', 'menu-news', 'btn-sms-outbox']), {
      'menu-knowledge': 'link', 'menu-report-prep': 'report', 'menu-news': 'portal', 'btn-sms-outbox': '',
    });
  });

  it('gives a menu added without an id a generated one', async () => {
    const row = await s.ctx.db.insertInto('permissions').values({ name: 'x', name_en: 'x', name_tc: 'x', menu_type: 0 } as never)
      .returning('id').executeTakeFirstOrThrow();
    assert.match(row.id, /^[0-9a-f-]{36}$/);
  });
});
