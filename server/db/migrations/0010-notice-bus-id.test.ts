import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Notice } from '../../../shared/schemas/notice.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { down, up } from './0010-notice-bus-id.ts';

describe('migration 0010: the item of a notice (bus_id)', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const busIds = async () => Object.fromEntries((await s.ctx.db.selectFrom('notices').select(['title', 'bus_id']).execute()).map((r) => [r.title, r.bus_id]));

  it('a fresh database has the seeded items', async () => {
    const seeded = await busIds();
    assert.equal(seeded['李四 向您共享了报表「历史报表」'], 'workbook-history-q3');
    assert.equal(seeded['张三 在数字工作台中提到了您'], '', 'a notice about the entry as a whole');
  });

  it('gives the notices of a database from before it an empty item, which the bell reads as the entry itself', async () => {
    await down(s.ctx.db);
    const columns = (await s.ctx.db.introspection.getTables()).find((t) => t.name === 'notices')!.columns.map((c) => c.name);
    assert.ok(!columns.includes('bus_id'));
    await up(s.ctx.db);
    const after = await busIds();
    assert.ok(Object.keys(after).length > 0);
    assert.ok(Object.values(after).every((busId) => busId === ''));

    const token = await s.login('zhangsan');
    const res = await s.app.inject({ method: 'GET', url: '/api/sys/notice/getNoticePage?pageNo=1&pageSize=100&readFlag=2', headers: { 'x-access-token': token } });
    assert.equal(res.statusCode, 200, res.body);
    const shared = (res.json().result.records as Notice[]).find((n) => n.type === 0)!;
    assert.equal(shared.busId, '');
    assert.equal(shared.relationId, 'menu-report-history', 'the entry is kept');
  });
});
