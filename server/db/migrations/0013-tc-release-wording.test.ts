import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { up } from './0013-tc-release-wording.ts';

describe('migration 0013: 發佈 in traditional Chinese menu and button names', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const nameTc = async () => (await s.ctx.db.selectFrom('permissions').select('name_tc')
    .where('id', '=', 'btn-announcement-release').executeTakeFirstOrThrow()).name_tc;

  it('a fresh database is seeded with 發佈', async () => {
    assert.equal(await nameTc(), '發佈通告');
  });

  it('rewrites 發布 that a database from before holds', async () => {
    await s.ctx.db.updateTable('permissions').set({ name_tc: '發布通告' }).where('id', '=', 'btn-announcement-release').execute();
    await s.settled();
    await up(s.ctx.db);
    assert.equal(await nameTc(), '發佈通告');
  });
});
