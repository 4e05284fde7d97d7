import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Value from 'typebox/value';
import { Envelope, UserPermissionsSchema } from '../../../shared/schemas/index.ts';
import type { MenuItem } from '../../../shared/schemas/permission.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { RENEWAL_STEP_MS } from '../../plugins/route-auth.ts';
import { roleOnPage } from '../../test-support/data-rule-kit.ts';
import { hashToken } from './session-repository.ts';

const paths = (menu: MenuItem[]): string[] => menu.flatMap((m) => [m.path, ...paths(m.children ?? [])]);

/** Issue 10: the signed-in request path asks the database only for what changed. */
describe('sessions and permissions held in memory, never stale', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const get = (url: string, token: string) => s.app.inject({ url: `/api/${url}`, headers: { 'x-access-token': token } });
  /** The queries `call` sends the database. */
  const queriesOf = async (call: () => Promise<unknown>) => {
    const before = s.queries();
    await call();
    return s.queries() - before;
  };

  it('answers a signed-in call, a permission check and the permission fetch from memory once read', async () => {
    const token = await s.login('admin');
    await get('sys/user/getUserIp', token);
    await get('sys/permission/getUserPermissionByToken', token);
    assert.equal(await queriesOf(() => get('sys/user/getUserIp', token)), 0);
    assert.equal(await queriesOf(() => get('sys/permission/getUserPermissionByToken', token)), 0);
    const other = await s.login('admin');
    assert.equal(await queriesOf(() => get('sys/permission/getUserPermissionByToken', other)), 1,
      'a second session of the same roles reads only its own session');
    const res = await get('sys/user/getUserIp', token);
    assert.equal(res.statusCode, 200);
    const held = await get('sys/permission/getUserPermissionByToken', token);
    assert.match(held.headers['content-type'] as string, /^application\/json; charset=utf-8/);
    assert.ok(Value.Check(Envelope(UserPermissionsSchema), held.json()), 'the held answer is of the documented shape');
    assert.equal((await s.app.inject({ url: '/api/sys/permission/getUserPermissionByToken', headers: { 'x-access-token': token, 'x-locale': 'en' } })).json().message, 'Operation successful');
  });

  it('looks the session up once per request: one read when not held, also when it looks over, none once held', async () => {
    const token = await s.login('zhangsan');
    const sessionReads = (statements: string[]) => statements.filter((text) => /^select .* from "sessions"/.test(text)).length;
    const ip = () => get('sys/user/getUserIp', token);
    assert.equal(sessionReads(await s.statementsOf(ip)), 1, 'the first call after the sign-in reads it once');
    assert.deepEqual(await s.statementsOf(ip), [], 'and holds it');
    // Renewed by another process: the copy held here looks over, the database's row does not.
    await s.ctx.db.updateTable('sessions').set({ expires_at: new Date(s.clock.current + 60 * 60_000) }).where('token_hash', '=', hashToken(token)).execute();
    s.clock.advance(31 * 60_000);
    const renewedElsewhere = await s.statementsOf(async () => assert.equal((await ip()).statusCode, 200));
    assert.equal(sessionReads(renewedElsewhere), 1, `a held copy that looks over is read again once: ${renewedElsewhere.join(' | ')}`);
    // Expired and not held: one read, then the row goes.
    s.ctx.sessions.cache.drop(hashToken(token));
    s.clock.advance(61 * 60_000);
    const expired = await s.statementsOf(async () => assert.equal((await ip()).statusCode, 401));
    assert.equal(sessionReads(expired), 1, `an expired session is read once: ${expired.join(' | ')}`);
    assert.ok(expired.some((text) => text.startsWith('delete from "sessions"')), 'and removed');
  });

  it('writes the sliding expiry at most once a minute, still 30 minutes after the last write', async () => {
    const token = await s.login('lisi');
    await get('sys/user/getUserIp', token);
    const expiry = async () => (await s.ctx.db.selectFrom('sessions').select('expires_at').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).expires_at.getTime();
    const written = await expiry();
    s.clock.advance(RENEWAL_STEP_MS - 1000);
    assert.equal(await queriesOf(() => get('sys/user/getUserIp', token)), 0, 'no write within the minute');
    assert.equal(await expiry(), written);
    s.clock.advance(1000);
    assert.equal(await queriesOf(() => get('sys/user/getUserIp', token)), 1, 'one write once the minute is over');
    assert.equal(await expiry(), s.clock.current + 30 * 60_000);
  });

  it('drops a cached menu when a role grants more, a menu is deleted or a user loses a role, written by anyone', async () => {
    const staff = await s.login('zhangsan');
    const menuOf = async () => paths((await get('sys/permission/getUserPermissionByToken', staff)).json().result.menu);
    assert.ok(!(await menuOf()).includes('/isystem/user'));
    const staffRole = await s.ctx.db.selectFrom('roles').select('id').where('role_code', '=', 'staff').where('tenant_id', '=', 1).executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('role_permissions').values([{ role_id: staffRole.id, permission_id: 'menu-system' }, { role_id: staffRole.id, permission_id: 'menu-sys-user' }]).execute();
    await s.settled();
    assert.ok((await menuOf()).includes('/isystem/user'), 'a grant reaches the signed-in user');
    await s.ctx.db.updateTable('permissions').set({ del_flag: true }).where('id', '=', 'menu-sys-user').execute();
    await s.settled();
    assert.ok(!(await menuOf()).includes('/isystem/user'), 'a deleted menu leaves it');
    await s.ctx.db.updateTable('permissions').set({ del_flag: false }).where('id', '=', 'menu-sys-user').execute();
    const user = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'zhangsan').executeTakeFirstOrThrow();
    await s.ctx.db.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
    await s.settled();
    assert.deepEqual(await menuOf(), [], 'a user without roles sees nothing');
    await s.ctx.db.insertInto('user_roles').values({ user_id: user.id, role_id: staffRole.id }).execute();
    await s.ctx.db.deleteFrom('role_permissions').where('role_id', '=', staffRole.id).where('permission_id', 'in', ['menu-system', 'menu-sys-user']).execute();
    await s.settled();
    assert.ok((await menuOf()).includes('/dashboard/analysis'));
  });

  it('ends a cached session at once when its user is frozen, its tenant frozen, or its row deleted by anyone', async () => {
    const token = await s.login('wangwu');
    assert.equal((await get('sys/user/getUserIp', token)).statusCode, 200);
    await s.ctx.db.updateTable('tenants').set({ status: 0 }).where('id', '=', 1).execute();
    await s.settled();
    assert.equal((await get('sys/user/getUserIp', token)).statusCode, 401, 'frozen tenant');
    await s.ctx.db.updateTable('tenants').set({ status: 1 }).where('id', '=', 1).execute();
    const second = await s.login('wangwu');
    await get('sys/user/getUserIp', second);
    await s.ctx.db.deleteFrom('sessions').where('user_id', 'in', s.ctx.db.selectFrom('users').select('id').where('username', '=', 'wangwu')).execute();
    await s.settled();
    assert.equal((await get('sys/user/getUserIp', second)).statusCode, 401, 'deleted session');
  });

  /** The data-rule reads among `statements` (the kit's read of a page's rules). */
  const readsRules = (statements: string[]) => statements.filter((text) => text.includes('data_rules')).length;

  it('reads the data rules of a kit list once per role set and page, and again after a rule changed', async () => {
    const db = s.ctx.db;
    const { ruleId } = await roleOnPage(db, { username: 'lisi', page: 'PositionList', roleCode: 'ruled-positions', rule: { rule_column: 'code', rule_condition: 'ne', rule_value: 'none-such' } });
    await s.settled();
    const admin = await s.login('admin');
    for (const code of ['ruled-a', 'ruled-b']) {
      const added = await s.app.inject({ method: 'POST', url: '/api/sys/position/add', headers: { 'x-access-token': admin }, payload: { code, name: code } });
      assert.equal(added.statusCode, 200, added.body);
    }
    const token = await s.login('lisi');
    const list = () => get('sys/position/list?pageSize=100', token);
    const first = await s.statementsOf(list);
    assert.equal(readsRules(first), 1, 'the first call reads the rules');
    const total = (await list()).json().result.total as number;
    assert.ok(total >= 2, `both positions seen: ${total}`);
    const held = await s.statementsOf(list);
    assert.equal(readsRules(held), 0, `no data-rule query once held: ${held.join(' | ')}`);
    assert.equal(held.length, 2, `the page and its count only: ${held.join(' | ')}`);
    await db.updateTable('data_rules').set({ rule_value: 'ruled-a' }).where('id', '=', ruleId!).execute();
    await s.settled();
    const changed = await s.statementsOf(list);
    assert.equal(readsRules(changed), 1, 'a changed rule is read again');
    assert.equal((await list()).json().result.total, total - 1, 'and applies at once');
  });

  it('reads held data rules again once the grants of a role, the roles of a user, a menu or the roles of a rule changed, written by anyone', async () => {
    const db = s.ctx.db;
    const ruled = await roleOnPage(db, { username: 'wangwu', page: 'PositionList', roleCode: 'ruled-c', rule: { rule_column: 'code', rule_condition: 'ne', rule_value: 'ruled-c' } });
    await s.settled();
    const admin = await s.login('admin');
    for (const code of ['ruled-c', 'ruled-d']) {
      const added = await s.app.inject({ method: 'POST', url: '/api/sys/position/add', headers: { 'x-access-token': admin }, payload: { code, name: code } });
      assert.equal(added.statusCode, 200, added.body);
    }
    const token = await s.login('wangwu');
    const codes = async () => ((await get('sys/position/list?pageSize=100', token)).json().result.records as { code: string }[]).map((r) => r.code);
    /** After `change` (and its notice), the next list reads the rules once more. */
    const readAgainAfter = async (what: string, change: () => Promise<unknown>) => {
      // What was written before (the setup's rows) is told first: on PostgreSQL its notice may land after a read (ci29).
      await s.settled();
      await codes();
      assert.equal(readsRules(await s.statementsOf(codes)), 0, `held before: ${what}`);
      await change();
      await s.settled();
      assert.equal(readsRules(await s.statementsOf(codes)), 1, `read again after: ${what}`);
    };
    assert.ok(!(await codes()).includes('ruled-c') && (await codes()).includes('ruled-d'), 'the rule applies');

    // A second role of the user brings its own rule: both apply together.
    const second = await db.insertInto('roles').values({ tenant_id: 1, role_code: 'ruled-e', role_name: 'ruled-e' }).returning('id').executeTakeFirstOrThrow();
    const rule = await db.insertInto('data_rules').values({ permission_id: ruled.menuId, rule_name: 'ruled-e', rule_column: 'code', rule_condition: 'ne', rule_value: 'ruled-d' })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('role_data_rules').values({ role_id: second.id, rule_id: rule.id }).execute();
    await readAgainAfter('the user gains a role', () => db.insertInto('user_roles').values({ user_id: ruled.userId, role_id: second.id }).execute());
    assert.ok(!(await codes()).includes('ruled-d'), "the new role's rule applies");
    await readAgainAfter('a rule leaves a role', () => db.deleteFrom('role_data_rules').where('role_id', '=', second.id).execute());
    assert.ok((await codes()).includes('ruled-d'), 'the rule taken from the role no longer applies');
    await readAgainAfter("a role's grants change", () => db.insertInto('role_permissions').values({ role_id: second.id, permission_id: ruled.menuId }).execute());
    await readAgainAfter('the menu changes', () => db.updateTable('permissions').set({ sort_no: 99 }).where('id', '=', ruled.menuId).execute());
    await db.insertInto('role_data_rules').values({ role_id: second.id, rule_id: rule.id }).execute();
    await s.settled();
    assert.ok(!(await codes()).includes('ruled-d'), 'the rule given back applies');
    await readAgainAfter('the user loses a role', () => db.deleteFrom('user_roles').where('user_id', '=', ruled.userId).where('role_id', '=', second.id).execute());
    assert.ok((await codes()).includes('ruled-d') && !(await codes()).includes('ruled-c'), "only the remaining role's rule applies");
    await db.deleteFrom('user_roles').where('user_id', '=', ruled.userId).where('role_id', '=', ruled.roleId).execute();
    await s.settled();
    assert.equal((await get('sys/position/list', token)).statusCode, 403, 'without the role that granted the page, no list');
  });
});
