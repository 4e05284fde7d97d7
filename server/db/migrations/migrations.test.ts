import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { up as menuIcons } from './0007-menu-icons.ts';
import { up as launcherSpaces } from './0008-launcher-spaces.ts';

describe('migration 0007: menu icons', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const iconOf = async (id: string) => (await s.ctx.db.selectFrom('permissions').select('icon').where('id', '=', id).executeTakeFirstOrThrow()).icon;

  it('seeds an icon on every page of a fresh menu', async () => {
    const blank = await s.ctx.db.selectFrom('permissions').select('id').where('menu_type', '!=', 2).where('icon', '=', '').execute();
    assert.deepEqual(blank, []);
  });

  it('fills the icons an older database lacks and keeps the ones an administrator chose', async () => {
    await s.ctx.db.updateTable('permissions').set({ icon: '' }).where('id', '=', 'menu-report-history').execute();
    await s.settled();
    await s.ctx.db.updateTable('permissions').set({ icon: 'star' }).where('id', '=', 'menu-sys-role').execute();
    await s.settled();
    await menuIcons(s.ctx.db);
    assert.equal(await iconOf('menu-report-history'), 'clock-history');
    assert.equal(await iconOf('menu-sys-role'), 'star');
  });
});

describe('migration 0008: launcher spaces', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('links the seeded spaces to their pages on a database seeded before it', async () => {
    const before = await s.ctx.db.selectFrom('launcher_space_entries').selectAll().orderBy('app_id').orderBy('sort_no').execute();
    assert.equal(before.length, 12);
    await s.ctx.db.schema.dropTable('launcher_space_entries').execute();
    await launcherSpaces(s.ctx.db);
    const after = await s.ctx.db.selectFrom('launcher_space_entries').selectAll().orderBy('app_id').orderBy('sort_no').execute();
    assert.deepEqual(after, before);
  });
});
