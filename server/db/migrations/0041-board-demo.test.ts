import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { DEMO_BOARD_PAGE, DEMO_COMMENTS, down, up } from './0041-board-demo.ts';

describe('migration 0041: the boards\' index and the demo comments', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const tenantComments = () => s.ctx.db.selectFrom('comments').select(['page_key', 'parent_id', 'content', 'author_name']).where('tenant_id', '=', 1).execute();

  it('gives a database seeded before it the demo threads once, replies under their comments; down and up again add nothing', async () => {
    const seeded = await tenantComments();
    const expected = DEMO_COMMENTS.flatMap(([, comments]) => comments.flatMap(([, , , replies]) => [1, ...replies.map(() => 1)])).length;
    assert.equal(seeded.length, expected, 'the seed wrote every demo comment and reply');
    assert.equal(seeded.filter((c) => c.page_key === DEMO_BOARD_PAGE).length, 4);
    assert.ok(seeded.some((c) => c.content === 'Congratulations to the whole team!') && seeded.some((c) => c.content === '恭喜各位獲獎團隊，明年繼續努力！'), 'in English and traditional Chinese too');

    await down(s.ctx.db);
    await s.ctx.db.deleteFrom('comments').execute();
    await up(s.ctx.db);
    const again = await tenantComments();
    assert.equal(again.length, expected);
    const replies = again.filter((c) => c.parent_id !== null);
    assert.deepEqual(replies.map((r) => r.author_name).sort(), ['李四', '王五', '管理员'].sort());

    await down(s.ctx.db);
    await up(s.ctx.db);
    assert.equal((await tenantComments()).length, expected, 'once, however often it runs');
  });
});
