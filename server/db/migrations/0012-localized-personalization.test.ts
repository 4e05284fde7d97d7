import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { down, LOCALIZED_PERSONALIZATION_COLUMNS, up } from './0012-localized-personalization.ts';

describe('migration 0012: personalisation per language', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const query = async () => (await s.app.inject({
    url: '/api/sys/personalIze/query', headers: { 'x-access-token': await s.login('zhangsan') },
  })).json().result;

  it('a fresh database has the seeded values in cn, en and tc', async () => {
    const result = await query();
    assert.deepEqual(result.headerTitle, { cn: 'DKP 数据知识门户', en: 'DKP Data Knowledge Portal', tc: 'DKP 數據知識門戶' });
    assert.equal(result.watermark.tc, '數據知識門戶');
  });

  it('keeps the values of a database from before it as cn, with en and tc empty (falling back to cn)', async () => {
    await down(s.ctx.db);
    const columns = (await s.ctx.db.introspection.getTables()).find((t) => t.name === 'personalization')!.columns.map((c) => c.name);
    assert.ok(LOCALIZED_PERSONALIZATION_COLUMNS.every((c) => !columns.includes(c)));
    await s.ctx.db.updateTable('personalization')
      .set({ header_title: '旧门户', watermark: '旧水印', logo: '/old.svg', logo_en: '/old-en.svg', login_logo: '/old-login.svg' })
      .where('tenant_id', '=', 1).execute();
    await up(s.ctx.db);

    const result = await query();
    assert.deepEqual(result.headerTitle, { cn: '旧门户', en: '', tc: '' });
    assert.deepEqual(result.watermark, { cn: '旧水印', en: '', tc: '' });
    assert.deepEqual(result.logo, { cn: '/old.svg', en: '/old-en.svg', tc: '' }, 'the English logo stays the English one');
    const login = (await s.app.inject({ url: '/api/sys/personalIze/getLoginLogo' })).json().result;
    assert.deepEqual(login.loginLogo, { cn: '/old-login.svg', en: '', tc: '' });
  });
});
