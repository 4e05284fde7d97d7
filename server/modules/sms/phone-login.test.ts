import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const ZHANGSAN = '13800138001';
const WANGWU = '13800138003';

const phoneLogin = (s: TestServer, mobile: string, captcha: string, ip = '10.6.0.1', headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url: '/api/sys/phoneLogin', payload: { mobile, captcha }, remoteAddress: ip, headers });

async function codeFor(s: TestServer, mobile: string, smsmode = '0'): Promise<string> {
  s.clock.advance(61_000);
  const res = await s.app.inject({ method: 'POST', url: '/api/sys/sms', payload: { mobile, smsmode }, remoteAddress: `10.5.${Math.floor(Math.random() * 250)}.9` });
  assert.equal(res.statusCode, 200);
  const row = await s.ctx.db.selectFrom('sms_outbox').select('content').where('mobile', '=', mobile)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  return /\d{6}/.exec(row.content)![0];
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /sys/phoneLogin', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('signs in with the SMS code and opens a 7-day session that does not slide', async () => {
    const res = await phoneLogin(s, ZHANGSAN, await codeFor(s, ZHANGSAN));
    assert.equal(res.statusCode, 200);
    const { result } = res.json();
    assert.equal(res.json().message, '登录成功');
    assert.equal(result.tokenTtlMs, 7 * 24 * 60 * 60 * 1000);
    assert.equal(result.userInfo.username, 'zhangsan');
    assert.ok(result.sysAllDictItems.sex);
    const session = await s.ctx.sessions.find(result.token, s.clock.now());
    assert.equal(session?.kind, 'other');
    assert.equal(session!.expiresAt.getTime(), s.clock.current + 7 * 24 * 60 * 60 * 1000);

    s.clock.advance(6 * 24 * 60 * 60 * 1000);
    const info = await s.app.inject({ url: '/api/sys/getUserInfoByToken', headers: { 'x-access-token': result.token } });
    assert.equal(info.statusCode, 200);
    s.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const late = await s.app.inject({ url: '/api/sys/getUserInfoByToken', headers: { 'x-access-token': result.token } });
    assert.equal(late.statusCode, 401);
  });

  it('refuses a wrong code, a code of another mode and a used code with localised messages', async () => {
    const code = await codeFor(s, ZHANGSAN);
    const bad = await phoneLogin(s, ZHANGSAN, wrong(code), '10.6.1.1', { 'x-locale': 'en' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Incorrect SMS code');
    assert.equal((await phoneLogin(s, ZHANGSAN, code, '10.6.1.1')).statusCode, 200);
    const reused = await phoneLogin(s, ZHANGSAN, code, '10.6.1.1');
    assert.equal(reused.json().message, '短信验证码已失效，请重新获取');
    const resetCode = await codeFor(s, ZHANGSAN, '2');
    assert.equal((await phoneLogin(s, ZHANGSAN, resetCode, '10.6.1.1')).statusCode, 400);
    const malformed = await phoneLogin(s, '1234', '123456');
    assert.equal(malformed.json().message, '请输入正确手机号');
  });

  it('refuses a frozen user even with the right code', async () => {
    await s.ctx.db.updateTable('users').set({ status: 2 }).where('username', '=', 'wangwu').execute();
    await s.settled();
    const res = await phoneLogin(s, WANGWU, await codeFor(s, WANGWU), '10.6.2.1');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, '该用户已冻结');
    await s.ctx.db.updateTable('users').set({ status: 1 }).where('username', '=', 'wangwu').execute();
    await s.settled();
  });

  it('backs off like the password sign-in: 429 with Retry-After after 5 failures of a number', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await phoneLogin(s, WANGWU, '000000', `10.6.3.${i}`)).statusCode, 400);
    const locked = await phoneLogin(s, WANGWU, '123456', '10.6.3.9');
    assert.equal(locked.statusCode, 429);
    assert.ok(Number(locked.headers['retry-after']) > 0);
    // The password sign-in of the same account is not locked by phone failures.
    assert.equal((await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'wangwu', password: 'Staff#2026pass' }, remoteAddress: '10.6.3.10' })).statusCode, 200);
  });
});
