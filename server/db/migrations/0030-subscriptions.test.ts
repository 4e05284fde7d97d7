import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { addSubscriptionPages, DEMO_PUSH_PLANS, MAIL_OUTBOX_BUTTONS, MAIL_OUTBOX_MENU, PUSH_PLAN_BUTTONS, PUSH_PLAN_MENU } from './0030-subscriptions.ts';

const IDS = [PUSH_PLAN_MENU.id, MAIL_OUTBOX_MENU.id, ...PUSH_PLAN_BUTTONS.map(([id]) => id), ...MAIL_OUTBOX_BUTTONS.map(([id]) => id)];

describe('migration 0030: push plans, subscriptions and the mail outbox', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const grantedTo = async (roleCode: string) => (await s.ctx.db.selectFrom('role_permissions as rp').innerJoin('roles as r', 'r.id', 'rp.role_id')
    .select(['r.tenant_id', 'rp.permission_id']).where('r.role_code', '=', roleCode).where('rp.permission_id', 'in', IDS).execute())
    .map((r) => `${r.tenant_id}:${r.permission_id}`).sort();
  const everyAdmin = () => [1, 2].flatMap((t) => IDS.map((id) => `${t}:${id}`)).sort();

  it("seeds the push plan page (component PushPlanList) and the mail outbox under System, with their buttons, for every tenant's administrators only, and two demo plans", async () => {
    assert.deepEqual(await grantedTo('admin'), everyAdmin());
    assert.deepEqual(await grantedTo('staff'), []);
    const page = await s.ctx.db.selectFrom('permissions').select(['parent_id', 'url', 'component_name', 'name_en', 'name_tc']).where('id', '=', PUSH_PLAN_MENU.id).executeTakeFirstOrThrow();
    assert.deepEqual(page, { parent_id: 'menu-system', url: '/isystem/pushPlan', component_name: 'PushPlanList', name_en: 'Push plans', name_tc: '推送計劃' });
    const plans = await s.ctx.db.selectFrom('push_plans').select(['id', 'tenant_id', 'cron_expression']).orderBy('id').execute();
    assert.deepEqual(plans.map((p) => [p.id, p.tenant_id, p.cron_expression]), DEMO_PUSH_PLANS.map(([id, , cron]) => [id, 1, cron]).sort());
  });

  it('adds them to a database seeded before, once however often it runs', async () => {
    await s.ctx.db.deleteFrom('permissions').where('id', 'in', IDS).execute();
    await addSubscriptionPages(s.ctx.db);
    await addSubscriptionPages(s.ctx.db);
    assert.deepEqual(await grantedTo('admin'), everyAdmin());
    assert.deepEqual(await grantedTo('staff'), []);
    assert.equal((await s.ctx.db.selectFrom('push_plans').select('id').execute()).length, DEMO_PUSH_PLANS.length);
  });

  it('gives staff neither the pages nor their permissions', async () => {
    await s.settled();
    const own = async (user: string) => {
      const res = await s.app.inject({ url: '/api/sys/permission/getUserPermissionByToken', headers: { 'x-access-token': await s.login(user) } });
      const { menu, auth } = res.json().result;
      return JSON.stringify({ menu, auth });
    };
    assert.doesNotMatch(await own('zhangsan'), /pushPlan|mailOutbox|system:subscribe:|system:mail:/);
    const admin = await own('admin');
    for (const text of ['"path":"/isystem/pushPlan"', '"path":"/isystem/mailOutbox"', '"action":"system:subscribe:add"', '"action":"system:mail:outbox"']) assert.ok(admin.includes(text), text);
  });
});
