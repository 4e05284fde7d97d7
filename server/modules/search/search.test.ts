import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MenuItem } from '../../../shared/schemas/permission.ts';
import type { SearchPage } from '../../../shared/schemas/search.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('the search-results list (portal-shell §2.1, GET /sys/search/list)', () => {
  let s: TestServer;
  let admin: string;
  let staff: string;

  /** Extra pages under Reports, granted to the staff role of tenant 1, to probe matching and links. */
  const extraPages = [
    { id: 't-growth-pct', name: '增长 100% 报表', name_en: 'Growth 100% report', name_tc: '增長 100% 報表', url: '/report/growth-pct' },
    { id: 't-growth-1000', name: '增长 1000 报表', name_en: 'Growth 1000 report', name_tc: '增長 1000 報表', url: '/report/growth-1000' },
    { id: 't-under', name: '周报 a_b', name_en: 'Weekly a_b', name_tc: '週報 a_b', url: '/report/a-b' },
    { id: 't-under-x', name: '周报 axb', name_en: 'Weekly axb', name_tc: '週報 axb', url: '/report/axb' },
    { id: 't-wiki', name: '内网百科', name_en: 'Intranet wiki', name_tc: '內網百科', url: 'https://wiki.example.org/home', internal_or_external: true },
    { id: 't-bad-link', name: '坏链接百科', name_en: 'Bad link wiki', name_tc: '壞鏈接百科', url: 'javascript:alert(1)', internal_or_external: true },
    { id: 't-hidden', name: '隐藏百科', name_en: 'Hidden wiki', name_tc: '隱藏百科', url: '/report/hidden', hidden: true },
  ];

  before(async () => {
    s = await startTestServer();
    await s.ctx.db.insertInto('permissions').values(extraPages.map((page, index) => ({
      ...page, parent_id: 'menu-reports', menu_type: 1, component: 'ReportViewer', component_name: 'ReportViewer', sort_no: 100 + index,
    }))).execute();
    const staffRole = await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', 1).where('role_code', '=', 'staff').executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('role_permissions').values(extraPages.map((page) => ({ role_id: staffRole.id, permission_id: page.id }))).execute();
    await s.settled();
    admin = await s.login('admin');
    staff = await s.login('zhangsan');
  });
  after(async () => { await s.close(); });

  const call = (query: Record<string, string | number>, token: string | null, headers: Record<string, string> = {}) =>
    s.app.inject({
      method: 'GET',
      url: '/api/sys/search/list',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: { ...(token ? { 'x-access-token': token } : {}), ...headers },
    });
  const search = async (query: Record<string, string | number>, token: string, headers: Record<string, string> = {}) => {
    const res = await call({ category: '1', ...query }, token, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as SearchPage;
  };

  it('finds the administration pages for the administrator, with their breadcrumb trail', async () => {
    const page = await search({ key: '管理' }, admin);
    const sysUser = page.records.find((r) => r.id === 'menu-sys-user');
    assert.deepEqual(sysUser, { id: 'menu-sys-user', title: '用户管理', path: '/isystem/user', trail: ['系统管理'], external: false, category: '1' });
    assert.ok(page.records.some((r) => r.path === '/isystem/role'));
    assert.ok(page.records.every((r) => r.id !== 'menu-system'), 'a parent that redirects to a child is not a page');
    assert.equal(page.total, page.records.length);
  });

  it('never gives a staff member a page of /isystem, whatever the key', async () => {
    for (const key of ['管理', 'isystem', 'Users', '系统', 'e']) {
      const page = await search({ key, pageSize: 100 }, staff);
      assert.ok(page.records.every((r) => !r.path.startsWith('/isystem')), `${key}: ${JSON.stringify(page.records)}`);
    }
    assert.equal((await search({ key: '用户管理' }, staff)).total, 0);
  });

  it('matches the title in every language, ignoring case, and answers in the request\'s language', async () => {
    const en = await search({ key: 'REPORT HIST' }, staff, { 'x-locale': 'en' });
    assert.deepEqual(en.records.map((r) => [r.title, r.trail]), [['Report history', ['Reports']]]);
    const tc = await search({ key: '歷史報表' }, staff, { 'x-locale': 'tc' });
    assert.deepEqual(tc.records.map((r) => [r.title, r.trail]), [['歷史報表', ['報表中心']]]);
    const crossed = await search({ key: 'report history' }, staff);
    assert.deepEqual(crossed.records.map((r) => r.title), ['历史报表'], 'an English key finds the page, titled in Chinese by default');
  });

  it('takes % and _ literally rather than as wildcards', async () => {
    assert.deepEqual((await search({ key: '100%' }, staff)).records.map((r) => r.id), ['t-growth-pct']);
    assert.deepEqual((await search({ key: 'a_b' }, staff)).records.map((r) => r.id), ['t-under']);
    assert.equal((await search({ key: '%' }, staff)).total, 1);
    assert.equal((await search({ key: '_' }, staff)).total, 1);
  });

  it('marks external http(s) pages, and leaves out hidden pages and non-http links', async () => {
    const page = await search({ key: 'wiki' }, staff, { 'x-locale': 'en' });
    assert.deepEqual(page.records, [{ id: 't-wiki', title: 'Intranet wiki', path: 'https://wiki.example.org/home', trail: ['Reports'], external: true, category: '1' }]);
  });

  it('pages the hits and counts them all', async () => {
    const all = await search({ key: 'e', pageSize: 100 }, staff, { 'x-locale': 'en' });
    assert.ok(all.total > 5, `enough hits to page: ${all.total}`);
    const first = await search({ key: 'e', pageSize: 2 }, staff, { 'x-locale': 'en' });
    const second = await search({ key: 'e', pageSize: 2, pageNo: 2 }, staff, { 'x-locale': 'en' });
    assert.equal(first.total, all.total);
    assert.deepEqual([first.pageNo, first.pageSize, second.pageNo], [1, 2, 2]);
    assert.deepEqual([...first.records, ...second.records].map((r) => r.id), all.records.slice(0, 4).map((r) => r.id));
    const beyond = await search({ key: 'e', pageNo: 99 }, staff);
    assert.deepEqual([beyond.records.length, beyond.total], [0, all.total]);
    assert.equal((await search({ key: 'e' }, staff)).pageSize, 10, 'ten a page unless asked');
  });

  it('refuses an empty, blank or too long key and a bad page with a localised 400', async () => {
    const cases: [Record<string, string | number>, Record<string, string>, RegExp][] = [
      [{ key: '' }, {}, /key 不能为空/],
      [{}, { 'x-locale': 'en' }, /key is required/],
      [{ key: '   ' }, {}, /key 格式不正确/],
      [{ key: 'x'.repeat(101) }, { 'x-locale': 'tc' }, /key 長度不能超過 100/],
      [{ key: 'a', pageSize: 101 }, { 'x-locale': 'en' }, /pageSize is not valid/],
      [{ key: 'a', pageNo: 0 }, {}, /pageNo/],
      [{ key: 'a', pageNo: '1000000000000000000' }, {}, /pageNo/],
      [{ key: 'a', category: '9' }, {}, /category/],
    ];
    for (const [query, headers, message] of cases) {
      const res = await call(query, staff, headers);
      assert.equal(res.statusCode, 400, JSON.stringify(query));
      const body = res.json();
      assert.equal(body.success, false);
      assert.match(body.message, message);
    }
    assert.equal((await search({ key: 'x'.repeat(100) }, staff)).total, 0, 'a hundred characters are fine');
  });

  it('names only pages of the menu the same session is answered, in each tenant', async () => {
    const menuIds = async (token: string, headers: Record<string, string>) => {
      const res = await s.app.inject({ method: 'GET', url: '/api/sys/permission/getUserPermissionByToken', headers: { 'x-access-token': token, ...headers } });
      const ids = new Set<string>();
      const walk = (items: MenuItem[]) => items.forEach((item) => { ids.add(item.id); walk(item.children ?? []); });
      walk(res.json().result.menu);
      return ids;
    };
    for (const [token, headers] of [[admin, {}], [staff, {}], [admin, { 'x-tenant-id': '2' }]] as const) {
      const allowed = await menuIds(token, headers);
      assert.ok((await search({ key: 'e', pageSize: 100 }, token, { ...headers, 'x-locale': 'en' })).total > 0, 'the check has hits to judge');
      for (const key of ['e', 'a', '管理', '报表', '/', '1']) {
        const page = await search({ key, pageSize: 100 }, token, { ...headers, 'x-locale': 'en' });
        const stray = page.records.filter((r) => !allowed.has(r.id));
        assert.deepEqual(stray, [], `${key} in ${JSON.stringify(headers)}`);
      }
    }
  });

  it('hides the brand-culture page from the account configured not to see it', async () => {
    const lisi = await s.login('lisi');
    assert.deepEqual((await search({ key: '品牌' }, lisi)).records.map((r) => [r.id, r.trail]), [['menu-brand-culture', ['文化墙']]]);
    await s.ctx.db.updateTable('personalization').set({ brand_hidden_username: 'LiSi' }).where('tenant_id', '=', 1).execute();
    await s.settled();
    try {
      assert.equal((await search({ key: '品牌' }, lisi)).total, 0);
      assert.equal((await search({ key: '品牌' }, staff)).total, 1, 'others still find it');
    } finally {
      await s.ctx.db.updateTable('personalization').set({ brand_hidden_username: 'guest' }).where('tenant_id', '=', 1).execute();
      await s.settled();
    }
  });

  it('answers 401 without a session', async () => {
    const res = await call({ key: '报表', category: '1' }, null);
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().success, false);
  });
});
