// test-plan: one engine (Tableau is a stand-in; what runs on the database here, tickets and the built-in report pages, reports.test.ts proves on both engines)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { portalPolicy } from '../../plugins/security-headers.ts';
import { startTableauStandIn } from '../../test-support/tableau-stand-in.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const TRUSTED = '/api/dkp-tableau/tableau/trusted/getTrustedUrl';
const TICKET = '/api/dkp-tableau/tableau/trusted/getTicket';

describe('reports shown by Tableau Server (issue 12: trusted tickets against a stand-in of its documented contract)', () => {
  let tableau: Awaited<ReturnType<typeof startTableauStandIn>>;
  let s: TestServer;
  let admin: string;
  let staff: string;
  const get = (token: string, url: string, lang = 'zh-CN') =>
    s.app.inject({ method: 'GET', url, headers: { 'x-access-token': token, 'accept-language': lang } });
  const trusted = (token: string, url: string, lang?: string) => get(token, `${TRUSTED}?url=${encodeURIComponent(url)}`, lang);

  before(async () => {
    // zhangsan is a user of the site 'finance'; lisi is not.
    tableau = await startTableauStandIn({ finance: ['admin', 'zhangsan'] });
    s = await startTestServer({ tableau: { url: tableau.url, site: 'finance' } });
    [admin, staff] = [await s.login('admin'), await s.login('zhangsan')];
    // 自我分析 (menu-report-self, which staff may open) becomes a Tableau view.
    await s.ctx.db.deleteFrom('reports').where('permission_id', '=', 'menu-report-self').execute();
    const add = await s.app.inject({
      method: 'POST', url: '/api/report/definition/add', headers: { 'x-access-token': admin },
      payload: {
        code: 'self-tableau', name: '自我分析', nameEn: 'Self analysis', nameTc: '自我分析', tableauView: 'LearningOverview/Self',
        view: { chart: 'table', aggregate: 'sum' }, permissionId: 'menu-report-self',
      },
    });
    assert.equal(add.statusCode, 200, add.body);
  });
  after(async () => {
    await s.close();
    await tableau.close();
  });

  it('asks Tableau for a ticket for the user and site, and frames the view with it once', async () => {
    const answer = await trusted(staff, '/report/selfAnalyze');
    assert.equal(answer.statusCode, 200, answer.body);
    const { url, result } = answer.json();
    assert.equal(result.provider, 'tableau');
    assert.equal(result.permissionId, 'menu-report-self');
    assert.equal(result.url, url);
    const prefix = `${tableau.url}/trusted/${result.ticket}/t/finance/views/LearningOverview/Self?`;
    assert.ok(url.startsWith(prefix), url);
    assert.equal(new URL(url).search, '?toolbar=yes&device=desktop&username=zhangsan');
    const asked = tableau.log.requests.at(-1)!;
    assert.equal(asked.username, 'zhangsan');
    assert.equal(asked.target_site, 'finance');
    assert.ok(asked.client_ip, 'the viewer\'s address is sent for Tableau\'s extended IP check');

    assert.ok(portalPolicy([], s.ctx.config.tableau!.url).includes(`frame-src 'self' ${tableau.url};`), 'the portal may frame the Tableau Server');

    const view = await fetch(url);
    assert.equal(view.status, 200);
    assert.match(await view.text(), /<p id="user">zhangsan<\/p>/);
    assert.equal((await fetch(url)).status, 401, 'a Tableau ticket serves once');
  });

  it('answers the ticket alone for an encoded view path, for Tableau views and for built-in reports', async () => {
    const tableauTicket = await get(staff, `${TICKET}?path=${encodeURIComponent('views/LearningOverview/Self')}`);
    assert.equal(tableauTicket.statusCode, 200, tableauTicket.body);
    const { ticket, provider } = tableauTicket.json().result;
    assert.equal(provider, 'tableau');
    assert.equal((await fetch(`${tableau.url}/trusted/${ticket}/t/finance/views/LearningOverview/Self`)).status, 200);

    const builtIn = await get(staff, `${TICKET}?path=${encodeURIComponent('/views/enrolment-history')}`);
    assert.equal(builtIn.json().result.provider, 'builtin');
    const page = await s.app.inject({ method: 'GET', url: `/reports/trusted/${builtIn.json().result.ticket}/views/enrolment-history` });
    assert.equal(page.statusCode, 200, 'the client builds the built-in view URL with the ticket');
    assert.equal((await trusted(staff, 'views/enrolment-history')).json().result.provider, 'builtin', 'getTrustedUrl takes a view path too');

    const other = await get(staff, `${TICKET}?path=${encodeURIComponent('views/Other/View')}`, 'en');
    assert.equal(other.statusCode, 403);
    assert.match(other.json().message, /^You have no permission to view this report/);
  });

  it('tells the viewer when Tableau issues no ticket (-1) or cannot be reached, in its language', async () => {
    await s.ctx.db.insertInto('role_permissions').columns(['role_id', 'permission_id'])
      .expression(s.ctx.db.selectFrom('roles').select((eb) => ['id', eb.val('menu-report-self').as('permission_id')]).where('role_code', '=', 'staff'))
      .onConflict((oc) => oc.doNothing()).execute();
    const lisi = await s.login('lisi');
    const refused = await trusted(lisi, '/report/selfAnalyze', 'en');
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().message, 'Tableau Server issued no ticket for lisi: the user must exist on Tableau, and this server must be a trusted host');

    tableau.setDown(true);
    try {
      const down = await trusted(staff, '/report/selfAnalyze', 'zh-TW');
      assert.equal(down.statusCode, 502);
      assert.equal(down.json().message, 'Tableau Server 暫時無法訪問，請稍後再試');
    } finally {
      tableau.setDown(false);
    }
  });

  it('offers no server download and no home card for a Tableau view', async () => {
    const download = await get(admin, `/api/reports/download?path=${encodeURIComponent('/report/selfAnalyze')}&format=csv`, 'en');
    assert.equal(download.statusCode, 400, download.body);
    assert.match(download.json().message, /use its toolbar/);
    const home = await get(staff, '/api/reports/home');
    assert.ok(!home.json().result.some((card: { permissionId: string }) => card.permissionId === 'menu-report-self'));
  });

  it('checks a report\'s Tableau view, and asks a query report for its SQL and source', async () => {
    const add = (payload: Record<string, unknown>) => s.app.inject({
      method: 'POST', url: '/api/report/definition/add', headers: { 'x-access-token': admin, 'accept-language': 'en' },
      payload: { code: `r${Math.random().toString(36).slice(2, 8)}`, name: '测试', view: { chart: 'table' }, ...payload },
    });
    assert.equal((await add({ tableauView: 'only-a-workbook' })).statusCode, 400);
    assert.equal((await add({ tableauView: 'a/b/c' })).statusCode, 400);
    const neither = await add({});
    assert.equal(neither.statusCode, 400);
    assert.equal(neither.json().message, 'Give the SQL and data source, or a Tableau view');
    const list = await s.app.inject({ method: 'GET', url: '/api/report/definition/list?code=self-tableau', headers: { 'x-access-token': admin } });
    const [record] = list.json().result.records;
    assert.equal(record.tableauView, 'LearningOverview/Self');
    assert.equal(record.sourceId, '');
    assert.equal(record.sourceName, 'Tableau');
  });
});

describe('a Tableau view without DKP_TABLEAU_URL', () => {
  it('is refused with what to configure, not a broken frame', async () => {
    const s = await startTestServer();
    try {
      await s.ctx.db.updateTable('reports').set({ tableau_view: 'Workbook/View', source_id: null, sql_text: '' }).where('permission_id', '=', 'menu-report-history').execute();
      const answer = await s.app.inject({
        method: 'GET', url: `${TRUSTED}?url=${encodeURIComponent('/report/history')}`, headers: { 'x-access-token': await s.login('zhangsan'), 'accept-language': 'en' },
      });
      assert.equal(answer.statusCode, 503);
      assert.match(answer.json().message, /DKP_TABLEAU_URL/);
    } finally {
      await s.close();
    }
  });
});
