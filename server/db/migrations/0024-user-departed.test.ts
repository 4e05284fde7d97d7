import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { up } from './0024-user-departed.ts';

describe('migration 0024: departed users', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const items = async () => (await s.ctx.db.selectFrom('dict_items as i').innerJoin('dicts as d', 'd.id', 'i.dict_id')
    .select(['i.item_value', 'i.item_text', 'i.item_text_en', 'i.item_text_tc']).where('d.dict_code', '=', 'user_status')
    .orderBy('i.item_value').execute()).map((i) => Object.values(i).join('/'));

  it('adds the departed item to a database seeded before, once, keeping an item an administrator made', async () => {
    const seeded = await items();
    assert.deepEqual(seeded, ['1/正常/Normal/正常', '2/冻结/Frozen/凍結', '3/离职/Departed/離職']);
    await s.ctx.db.deleteFrom('dict_items').where('item_value', '=', '3')
      .where('dict_id', 'in', (eb) => eb.selectFrom('dicts').select('id').where('dict_code', '=', 'user_status')).execute();
    await up(s.ctx.db);
    await up(s.ctx.db);
    assert.deepEqual(await items(), seeded);
    await s.ctx.db.updateTable('dict_items').set({ item_text: '已离职' }).where('item_value', '=', '3')
      .where('dict_id', 'in', (eb) => eb.selectFrom('dicts').select('id').where('dict_code', '=', 'user_status')).execute();
    await up(s.ctx.db);
    assert.equal((await items())[2], '3/已离职/Departed/離職');
  });
});
