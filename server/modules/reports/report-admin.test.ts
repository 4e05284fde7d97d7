import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { reportResource } from '../../../shared/resources/report.ts';
import { reportSourceResource } from '../../../shared/resources/report-source.ts';
import { resourceContract } from '../../test-support/resource-contract.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

// Sources seal their URL with the key: without one a PostgreSQL source cannot be saved.
const SECRET_KEY = 'contract-secret-key-0123456789';

resourceContract({
  resource: reportSourceResource,
  config: { secretKey: SECRET_KEY },
  sample: (n, text) => ({ code: `src-${n}`, name: text, kind: 'postgres' as const, url: `postgres://reader:pw${n}@db.example:5432/dw${n}` }),
  textField: 'name',
  uniqueField: 'code',
});

// A report needs a source: the seeded built-in one.
let builtinId = '';
resourceContract({
  resource: reportResource,
  setup: async (s) => {
    builtinId = (await s.ctx.db.selectFrom('report_sources').select('id').where('kind', '=', 'builtin').executeTakeFirstOrThrow()).id;
  },
  sample: (n, text) => ({ code: `report-${n}`, name: text, sourceId: builtinId, sqlText: `select ${n} as n`, view: { chart: 'table' as const, aggregate: 'sum' as const } }),
  textField: 'name',
  uniqueField: 'code',
});

describe('GET /report/definition/menuChoices (the report form\'s menu entries)', () => {
  let s: TestServer;
  let admin: string;
  const choices = (token: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'GET', url: '/api/report/definition/menuChoices', headers: { 'x-access-token': token, ...headers } });

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(() => s.close());

  it('answers the report pages of the menu, not their buttons nor other pages, titled in the request\'s language', async () => {
    const en = await choices(admin, { 'x-locale': 'en' });
    assert.equal(en.statusCode, 200, en.body);
    const records = en.json().result as { id: string; title: string; url: string }[];
    assert.deepEqual(records.map((r) => r.id).sort(), ['menu-report-history', 'menu-report-prep', 'menu-report-self']);
    assert.deepEqual(records.find((r) => r.id === 'menu-report-history'), { id: 'menu-report-history', title: 'Report history', url: '/report/history' });
    const tc = (await choices(admin, { 'x-locale': 'tc' })).json().result as { id: string; title: string }[];
    assert.equal(tc.find((r) => r.id === 'menu-report-history')?.title, '歷史報表');

    // A deleted entry is offered no more; a portal page never.
    await s.ctx.db.updateTable('permissions').set({ del_flag: true }).where('id', '=', 'menu-report-self').execute();
    await s.settled();
    const after = (await choices(admin)).json().result as { id: string }[];
    assert.deepEqual(after.map((r) => r.id).sort(), ['menu-report-history', 'menu-report-prep']);
  });

  it('is refused without report:definition:list and outside the platform tenant', async () => {
    const staff = await s.login('zhangsan');
    assert.equal((await choices(staff)).statusCode, 403);
    const other = await choices(admin, { 'x-tenant-id': '2', 'x-locale': 'en' });
    assert.equal(other.statusCode, 403, other.body);
    assert.equal(other.json().message, 'Only the platform administrators may manage this data');
  });
});

// The server's words of the report administration pages in en and tc (issue 23: moved from the
// end-to-end 'the pages speak en and tc…'; the pages' own words are their component tests').
describe("the report administration pages' words from the server, in en and tc", () => {
  let s: TestServer;
  let admin: string;
  const get = (url: string, locale: string) => s.app.inject({ method: 'GET', url, headers: { 'x-access-token': admin, 'x-locale': locale } });

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(() => s.close());

  it("names the seeded report's source and menu entry in the request's language, and gives the seeded report and source their three names", async () => {
    const expected = { en: { source: 'Portal database', menu: 'Report history' }, tc: { source: '門戶數據庫', menu: '歷史報表' } };
    for (const [locale, words] of Object.entries(expected)) {
      const reports = await get('/api/report/definition/list?pageSize=100&code=enrolment-history', locale);
      assert.equal(reports.statusCode, 200, reports.body);
      const report = (reports.json().result.records as Record<string, string>[]).find((r) => r.code === 'enrolment-history')!;
      assert.deepEqual([report.name, report.nameEn, report.nameTc], ['各部门月度报名人数', 'Monthly enrolments by department', '各部門月度報名人數']);
      assert.deepEqual([report.sourceName, report.menuTitle], [words.source, words.menu], locale);
      const sources = await get('/api/report/source/list?pageSize=100&code=portal', locale);
      assert.equal(sources.statusCode, 200, sources.body);
      const source = (sources.json().result.records as Record<string, string>[]).find((r) => r.code === 'portal')!;
      assert.deepEqual([source.name, source.nameEn, source.nameTc, source.kind], ['门户数据库', 'Portal database', '門戶數據庫', 'builtin']);
    }
  });

  it("titles the two pages' menu entries in three languages", async () => {
    const permissions = await get('/api/sys/permission/getUserPermissionByToken', 'en');
    const system = (permissions.json().result.menu as { path: string; children?: { path: string; meta: { title: string; titleEN: string; titleTC: string } }[] }[])
      .find((m) => m.path === '/isystem')!;
    const titles = (path: string) => { const { meta } = system.children!.find((c) => c.path === path)!; return [meta.title, meta.titleEN, meta.titleTC]; };
    assert.deepEqual(titles('/isystem/reportSource'), ['数据源管理', 'Data sources', '數據源管理']);
    assert.deepEqual(titles('/isystem/report'), ['报表设计', 'Report design', '報表設計']);
  });
});
