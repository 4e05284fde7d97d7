import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { STAFF_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** User add, edit and list as JeecgBoot's Vue 3 client sends and reads them (docs/decisions.md "Wire conventions"). */
describe("users on the wire in JeecgBoot's shapes", () => {
  let s: TestServer;
  let admin: string;
  type Method = 'GET' | 'POST' | 'PUT';
  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': admin, ...headers }, ...(payload ? { payload } : {}) });
  const sample = (n: number) => ({ username: `wire_${n}`, password: STAFF_PASSWORD, realname: `线上${n}`, phone: `137${String(n).padStart(8, '0')}`, sex: 2 });
  const ids = async (table: 'departments' | 'roles', tenantId: number) =>
    (await s.ctx.db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map((r) => r.id);

  before(async () => {
    // A server zone far from the test machine's and from UTC, so that a time in the wrong zone shows.
    s = await startTestServer({ timeZone: 'America/New_York' });
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  it('adds a user from selectedroles and selecteddeparts (comma-joined) with confirmpassword', async () => {
    const departs = (await ids('departments', 1)).slice(0, 2);
    const roles = (await ids('roles', 1)).slice(0, 2);
    const res = await call('POST', '/sys/user/add', {
      ...sample(1), confirmpassword: STAFF_PASSWORD, selectedroles: roles.join(','), selecteddeparts: ` ${departs.join(' , ')} `,
    });
    assert.equal(res.statusCode, 200, res.body);
    const user = res.json().result;
    assert.deepEqual([user.roleIds, user.departIds], [[...roles].sort(), [...departs].sort()]);
  });

  it('refuses a confirmpassword or confirmPassword that differs, in three languages', async () => {
    const expected = { cn: '两次输入的密码不一样！', en: 'The two passwords differ.', tc: '兩次輸入的密碼不一樣！' };
    for (const key of ['confirmpassword', 'confirmPassword']) {
      for (const [locale, message] of Object.entries(expected)) {
        const res = await call('POST', '/sys/user/add', { ...sample(2), [key]: 'Other#2026pass' }, { 'x-locale': locale });
        assert.deepEqual([res.statusCode, res.json().message], [400, message], `${key} ${locale}`);
      }
    }
    assert.equal((await call('GET', '/sys/user/list?username=wire_2')).json().result.total, 0);
  });

  it('edits departIds and roleIds given as comma-joined text, and still as lists', async () => {
    const user = (await call('POST', '/sys/user/add', sample(3))).json().result;
    const departs = await ids('departments', 1);
    const roles = await ids('roles', 1);
    const edit = (extra: object) => call('PUT', '/sys/user/edit', { id: user.id, realname: user.realname, phone: user.phone, ...extra });
    const text = await edit({ departIds: `${departs[0]},${departs[1]}`, roleIds: roles[0] });
    assert.equal(text.statusCode, 200, text.body);
    assert.deepEqual([text.json().result.departIds, text.json().result.roleIds], [[departs[0], departs[1]].sort(), [roles[0]]]);
    const list = await edit({ departIds: [departs[1]], roleIds: [] });
    assert.deepEqual([list.json().result.departIds, list.json().result.roleIds], [[departs[1]], []]);
    const posted = await s.app.inject({ method: 'PUT', url: '/api/sys/user/edit', headers: { 'x-access-token': admin }, payload: { id: user.id, realname: 'x', phone: user.phone, selectedroles: roles.slice(0, 2).join(',') } });
    assert.deepEqual(posted.json().result.roleIds, roles.slice(0, 2).sort());
  });

  it("refuses comma-joined ids that are unknown, another tenant's, or too many, naming the field, and changes nothing", async () => {
    const user = (await call('POST', '/sys/user/add', sample(4))).json().result;
    const [own] = await ids('departments', 1);
    const foreign = (await s.ctx.db.insertInto('departments').values({ tenant_id: 2, depart_name: '他租户', org_code: 'W2A', org_type: '2' })
      .returning('id').executeTakeFirstOrThrow()).id;
    const tooMany = Array.from({ length: 51 }, (_, i) => `d${i}`).join(',');
    for (const departIds of [`${own},no-such-id`, `${own},${foreign}`, tooMany, "1' or '1'='1"]) {
      for (const [locale, name] of [['cn', '部门'], ['en', 'Departments'], ['tc', '部門']] as const) {
        const res = await call('PUT', '/sys/user/edit', { id: user.id, realname: 'x', phone: user.phone, departIds }, { 'x-locale': locale });
        assert.equal(res.statusCode, 400, `${departIds} ${res.body}`);
        assert.match(res.json().message, new RegExp(name), `${departIds} ${locale}`);
      }
    }
    const after_ = (await call('GET', `/sys/user/queryById?id=${user.id}`)).json().result;
    assert.deepEqual([after_.realname, after_.departIds], ['线上4', []]);
    const long = await call('PUT', '/sys/user/edit', { id: user.id, realname: 'x', phone: user.phone, departIds: 'x'.repeat(5000) });
    assert.equal(long.statusCode, 400);
  });

  it('answers sex_dictText and status_dictText beside the codes, in the request language, in list and queryById', async () => {
    const user = (await call('POST', '/sys/user/add', sample(5))).json().result;
    const expected = { cn: ['女', '正常'], en: ['Female', 'Normal'], tc: ['女', '正常'] };
    for (const [locale, [sex, status]] of Object.entries(expected)) {
      const listed = (await call('GET', '/sys/user/list?username=wire_5', undefined, { 'x-locale': locale })).json().result.records[0];
      assert.deepEqual([listed.sex, listed.sex_dictText, listed.status, listed.status_dictText], [2, sex, 1, status], locale);
      const one = (await call('GET', `/sys/user/queryById?id=${user.id}`, undefined, { 'x-locale': locale })).json().result;
      assert.deepEqual([one.sex_dictText, one.status_dictText], [sex, status], locale);
    }
  });

  it("answers createTime as yyyy-MM-dd HH:mm:ss in the server's zone, and filters by it in that form or ISO", async () => {
    const user = (await call('POST', '/sys/user/add', sample(6))).json().result;
    const stored = await s.ctx.db.selectFrom('users').select('created_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    // New York's wall time of the stored instant, written out by hand.
    const ny = new Date(stored.created_at.getTime() + (await nyOffsetMs(stored.created_at)));
    const wall = ny.toISOString().slice(0, 19).replace('T', ' ');
    assert.equal(user.createTime, wall);
    const listed = (await call('GET', '/sys/user/list?username=wire_6')).json().result.records[0];
    assert.equal(listed.createTime, wall);

    const query = (rule: string, val: string) => encodeURIComponent(JSON.stringify([{ field: 'createTime', rule, val }]));
    const total = async (rule: string, val: string) =>
      (await call('GET', `/sys/user/list?username=wire_6&superQueryParams=${query(rule, val)}`)).json().result.total as number;
    assert.equal(await total('ge', wall), 1, 'the server form, read in its zone');
    const secondLater = new Date(Date.parse(`${wall.replace(' ', 'T')}Z`) + 1000).toISOString().slice(0, 19).replace('T', ' ');
    assert.equal(await total('ge', secondLater), 0);
    assert.equal(await total('ge', new Date(Math.floor(stored.created_at.getTime() / 1000) * 1000).toISOString()), 1, 'ISO with its zone');
    assert.equal(await total('gt', new Date(stored.created_at.getTime() + 1000).toISOString()), 0);
    const bad = await call('GET', `/sys/user/list?superQueryParams=${query('ge', '2026-02-30 00:00:00')}`, undefined, { 'x-locale': 'en' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /createTime/);
  });
});

/** New York's offset from UTC at `instant`, in ms (from Intl, independently of the server's code). */
async function nyOffsetMs(instant: Date): Promise<number> {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' }).formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')!.value; // 'GMT-05:00'
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name)!;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}
