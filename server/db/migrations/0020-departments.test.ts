import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { DEPART_BUTTONS, DEPART_ROLE_BUTTONS, DEPART_ROLE_MENU, down, up } from './0020-departments.ts';

const IDS: string[] = [...DEPART_BUTTONS.map(([id]) => id), DEPART_ROLE_MENU.id, ...DEPART_ROLE_BUTTONS.map(([id]) => id)];

describe('migration 0019: departments', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const grants = () => s.ctx.db.selectFrom('role_permissions as rp').innerJoin('roles as r', 'r.id', 'rp.role_id')
    .select(['r.role_code', 'r.tenant_id', 'rp.permission_id']).where('rp.permission_id', 'in', IDS).execute();
  const orgTypes = async () => (await s.ctx.db.selectFrom('dict_items as i').innerJoin('dicts as d', 'd.id', 'i.dict_id')
    .select(['i.item_value', 'i.item_text_en']).where('d.dict_code', '=', 'org_type').orderBy('i.sort_order').execute())
    .map((i) => `${i.item_value} ${i.item_text_en}`);

  it('a fresh database has the buttons and the department-roles page from the seed, for the admin role of each tenant only', async () => {
    const rows = await grants();
    assert.equal(rows.length, IDS.length * 2);
    assert.ok(rows.every((g) => g.role_code === 'admin'));
    assert.deepEqual(await orgTypes(), ['1 Company', '2 Department', '3 Post']);
  });

  it("adds the columns, tables, dictionary and pages to a database seeded before it, granted to every tenant's admin role", async () => {
    await down(s.ctx.db);
    assert.deepEqual(await grants(), []);
    assert.deepEqual(await orgTypes(), []);
    await up(s.ctx.db);
    const rows = await grants();
    assert.equal(rows.length, IDS.length * 2);
    assert.deepEqual(new Set(rows.map((g) => g.tenant_id)), new Set([1, 2]));
    assert.ok(rows.every((g) => g.role_code === 'admin'));
    const parents = await s.ctx.db.selectFrom('permissions').select(['id', 'parent_id']).where('id', 'in', IDS).execute();
    assert.ok(parents.every((p) => p.parent_id === (p.id === DEPART_ROLE_MENU.id ? 'menu-system' : p.id.startsWith('btn-depart-role') ? DEPART_ROLE_MENU.id : 'menu-sys-depart')));
    assert.deepEqual(await orgTypes(), ['1 Company', '2 Department', '3 Post']);
    const types = await s.ctx.db.selectFrom('departments').select(['org_code', 'org_type', 'phone']).where('tenant_id', '=', 1).orderBy('org_code').execute();
    assert.deepEqual(types.map((d) => `${d.org_code} ${d.org_type} '${d.phone}'`), ["A01 1 ''", "A01A01 2 ''", "A01A01A01 3 ''", "A01A02 2 ''", "A01A03 2 ''"]);
    assert.deepEqual(await s.ctx.db.selectFrom('depart_roles').selectAll().execute(), [], 'the tables are there, empty');
  });
});
