import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { STAFF_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { DICT_CACHE_MS } from '../dict/index.ts';

describe('departed users (widgets-admin §4: userQuit, putCancelQuit)', () => {
  let s: TestServer;
  let admin: string;
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}, token = admin) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
  const add = async (n: number, extra: object = {}, headers: Record<string, string> = {}) => {
    const res = await call('POST', '/sys/user/add', {
      username: `quit_${n}`, password: STAFF_PASSWORD, realname: `离职${n}`, phone: `137${String(n).padStart(8, '0')}`, ...extra,
    }, headers);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: string; username: string; status: number };
  };
  const signIn = (username: string, locale = 'cn') =>
    s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username, password: STAFF_PASSWORD }, headers: { 'x-locale': locale } });
  const statusOf = async (id: string) => (await call('GET', `/sys/user/queryById?id=${id}`)).json().result.status as number;

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  it('has the departed state in the user_status dictionary, in the three languages', async () => {
    const item = await s.ctx.db.selectFrom('dict_items as i').innerJoin('dicts as d', 'd.id', 'i.dict_id')
      .select(['i.item_text', 'i.item_text_en', 'i.item_text_tc']).where('d.dict_code', '=', 'user_status').where('i.item_value', '=', '3')
      .executeTakeFirstOrThrow();
    assert.deepEqual(item, { item_text: '离职', item_text_en: 'Departed', item_text_tc: '離職' });
  });

  it('marks a user departed: their sessions end at once, sign-in is refused in their language, the list filters by it', async () => {
    const user = await add(1);
    const token = await s.login(user.username);
    const res = await call('PUT', '/sys/user/userQuit', { userId: user.id }, { 'x-locale': 'en' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Marked as departed');
    assert.equal(await statusOf(user.id), 3);
    assert.equal((await call('GET', '/sys/user/getUserIp', undefined, {}, token)).statusCode, 401);
    for (const [locale, message] of [
      ['cn', '该用户已离职，不能登录'], ['en', 'This account belongs to someone who has left; it cannot sign in'], ['tc', '該用戶已離職，不能登錄'],
    ]) {
      const refused = await signIn(user.username, locale);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal(refused.json().message, message);
    }
    const departed = (await call('GET', '/sys/user/list?status=3&pageSize=100')).json().result.records as { id: string }[];
    assert.ok(departed.some((r) => r.id === user.id));
    assert.ok(!(await call('GET', '/sys/user/list?status=1&pageSize=100')).json().result.records.some((r: { id: string }) => r.id === user.id));
  });

  it('edits a departed user, refuses to mark them again or to freeze or thaw them, and cancels the departure', async () => {
    const a = await add(2);
    const b = await add(3);
    for (const user of [a, b]) assert.equal((await call('PUT', '/sys/user/userQuit', { userId: user.id })).statusCode, 200);
    const edited = await call('PUT', '/sys/user/edit', { id: a.id, realname: '已改名', phone: '13700000002' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().result.status, 3, 'editing keeps the state');
    const again = await call('PUT', '/sys/user/userQuit', { userId: a.id }, { 'x-locale': 'en' });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, 'This user has already left');
    for (const status of ['1', '2']) {
      const res = await call('PUT', '/sys/user/frozenBatch', { ids: a.id, status }, { 'x-locale': 'en' });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.json().message, /cancel the departure first/);
    }
    assert.equal(await statusOf(a.id), 3);

    // JeecgBoot's client sends the ids in the query; a body is taken too.
    const inQuery = await call('PUT', `/sys/user/putCancelQuit?userIds=${a.id}`, undefined, { 'x-locale': 'en' });
    assert.equal(inQuery.statusCode, 200, inQuery.body);
    assert.equal(inQuery.json().message, 'Departure cancelled');
    assert.equal((await call('PUT', '/sys/user/putCancelQuit', { userIds: b.id })).statusCode, 200);
    assert.deepEqual([await statusOf(a.id), await statusOf(b.id)], [1, 1]);
    assert.equal((await signIn(a.username)).statusCode, 200);
    const notDeparted = await call('PUT', `/sys/user/putCancelQuit?userIds=${a.id}`);
    assert.equal(notDeparted.statusCode, 400, 'only departed users');
  });

  it('a frozen user may depart; cancelling makes them normal', async () => {
    const user = await add(4);
    assert.equal((await call('PUT', '/sys/user/frozenBatch', { ids: user.id, status: '2' })).statusCode, 200);
    assert.equal((await call('PUT', '/sys/user/userQuit', { userId: user.id })).statusCode, 200);
    assert.equal((await signIn(user.username)).json().message, '该用户已离职，不能登录');
    assert.equal((await call('PUT', `/sys/user/putCancelQuit?userIds=${user.id}`)).statusCode, 200);
    assert.equal(await statusOf(user.id), 1);
  });

  // Issue 23 (the users e2e hang): the actions read their users in the transaction, with the
  // dictionaries' texts; once the process's copy had expired the dictionaries were read on the
  // root db while the transaction held PGlite's only connection, and the request never ended.
  it('departs and comes back after the dictionaries\' copy expired, in the action\'s transaction', { timeout: 30_000 }, async () => {
    const user = await add(9);
    s.clock.advance(DICT_CACHE_MS + 1);
    assert.equal((await call('PUT', '/sys/user/userQuit', { userId: user.id })).statusCode, 200);
    s.clock.advance(DICT_CACHE_MS + 1);
    const back = await call('PUT', `/sys/user/putCancelQuit?userIds=${user.id}`);
    assert.equal(back.statusCode, 200, back.body);
    s.clock.advance(DICT_CACHE_MS + 1);
    assert.equal((await call('PUT', '/sys/user/frozenBatch', { ids: user.id, status: '2' })).statusCode, 200);
    assert.equal(await statusOf(user.id), 2);
  });

  it('never marks the administrator account or oneself departed', async () => {
    const me = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    assert.equal((await call('PUT', '/sys/user/userQuit', { userId: me.id })).statusCode, 400);
    const adminRole = await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', 1).where('role_code', '=', 'admin').executeTakeFirstOrThrow();
    const deputy = await add(5, { roleIds: [adminRole.id] });
    const token = await s.login(deputy.username);
    const self = await call('PUT', '/sys/user/userQuit', { userId: deputy.id }, { 'x-locale': 'en' }, token);
    assert.equal(self.statusCode, 400, self.body);
    assert.equal(self.json().message, 'You cannot mark your own account as departed');
    assert.equal(await statusOf(deputy.id), 1);
  });

  it('needs the user edit permission and reaches the request tenant\'s users only; bad input is a 400', async () => {
    const user = await add(6);
    const staff = await s.login('zhangsan');
    assert.equal((await call('PUT', '/sys/user/userQuit', { userId: user.id }, {}, staff)).statusCode, 403);
    assert.equal((await call('PUT', `/sys/user/putCancelQuit?userIds=${user.id}`, undefined, {}, staff)).statusCode, 403);
    // Tenant 2's administrator view: a user of tenant 1 alone is nobody there.
    assert.equal((await call('PUT', '/sys/user/userQuit', { userId: user.id }, { 'x-tenant-id': '2' })).statusCode, 404);
    assert.equal(await statusOf(user.id), 1);
    assert.equal((await call('PUT', '/sys/user/userQuit', { userId: 'no-such-user' })).statusCode, 404);
    assert.equal((await call('PUT', '/sys/user/userQuit', { userId: `${user.id},x` })).statusCode, 404, 'one user, not a list');
    for (const [url, payload] of [
      ['/sys/user/userQuit', {}], ['/sys/user/userQuit', { userId: '' }], ['/sys/user/userQuit', { userId: 'x'.repeat(65) }],
      ['/sys/user/putCancelQuit', undefined], ['/sys/user/putCancelQuit?userIds=,,', undefined], ['/sys/user/putCancelQuit', { userIds: 'x'.repeat(65) }],
    ] as [string, object | undefined][]) {
      const res = await call('PUT', url, payload);
      assert.equal(res.statusCode, 400, `${url} ${JSON.stringify(payload)}: ${res.body}`);
    }
  });
});
