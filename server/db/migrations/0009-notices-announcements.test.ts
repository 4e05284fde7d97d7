import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { ANNOUNCEMENT_BUTTONS, down, up } from './0009-notices-announcements.ts';

const BUTTON_IDS: string[] = ANNOUNCEMENT_BUTTONS.map(([id]) => id);

describe('migration 0009: notices and announcements', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const grants = () => s.ctx.db.selectFrom('role_permissions as rp').innerJoin('roles as r', 'r.id', 'rp.role_id')
    .select(['r.role_code', 'r.tenant_id', 'rp.permission_id']).where('rp.permission_id', 'in', BUTTON_IDS).execute();

  it('a fresh database has the buttons from the seed, for the admin role of each tenant only', async () => {
    const rows = await grants();
    assert.equal(rows.length, BUTTON_IDS.length * 2);
    assert.ok(rows.every((g) => g.role_code === 'admin'));
  });

  it('adds the tables and the buttons to a database seeded before it, granted to every tenant\'s admin role', async () => {
    await down(s.ctx.db);
    assert.deepEqual(await grants(), []);
    await up(s.ctx.db);
    const rows = await grants();
    assert.equal(rows.length, BUTTON_IDS.length * 2);
    assert.ok(rows.every((g) => g.role_code === 'admin'));
    assert.deepEqual(new Set(rows.map((g) => g.tenant_id)), new Set([1, 2]));
    const parents = await s.ctx.db.selectFrom('permissions').select('parent_id').where('id', 'in', BUTTON_IDS).execute();
    assert.ok(parents.every((p) => p.parent_id === 'menu-sys-announcement'));
    assert.deepEqual(await s.ctx.db.selectFrom('notices').selectAll().execute(), [], 'the tables are there, empty');
    assert.deepEqual(await s.ctx.db.selectFrom('announcements').selectAll().execute(), []);
  });
});
