import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatWireDateTime } from '../../../shared/format/wire-time.ts';
import { readXlsxRows } from '../../lib/spreadsheet/xlsx-reader.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

type Entry = { id: string; logType: number; username: string; logContent: string; requestUrl: string; operateType: number; ip: string; createTime: string };

describe('the system log page (GET /sys/log/list, queryById, exportXls; read-only)', () => {
  let s: TestServer;
  let admin: string;
  let staff: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, headers: Record<string, string> = {}, payload?: object) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await call('GET', `/sys/log/list?${query}`, admin, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { records: Entry[]; total: number };
  };
  /** Writes entries as the server would, at fixed days (UTC noon), for the filters. */
  const write = (rows: { tenant?: number; type?: number; content: string; user?: string; day: string }[]) => s.ctx.db.insertInto('sys_logs').values(rows.map((r) => ({
    tenant_id: r.tenant ?? 1, log_type: r.type ?? 3, operate_type: 1, log_content: r.content, username: r.user ?? 'Probe',
    request_url: '/report/probe', ip: '10.0.0.9', created_at: new Date(`${r.day}T12:00:00Z`),
  }))).execute();

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
    staff = await s.login('zhangsan');
  });
  after(() => s.close());

  it('lists the access entries a tab change wrote, newest first, with the user, page title, URL, operate type and time', async () => {
    const visit = (permissionId: string, logContent: string, requestUrl: string) =>
      call('POST', '/dkp-system/sys/log/sysLog', staff, {}, { permissionId, logContent, requestUrl, logType: 3, operateType: 1 });
    assert.equal((await visit('menu-report-history', '历史报表', '/report/history')).statusCode, 200);
    s.clock.advance(1000);
    assert.equal((await visit('menu-report-prep', '备课报表', '/report/prep')).statusCode, 200);

    const page = await list('logType=3&username=zhangsan');
    assert.equal(page.total, 2);
    assert.deepEqual(page.records.map(({ logType, username, logContent, requestUrl, operateType }) => ({ logType, username, logContent, requestUrl, operateType })), [
      { logType: 3, username: 'zhangsan', logContent: '备课报表', requestUrl: '/report/prep', operateType: 1 },
      { logType: 3, username: 'zhangsan', logContent: '历史报表', requestUrl: '/report/history', operateType: 1 },
    ]);
    // JeecgBoot's form: the wall time in the server's zone, to the second.
    assert.equal(page.records[0]!.createTime, formatWireDateTime(s.clock.now(), s.config.timeZone));
    const one = await call('GET', `/sys/log/queryById?id=${page.records[0]!.id}`, admin);
    assert.equal(one.json().result.logContent, '备课报表');
    const signIns = await list('logType=1&username=zhangsan');
    assert.ok(signIns.records.some((r) => r.logContent === '用户 zhangsan 登录成功'), 'sign-ins are their own type');
  });

  it('shows the operation log of the kit as its own type, as written', async () => {
    const added = await call('POST', '/sys/position/add', admin, {}, { code: 'LOGGED1', name: 'Logged position', postRank: '' });
    assert.equal(added.statusCode, 200, added.body);
    const page = await list('logType=2&logContent=position add');
    assert.equal(page.total, 1);
    assert.deepEqual({ ...page.records[0], id: '', createTime: '', ip: '' }, {
      id: '', logType: 2, username: 'admin', logContent: `position add: ${added.json().result.id}`, requestUrl: '/api/sys/position/add', operateType: 2, createTime: '', ip: '',
      // Beside each dictionary-coded field, its text (dictionaries log_type and operate_type).
      logType_dictText: '操作日志', operateType_dictText: '新增',
    });
  });

  it('pages and filters by account and content (contains, any case) and by a time range, both ends included', async () => {
    await write(['2020-01-01', '2020-01-02', '2020-01-03', '2020-01-04', '2020-01-05'].map((day, i) => ({ content: `Range probe ${i + 1}`, day })));
    const paged = await list('logType=3&logContent=range PROBE&pageNo=2&pageSize=2');
    assert.equal(paged.total, 5);
    assert.deepEqual(paged.records.map((r) => r.logContent), ['Range probe 3', 'Range probe 2']);
    assert.equal((await list('username=PRO&logContent=range')).total, 5);
    const within = await list('logContent=range&createTime_begin=2020-01-02T00:00:00.000Z&createTime_end=2020-01-04T12:00:00.000Z');
    assert.deepEqual(within.records.map((r) => r.logContent), ['Range probe 4', 'Range probe 3', 'Range probe 2']);
    assert.equal((await list('logContent=range&createTime_begin=2020-01-04T00:00:00.000Z')).total, 2);
    assert.equal((await list('logContent=range&createTime_end=2020-01-01T23:59:59.999Z')).total, 1);
    const oldest = await list('logContent=range&column=createTime&order=asc&pageSize=1');
    assert.equal(oldest.records[0]!.logContent, 'Range probe 1');
    assert.equal((await list('logContent=range&logType=1')).total, 0);
    for (const bad of ['logType=x', 'createTime_begin=not-a-day', 'createTime_end=2020-13-45', 'column=ip', 'pageSize=100000', `logContent=${'x'.repeat(201)}`]) {
      assert.equal((await call('GET', `/sys/log/list?${bad}`, admin)).statusCode, 400, bad);
    }
  });

  it('keeps tenants apart: another tenant\'s entries are neither listed nor read', async () => {
    await write([{ tenant: 2, content: 'tenant two visit', day: '2021-06-01' }]);
    assert.equal((await list('logContent=tenant two')).total, 0);
    const theirs = await list('logContent=tenant two', { 'x-tenant-id': '2' });
    assert.equal(theirs.total, 1);
    assert.equal((await call('GET', `/sys/log/queryById?id=${theirs.records[0]!.id}`, admin)).statusCode, 404);
    assert.equal((await list('username=zhangsan', { 'x-tenant-id': '2' })).records.filter((r) => r.logType === 3).length, 0);
  });

  it('exports the filtered entries as an .xlsx in the request language, dictionary values as texts, and logs the export', async () => {
    const res = await call('GET', '/sys/log/exportXls?logType=3&username=zhangsan', admin, { 'x-locale': 'en' });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-disposition']), /attachment; filename="Logs_\d{8}\.xlsx"/);
    const rows = [];
    for await (const row of readXlsxRows(res.rawPayload, { maxRows: 100 })) rows.push(row.values);
    assert.deepEqual(rows.map((r) => [r['Log type'], r.Account, r.Content, r.URL, r.Operation]), [
      ['Access log', 'zhangsan', '备课报表', '/report/prep', 'Visit'], ['Access log', 'zhangsan', '历史报表', '/report/history', 'Visit'],
    ]);
    assert.equal((await list('logType=2&logContent=sysLog export')).total, 1);
  });

  it('is read-only, and refused to staff on every route', async () => {
    const [entry] = (await list('logType=3&pageSize=1')).records;
    for (const [method, url] of [['GET', '/sys/log/list'], ['GET', `/sys/log/queryById?id=${entry!.id}`], ['GET', '/sys/log/exportXls']] as const) {
      assert.equal((await call(method, url, staff)).statusCode, 403, `${method} ${url}`);
    }
    for (const [method, url] of [['POST', '/sys/log/add'], ['PUT', '/sys/log/edit'], ['DELETE', `/sys/log/delete?id=${entry!.id}`], ['DELETE', `/sys/log/deleteBatch?ids=${entry!.id}`], ['POST', '/sys/log/importExcel']] as const) {
      assert.equal((await call(method, url, admin, {}, method === 'DELETE' ? undefined : {})).statusCode, 404, `${method} ${url}`);
    }
    assert.equal((await call('GET', `/sys/log/queryById?id=${entry!.id}`, admin)).statusCode, 200, 'still there');
  });
});
