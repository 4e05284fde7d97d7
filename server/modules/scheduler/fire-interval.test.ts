import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { STAFF_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { shortestFireGap } from './fire-interval.ts';

const EVERY_SECOND = '* * * * * ?';
const EVERY_30_SECONDS = '0/30 * * * * ?';
const EVERY_MINUTE = '0 * * * * ?';
const TENANT = { 'x-tenant-id': '121' };

describe('shortestFireGap', () => {
  const from = new Date('2026-03-01T10:00:00Z');
  it('finds the closest consecutive fires, also where they sit far from now', () => {
    assert.equal(shortestFireGap(EVERY_SECOND, from, 'UTC'), 1000);
    assert.equal(shortestFireGap(EVERY_30_SECONDS, from, 'UTC'), 30_000);
    assert.equal(shortestFireGap(EVERY_MINUTE, from, 'UTC'), 60_000);
    assert.equal(shortestFireGap('0,1 0 3 * * ?', from, 'UTC'), 1000, 'two fires a second apart once a day');
    assert.equal(shortestFireGap('* 0 0 1 1 ?', from, 'UTC'), 1000, 'every second of one minute a year');
    assert.equal(shortestFireGap('0 0 8 1 1 ? 2027', from, 'UTC'), null, 'one fire left');
  });
});

describe('the minimum interval of push plans and scheduled jobs (issue 21)', () => {
  let s: TestServer;
  let admin: string;
  let tenantAdmin: string;
  let platformStaff: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
  let planNo = 0;
  const addPlan = (token: string, cronExpression: string, headers: Record<string, string> = {}) =>
    call('POST', '/sys/file/plan/addPushPlan', token, { planName: `plan ${++planNo}`, cronExpression }, headers);
  const addJob = (token: string, cronExpression: string, headers: Record<string, string> = {}) =>
    call('POST', '/sys/quartzJob/add', token, { kind: 'demo-log', parameter: 'x', cronExpression, status: 'paused' }, headers);

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
    const tenant = await call('POST', '/sys/tenant/add', admin, {
      tenantNumber: 121, name: '频率租户', status: 1, username: 'tadmin_interval', password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD,
      realname: '租户管理员', phone: '13900000121',
    });
    assert.equal(tenant.statusCode, 200, tenant.body);
    tenantAdmin = await s.login('tadmin_interval');
    // A platform user who may manage jobs but not the platform's settings: the minimum binds them.
    const staffRole = await s.ctx.db.selectFrom('roles').select('id').where('role_code', '=', 'staff').where('tenant_id', '=', 1).executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('role_permissions')
      .values(['menu-sys-job', 'btn-job-list', 'btn-job-add', 'btn-job-edit'].map((permission_id) => ({ role_id: staffRole.id, permission_id })))
      .onConflict((oc) => oc.doNothing()).execute();
    await s.settled();
    platformStaff = await s.login('zhangsan');
  });
  after(() => s.close());

  it("refuses a tenant administrator's push plan firing more often than once a minute, in three languages, on add and on edit", async () => {
    for (const cron of [EVERY_SECOND, EVERY_30_SECONDS]) {
      const refused = await addPlan(tenantAdmin, cron, TENANT);
      assert.equal(refused.statusCode, 400, cron);
      assert.equal(refused.json().message, 'Cron 表达式触发过于频繁：两次触发之间至少间隔 60 秒（平台设置）');
    }
    const en = await addPlan(tenantAdmin, EVERY_SECOND, { ...TENANT, 'x-locale': 'en' });
    assert.equal(en.json().message, 'The cron expression fires too often: two fires must be at least 60 seconds apart (a platform setting)');
    const tc = await addPlan(tenantAdmin, EVERY_SECOND, { ...TENANT, 'x-locale': 'tc' });
    assert.equal(tc.json().message, 'Cron 表達式觸發過於頻繁：兩次觸發之間至少間隔 60 秒（平台設置）');

    const added = await addPlan(tenantAdmin, EVERY_MINUTE, TENANT);
    assert.equal(added.statusCode, 200, added.body);
    const plan = added.json().result;
    const edit = (cronExpression: string) => call('POST', '/sys/file/plan/updatePushPlan', tenantAdmin, { id: plan.id, planName: plan.planName, cronExpression }, TENANT);
    assert.equal((await edit(EVERY_SECOND)).statusCode, 400);
    const kept = await s.ctx.db.selectFrom('push_plans').select('cron_expression').where('id', '=', plan.id).executeTakeFirstOrThrow();
    assert.equal(kept.cron_expression, EVERY_MINUTE, 'a refused edit changes nothing');
    assert.equal((await edit('0 0/5 * * * ?')).statusCode, 200);
    const job = await s.ctx.db.selectFrom('scheduled_jobs').select('cron_expression').where('parameter', '=', plan.id).executeTakeFirstOrThrow();
    assert.equal(job.cron_expression, '0 0/5 * * * ?', "the plan's job follows");
  });

  it('lets the platform administrator make a push plan and a job that fire every second', async () => {
    const plan = await addPlan(admin, EVERY_SECOND);
    assert.equal(plan.statusCode, 200, plan.body);
    const job = await addJob(admin, EVERY_SECOND);
    assert.equal(job.statusCode, 200, job.body);
  });

  it("refuses a job firing too often to who may not change the setting; a tenant's administrator has no jobs at all", async () => {
    for (const cron of [EVERY_SECOND, EVERY_30_SECONDS]) {
      const refused = await addJob(platformStaff, cron, { 'x-locale': 'en' });
      assert.equal(refused.statusCode, 400, refused.body);
      assert.match(refused.json().message, /at least 60 seconds apart/);
    }
    const added = await addJob(platformStaff, EVERY_MINUTE);
    assert.equal(added.statusCode, 200, added.body);
    const id = added.json().result.id as string;
    const edited = await call('PUT', '/sys/quartzJob/edit', platformStaff, { id, kind: 'demo-log', parameter: 'x', cronExpression: EVERY_SECOND, status: 'paused' }, { 'x-locale': 'tc' });
    assert.equal(edited.statusCode, 400, edited.body);
    assert.match(edited.json().message, /至少間隔 60 秒/);
    assert.equal((await addJob(tenantAdmin, EVERY_MINUTE, TENANT)).statusCode, 403);
  });

  it('takes a changed setting at once; only the platform changes it, within its bounds', async () => {
    assert.deepEqual((await call('GET', '/sys/config/fireInterval', admin)).json().result, { minIntervalSeconds: 60 });
    const set = await call('PUT', '/sys/config/fireInterval', admin, { minIntervalSeconds: 20 });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal((await addPlan(tenantAdmin, EVERY_30_SECONDS, TENANT)).statusCode, 200, 'every 30 s is allowed under a 20 s minimum');
    const refused = await addPlan(tenantAdmin, '0/10 * * * * ?', TENANT);
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /至少间隔 20 秒/);
    assert.equal((await addJob(platformStaff, EVERY_30_SECONDS)).statusCode, 200);

    await call('PUT', '/sys/config/fireInterval', admin, { minIntervalSeconds: 3600 });
    assert.equal((await addPlan(tenantAdmin, EVERY_MINUTE, TENANT)).statusCode, 400, 'every minute is too often under an hour');
    assert.equal((await addPlan(tenantAdmin, '0 0 * * * ?', TENANT)).statusCode, 200);

    for (const minIntervalSeconds of [0, -5, 86_401, 1.5, 'x', null]) {
      assert.equal((await call('PUT', '/sys/config/fireInterval', admin, { minIntervalSeconds })).statusCode, 400, String(minIntervalSeconds));
    }
    const byTenant = await call('PUT', '/sys/config/fireInterval', tenantAdmin, { minIntervalSeconds: 1 }, TENANT);
    assert.equal(byTenant.statusCode, 403, 'a tenant may not lower the platform minimum');
    assert.equal((await call('PUT', '/sys/config/fireInterval', platformStaff, { minIntervalSeconds: 1 })).statusCode, 403);
    assert.deepEqual((await call('GET', '/sys/config/fireInterval', admin)).json().result, { minIntervalSeconds: 3600 });
    await call('PUT', '/sys/config/fireInterval', admin, { minIntervalSeconds: 60 });
  });
});
