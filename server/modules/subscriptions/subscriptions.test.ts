import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const HISTORY = 'menu-report-history';
const DAILY = 'plan-demo-daily';
const MONDAY = 'plan-demo-monday';

describe('push plans and report subscriptions (issue 13, portal-shell §2.7, §5, §7)', () => {
  let s: TestServer;
  let admin: string;
  let staff: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
  const getSub = async (query: Record<string, string>, token = admin, headers: Record<string, string> = {}) => {
    const res = await call('GET', `/sys/file/subscribe/getSub?${new URLSearchParams({ pageNo: '1', pageSize: '10', ...query })}`, token, undefined, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  before(async () => {
    s = await startTestServer();
    [admin, staff] = [await s.login('admin'), await s.login('zhangsan')];
  });
  after(() => s.close());

  it('pages the seeded push plans and adds, edits and deletes one, checking the cron expression as Quartz reads it', async () => {
    const page = await call('GET', '/sys/file/plan/pushPlanPage?pageNo=1&pageSize=10&column=planName&order=asc', admin);
    assert.equal(page.statusCode, 200, page.body);
    assert.equal(page.json().result.total, 2);
    assert.deepEqual(page.json().result.records.map((p: { id: string; planName: string; cronExpression: string }) => [p.id, p.cronExpression]).sort(),
      [[DAILY, '0 0 8 * * ?'], [MONDAY, '0 0 9 ? * 2']]);

    const added = await call('POST', '/sys/file/plan/addPushPlan', admin, { planName: ' 每分钟 ', cronExpression: '0  * * * * ?', description: 'demo' });
    assert.equal(added.statusCode, 200, added.body);
    const plan = added.json().result;
    assert.deepEqual([plan.planName, plan.cronExpression], ['每分钟', '0 * * * * ?']);

    for (const [cron, lang, message] of [
      ['* * * *', 'zh-CN', /须有 6 或 7 段/], ['0 0 8 * * 2', 'en', /Exactly one of the day and week/], ['0 0 8 ? * 9', 'zh-TW', /Cron 表達式不正確/],
    ] as const) {
      const bad = await call('POST', '/sys/file/plan/updatePushPlan', admin, { id: plan.id, planName: '每分钟', cronExpression: cron }, { 'accept-language': lang });
      assert.equal(bad.statusCode, 400, cron);
      assert.match(bad.json().message, message);
    }
    const edited = await call('POST', '/sys/file/plan/updatePushPlan', admin, { id: plan.id, planName: '每五分钟', cronExpression: '0 0/5 * * * ? *', description: '' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().result.cronExpression, '0 0/5 * * * ? *');
    const taken = await call('POST', '/sys/file/plan/addPushPlan', admin, { planName: '每五分钟', cronExpression: '0 * * * * ?' });
    assert.equal(taken.statusCode, 400, 'plan names are unique in the tenant');
    assert.equal((await call('DELETE', `/sys/file/plan/deletePushPlan?id=${plan.id}`, admin)).statusCode, 200);
    assert.equal((await call('DELETE', `/sys/file/plan/deletePushPlan?id=${plan.id}`, admin)).statusCode, 404);
  });

  it('subscribes users to a report page and lists the rows merged by plan and type, usernames comma-joined', async () => {
    const saved = await call('POST', '/sys/file/subscribe/relationUser', admin, { permissionId: HISTORY, userNameList: ['zhangsan', 'lisi'], type: '0', planId: [DAILY, MONDAY] });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual([saved.json().success, saved.json().message], [true, '订阅成功！']);
    await call('POST', '/sys/file/subscribe/relationUser', admin, { permissionId: HISTORY, userNameList: ['wangwu'], type: '1', planId: DAILY });

    const all = await getSub({ permissionId: HISTORY, column: 'planName', order: 'asc' });
    const rows = all.result.map((r: { planName: string; type: string; userName: string; userNameList: string[] }) => [r.planName, r.type, r.userName, r.userNameList]);
    assert.deepEqual([...rows].sort(), [
      ['每周一早九点推送', '0', 'lisi,zhangsan', ['lisi', 'zhangsan']],
      ['每日早八点推送', '0', 'lisi,zhangsan', ['lisi', 'zhangsan']],
      ['每日早八点推送', '1', 'wangwu', ['wangwu']],
    ].sort());
    const names = rows.map((r: string[]) => r[0]);
    assert.deepEqual(names, [...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)), 'sorted by plan name');
    assert.deepEqual((await getSub({ permissionId: HISTORY, type: '1' })).result.map((r: { userName: string }) => r.userName), ['wangwu']);
    assert.deepEqual((await getSub({ permissionId: HISTORY, planId: MONDAY })).result.map((r: { id: string }) => r.id), [`${MONDAY}:0`]);
    assert.deepEqual((await getSub({ permissionId: HISTORY, type: '', column: 'type', order: 'desc', pageSize: '1' })).result.map((r: { type: string }) => r.type), ['1']);
    assert.equal((await getSub({ permissionId: 'menu-report-prep' })).result.length, 0, 'another page has its own');

    // Subscribing again changes what the user receives: one subscription per page, plan and user.
    await call('POST', '/sys/file/subscribe/relationUser', admin, { permissionId: HISTORY, userNameList: ['lisi'], type: '2', planId: MONDAY });
    assert.deepEqual((await getSub({ permissionId: HISTORY, planId: MONDAY })).result.map((r: { type: string; userName: string }) => [r.type, r.userName]).sort(),
      [['0', 'zhangsan'], ['2', 'lisi']]);
  });

  it('edits a merged row: the users, type and plans chosen replace the row named', async () => {
    const edited = await call('POST', '/sys/file/subscribe/updateRelationUser', admin, {
      permissionId: HISTORY, userNameList: ['wangwu', 'zhangsan'], type: '2', planId: [DAILY], originalPlanId: DAILY, originalType: '1',
    }, { 'accept-language': 'en' });
    assert.deepEqual([edited.json().success, edited.json().message], [true, 'Subscription updated']);
    const daily = (await getSub({ permissionId: HISTORY, planId: DAILY, column: 'type', order: 'asc' })).result;
    assert.deepEqual(daily.map((r: { type: string; userName: string }) => [r.type, r.userName]), [['0', 'lisi'], ['2', 'wangwu,zhangsan']]);
  });

  it("refuses with a warning: no menu chosen ('请选择一个菜单!' in three languages), a page that is no built-in report, unknown or departed users, another tenant's plan", async () => {
    const save = (body: object, lang = 'zh-CN', headers: Record<string, string> = {}) =>
      call('POST', '/sys/file/subscribe/relationUser', admin, { permissionId: HISTORY, userNameList: ['zhangsan'], type: '0', planId: DAILY, ...body }, { 'accept-language': lang, ...headers });
    for (const [lang, message] of [['zh-CN', '请选择一个菜单!'], ['en', 'Please choose a menu!'], ['zh-TW', '請選擇一個選單!']]) {
      const res = await save({ permissionId: '' }, lang);
      assert.equal(res.statusCode, 200);
      assert.deepEqual([res.json().success, res.json().message], [false, message]);
      const listed = await getSub({ permissionId: '' }, admin, { 'accept-language': lang! });
      assert.deepEqual([listed.success, listed.message], [false, message]);
    }
    const notReport = await save({ permissionId: 'menu-sys-user' });
    assert.deepEqual([notReport.json().success, notReport.json().message], [false, '只有内置报表的报表页面可以订阅']);
    await s.ctx.db.updateTable('reports').set({ tableau_view: 'Sales/Overview', source_id: null, sql_text: '' }).where('permission_id', '=', 'menu-report-prep').execute();
    const tableau = await save({ permissionId: 'menu-report-prep' }, 'en');
    assert.deepEqual([tableau.json().success, tableau.json().message], [false, 'Only report pages showing a built-in report can be subscribed to']);

    const unknown = await save({ userNameList: ['zhangsan', 'nobody'] });
    assert.deepEqual([unknown.json().success, unknown.json().message], [false, '用户“nobody”不存在、不属于本租户或已离职']);
    await s.ctx.db.updateTable('users').set({ status: 3 }).where('username', '=', 'wangwu').execute();
    const departed = await save({ userNameList: ['wangwu'] }, 'zh-TW');
    assert.deepEqual([departed.json().success, departed.json().message], [false, '用戶「wangwu」不存在、不屬於本租戶或已離職']);
    await s.ctx.db.updateTable('users').set({ status: 1 }).where('username', '=', 'wangwu').execute();
    const plan = await save({ planId: ['nope'] });
    assert.deepEqual([plan.json().success, plan.json().message], [false, '推送计划不存在']);

    for (const bad of [{ type: '3' }, { userNameList: [] }, { planId: [] }, { permissionId: 'x'.repeat(65) }]) {
      assert.equal((await save(bad)).statusCode, 400, JSON.stringify(bad));
    }
    const unchanged = (await getSub({ permissionId: HISTORY })).result.flatMap((r: { userNameList: string[] }) => r.userNameList);
    assert.ok(!unchanged.includes('nobody'));
  });

  it('keeps tenants apart: plans, subscriptions and users of tenant 1 are not there in tenant 2', async () => {
    const tenant2 = { 'x-tenant-id': '2' };
    const plans = await call('GET', '/sys/file/plan/pushPlanPage?pageNo=1&pageSize=10', admin, undefined, tenant2);
    assert.equal(plans.json().result.total, 0);
    assert.deepEqual((await getSub({ permissionId: HISTORY }, admin, tenant2)).result, []);
    const save = (body: object) => call('POST', '/sys/file/subscribe/relationUser', admin, { permissionId: HISTORY, type: '0', ...body }, tenant2);
    assert.equal((await save({ userNameList: ['admin'], planId: DAILY })).json().message, '推送计划不存在');
    const own = await call('POST', '/sys/file/plan/addPushPlan', admin, { planName: '租户二计划', cronExpression: '0 0 8 * * ?' }, tenant2);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal((await save({ userNameList: ['zhangsan'], planId: own.json().result.id })).json().message, '用户“zhangsan”不存在、不属于本租户或已离职');
    assert.equal((await call('DELETE', `/sys/file/plan/deletePushPlan?id=${DAILY}`, admin, undefined, tenant2)).statusCode, 404);
    const del = await call('DELETE', `/sys/file/subscribe/deleteSub?permissionId=${HISTORY}&planId=${DAILY}&type=0`, admin, undefined, tenant2);
    assert.equal(del.json().success, false, 'tenant 2 deletes nothing of tenant 1');
    assert.equal((await getSub({ permissionId: HISTORY, planId: DAILY, type: '0' })).result.length, 1);
  });

  it('refuses every call to a user without its permission, and a plan still subscribed to', async () => {
    for (const [method, url, body] of [
      ['GET', '/sys/file/plan/pushPlanPage?pageNo=1&pageSize=10'], ['POST', '/sys/file/plan/addPushPlan', { planName: 'x', cronExpression: '0 * * * * ?' }],
      ['POST', '/sys/file/plan/updatePushPlan', { id: DAILY, planName: 'x', cronExpression: '0 * * * * ?' }], ['DELETE', `/sys/file/plan/deletePushPlan?id=${DAILY}`],
      ['POST', '/sys/file/subscribe/relationUser', { permissionId: HISTORY, userNameList: ['zhangsan'], type: '0', planId: DAILY }],
      ['POST', '/sys/file/subscribe/updateRelationUser', { permissionId: HISTORY, userNameList: ['zhangsan'], type: '0', planId: DAILY }],
      ['GET', `/sys/file/subscribe/getSub?pageNo=1&pageSize=10&permissionId=${HISTORY}`], ['DELETE', `/sys/file/subscribe/deleteSub?permissionId=${HISTORY}&planId=${DAILY}&type=0`],
      ['GET', '/sys/mail/outbox?pageNo=1&pageSize=10'],
    ] as const) {
      assert.equal((await call(method, url, staff, body)).statusCode, 403, url);
    }
    const inUse = await call('DELETE', `/sys/file/plan/deletePushPlan?id=${DAILY}`, admin);
    assert.equal(inUse.statusCode, 400);
    assert.equal(inUse.json().message, '该推送计划仍有订阅，请先删除订阅');
  });

  it('deletes a merged row; deleting it again warns', async () => {
    const del = () => call('DELETE', `/sys/file/subscribe/deleteSub?permissionId=${HISTORY}&planId=${MONDAY}&type=0`, admin);
    assert.deepEqual([(await del()).json().success, (await getSub({ permissionId: HISTORY, planId: MONDAY })).result.map((r: { type: string }) => r.type)], [true, ['2']]);
    const again = await del();
    assert.deepEqual([again.statusCode, again.json().success, again.json().message], [200, false, '订阅不存在或已删除']);
  });
});
