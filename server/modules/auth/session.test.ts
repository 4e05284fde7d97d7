import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const MINUTE = 60_000;

describe('sessions', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const userInfo = (token: string, headers: Record<string, string> = {}) =>
    s.app.inject({ url: '/api/sys/getUserInfoByToken', headers: { 'x-access-token': token, ...headers } });

  it('refuses a call without a token with 401 and a localised message', async () => {
    const res = await s.app.inject({ url: '/api/sys/getUserInfoByToken', headers: { 'x-locale': 'en' } });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, 'Not signed in, or the sign-in has expired; please sign in again');
    const forged = await userInfo('not-a-real-token');
    assert.equal(forged.statusCode, 401);
  });

  it('answers getUserInfoByToken with the token in the query and a trailing slash, as the documented client calls it', async () => {
    const token = await s.login('lisi');
    const res = await s.app.inject({ url: `/api/sys/getUserInfoByToken/?token=${token}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().result.username, 'lisi');
  });

  it('expires a password session after 30 idle minutes', async () => {
    const token = await s.login('zhangsan');
    s.clock.advance(29 * MINUTE);
    assert.equal((await userInfo(token)).statusCode, 200);
    s.clock.advance(30 * MINUTE + 1000);
    const res = await userInfo(token, { 'x-locale': 'en' });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, 'Sorry, your sign-in has expired. Please sign in again.');
  });

  it('slides: every renewing call gives another 30 minutes', async () => {
    const token = await s.login('lisi');
    for (let i = 0; i < 4; i++) {
      s.clock.advance(20 * MINUTE);
      assert.equal((await userInfo(token)).statusCode, 200, `call ${i} after 20 minutes`);
    }
    const row = await s.ctx.db.selectFrom('sessions').select('expires_at').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    assert.equal(row.expires_at.getTime(), s.clock.current + 30 * MINUTE);
  });

  it('ends the session on logout', async () => {
    const token = await s.login('wangwu');
    const out = await s.app.inject({ method: 'POST', url: '/api/sys/logout', headers: { 'x-access-token': token } });
    assert.equal(out.statusCode, 200);
    assert.equal(out.json().message, '退出登录成功');
    assert.equal((await userInfo(token)).statusCode, 401);
  });

  it('ends the sessions of a user who is frozen or deleted', async () => {
    const token = await s.login('wangwu');
    await s.ctx.db.updateTable('users').set({ status: 2 }).where('username', '=', 'wangwu').execute();
    await s.settled();
    assert.equal((await userInfo(token)).statusCode, 401);
    await s.ctx.db.updateTable('users').set({ status: 1 }).where('username', '=', 'wangwu').execute();
    await s.settled();
    assert.equal((await userInfo(token)).statusCode, 401, 'thawing does not revive an ended session');

    const second = await s.login('wangwu');
    await s.ctx.db.updateTable('users').set({ del_flag: true }).where('username', '=', 'wangwu').execute();
    await s.settled();
    assert.equal((await userInfo(second)).statusCode, 401);
    await s.ctx.db.updateTable('users').set({ del_flag: false }).where('username', '=', 'wangwu').execute();
    await s.settled();
  });

  it('ends every session of a user whose password changes', async () => {
    const first = await s.login('zhangsan');
    const second = await s.login('zhangsan');
    const change = await s.app.inject({
      method: 'PUT', url: '/api/sys/user/updatePassword', headers: { 'x-access-token': first },
      payload: { username: 'zhangsan', oldpassword: 'Staff#2026pass', password: 'New#Pass2027', confirmpassword: 'New#Pass2027' },
    });
    assert.equal(change.statusCode, 200, change.body);
    assert.equal((await userInfo(first)).statusCode, 401);
    assert.equal((await userInfo(second)).statusCode, 401);
    assert.ok(await s.login('zhangsan', 'New#Pass2027'));
  });

  it('never treats a 7-day or any other token lifetime as sliding: only password sessions slide', async () => {
    const token = await s.login('lisi');
    const before = await s.ctx.db.selectFrom('sessions').select(['kind', 'expires_at']).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    assert.equal(before.kind, 'password');
    await s.ctx.db.updateTable('sessions').set({ kind: 'other', expires_at: new Date(s.clock.current + 7 * 24 * 60 * MINUTE) })
      .where('kind', '=', 'password').execute();
    s.clock.advance(3 * 24 * 60 * MINUTE);
    assert.equal((await userInfo(token)).statusCode, 200, 'a 7-day session outlives 30 idle minutes');
    s.clock.advance(4 * 24 * 60 * MINUTE + 1000);
    assert.equal((await userInfo(token)).statusCode, 401, 'and ends after 7 days however busy');
  });
});
