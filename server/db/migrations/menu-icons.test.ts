import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { up } from './0007-menu-icons.ts';

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
    await s.ctx.db.updateTable('permissions').set({ icon: 'star' }).where('id', '=', 'menu-sys-role').execute();
    await up(s.ctx.db);
    assert.equal(await iconOf('menu-report-history'), 'clock-history');
    assert.equal(await iconOf('menu-sys-role'), 'star');
  });
});
