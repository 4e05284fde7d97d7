import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { STAFF_PASSWORD, startTestServer, type TestServer } from '../test-support/test-server.ts';

type Kind = 'user' | 'role' | 'position';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const BASE: Record<Kind, string> = { user: '/sys/user', role: '/sys/role', position: '/sys/position' };
const PAGE: Record<Kind, string> = { user: 'UserList', role: 'RoleList', position: 'PositionList' };
const TEXT: Record<Kind, string> = { user: 'realname', role: 'roleName', position: 'name' };
const Name = fc.stringMatching(/^[a-z\u4e00-\u9fa5]{2,12}$/);

/**
 * Issue 11: "a property test generates users, roles, departments and rules in two tenants and
 * asserts that no list, queryById, export, edit or delete of one tenant ever touches a row of
 * the other" (JeecgBoot's tenant leaks #2917, #4908). Rows accumulate across runs, so later
 * runs check against everything made before.
 */
describe('tenant isolation across kit resources (property)', () => {
  let s: TestServer;
  let admin: string;
  let serial = 0;
  /** The rows of the current run: their ids are tried across tenants one by one (every earlier row stays in the lists). */
  const fresh = new Set<string>();
  /** The letters of the data rules in force for the administrator, per tenant and page. */
  const ruled = { 1: { user: [], role: [], position: [] }, 2: { user: [], role: [], position: [] } } as Record<1 | 2, Record<Kind, string[]>>;
  const owned = { 1: new Map<string, Kind>(), 2: new Map<string, Kind>() };
  const call = (method: Method, url: string, tenant: 1 | 2, payload?: object) => s.app.inject({
    method, url: `/api${url}`, headers: { 'x-access-token': admin, 'x-tenant-id': String(tenant) }, ...(payload ? { payload } : {}),
  });

  async function create(kind: Kind, tenant: 1 | 2, name: string): Promise<void> {
    const n = ++serial;
    const ofTenant = async (table: 'roles' | 'departments') =>
      (await s.ctx.db.selectFrom(table).select('id').where('tenant_id', '=', tenant).limit(2).execute()).map((r) => r.id);
    const body = kind === 'user'
      ? { username: `iso_${n}`, password: STAFF_PASSWORD, realname: name, phone: `137${String(n).padStart(8, '0')}`, roleIds: await ofTenant('roles'), departIds: await ofTenant('departments') }
      : kind === 'role' ? { roleName: name, roleCode: `iso_${n}` } : { code: `ISO${n}`, name, postRank: '1' };
    const res = await call('POST', `${BASE[kind]}/add`, tenant, body);
    // A data rule given earlier refuses a row outside it (403): nothing is made then. Rules
    // apply together, `like` is a case-blind 'contains', and only to the administrator's roles.
    const outside = ruled[tenant][kind].filter((letter) => !name.toLowerCase().includes(letter));
    if (outside.length > 0) {
      assert.equal(res.statusCode, 403, `${kind} '${name}' lacks '${outside.join("', '")}' of the data rules: ${res.body}`);
      return;
    }
    assert.equal(res.statusCode, 200, res.body);
    owned[tenant].set(res.json().result.id, kind);
    fresh.add(res.json().result.id);
  }

  /** A data rule on the page of `kind`, given to the administrator role of `tenant`: it may narrow, never widen. */
  async function rule(kind: Kind, tenant: 1 | 2, letter: string): Promise<void> {
    const menu = await s.ctx.db.selectFrom('permissions').select('id').where('component_name', '=', PAGE[kind]).executeTakeFirstOrThrow();
    const role = await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', tenant).where('role_code', '=', 'admin').executeTakeFirstOrThrow();
    const { id } = await s.ctx.db.insertInto('data_rules').values({
      permission_id: menu.id, rule_name: 'iso', rule_column: TEXT[kind], rule_condition: 'like', rule_value: letter,
    }).returning('id').executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('role_data_rules').values({ role_id: role.id, rule_id: id }).execute();
    await s.settled();
    const holds = await s.ctx.db.selectFrom('user_roles').innerJoin('users', 'users.id', 'user_roles.user_id')
      .select('user_roles.role_id').where('users.username', '=', 'admin').where('user_roles.role_id', '=', role.id).executeTakeFirst();
    if (holds) ruled[tenant][kind].push(letter);
  }

  async function assertIsolated(): Promise<void> {
    for (const tenant of [1, 2] as const) {
      const other = owned[tenant === 1 ? 2 : 1];
      for (const kind of Object.keys(BASE) as Kind[]) {
        const listed = await call('GET', `${BASE[kind]}/list?pageSize=1000`, tenant);
        assert.equal(listed.statusCode, 200, listed.body);
        for (const record of listed.json().result.records as { id: string }[]) assert.ok(!other.has(record.id), `${kind} ${record.id} leaked into tenant ${tenant}`);
      }
      for (const [id, kind] of [...other].filter(([id]) => fresh.has(id))) {
        assert.equal((await call('GET', `${BASE[kind]}/queryById?id=${id}`, tenant)).statusCode, 404);
        assert.equal((await call('DELETE', `${BASE[kind]}/delete?id=${id}`, tenant)).statusCode, 404);
        const body = kind === 'user' ? { realname: 'taken', phone: '13700000000' } : kind === 'role' ? { roleName: 'taken', roleCode: `x_${id}` } : { code: 'X', name: 'taken' };
        assert.equal((await call('PUT', `${BASE[kind]}/edit`, tenant, { ...body, id })).statusCode, 404);
      }
    }
    const taken = await s.ctx.db.selectFrom('users').select('id').where('realname', '=', 'taken').execute();
    assert.equal(taken.length, 0, 'no cross-tenant edit landed');
    for (const tenant of [1, 2] as const) {
      for (const id of owned[tenant].keys()) {
        const kind = owned[tenant].get(id)!;
        const table = kind === 'user' ? 'users' : kind === 'role' ? 'roles' : 'positions';
        assert.ok(await s.ctx.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst(), `${kind} ${id} still exists`);
      }
    }
  }

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  it('never lets a list, queryById, edit or delete of one tenant reach a row of the other', async () => {
    const Step = fc.oneof(
      fc.record({ make: fc.constantFrom<Kind>('user', 'role', 'position'), tenant: fc.constantFrom<1 | 2>(1, 2), name: Name }),
      fc.record({ rule: fc.constantFrom<Kind>('user', 'role', 'position'), tenant: fc.constantFrom<1 | 2>(1, 2), letter: fc.constantFrom('a', 'e', '数') }),
    );
    await fc.assert(fc.asyncProperty(fc.array(Step, { minLength: 1, maxLength: 5 }), async (steps) => {
      fresh.clear();
      for (const step of steps) {
        if ('make' in step) await create(step.make, step.tenant, step.name);
        else await rule(step.rule, step.tenant, step.letter);
      }
      await assertIsolated();
    }), { numRuns: 10 });
  });
});
