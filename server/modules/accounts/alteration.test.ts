import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, STAFF_PASSWORD, type TestServer } from '../../test-support/test-server.ts';
import { ALTERATION_TICKET_TTL_MS } from './alteration-ticket-repository.ts';

const NEW_PASSWORD = 'Fresh#2026pass';

const call = (s: TestServer, step: 'verify' | 'check' | 'commit', payload: object, headers: Record<string, string> = {}, remoteAddress = '10.2.0.1') =>
  s.app.inject({ method: 'POST', url: `/api/sys/user/alteration/${step}`, payload, headers, remoteAddress });

async function ticketFor(s: TestServer, username: string, password = STAFF_PASSWORD): Promise<string> {
  const res = await call(s, 'verify', { username, password });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result.ticket;
}

describe('password alteration', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('runs the steps: ticket, check, commit; ends the sessions, clears the flag, the new password signs in', async () => {
    const session = await s.login('zhangsan');
    await s.ctx.db.updateTable('users').set({ password_must_change: true }).where('username', '=', 'zhangsan').execute();
    await s.settled();
    const verified = await call(s, 'verify', { username: 'ZhangSan', password: STAFF_PASSWORD });
    assert.equal(verified.statusCode, 200);
    const { ticket, username, expiresAt } = verified.json().result;
    assert.equal(username, 'zhangsan');
    assert.equal(expiresAt, s.clock.current + ALTERATION_TICKET_TTL_MS);
    const stored = await s.ctx.db.selectFrom('password_alteration_tickets').select('ticket_hash').execute();
    assert.ok(stored.every((r) => r.ticket_hash !== ticket), 'only a hash is stored');

    const checked = await call(s, 'check', { ticket, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    assert.equal(checked.statusCode, 200, checked.body);
    const committed = await call(s, 'commit', { ticket, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    assert.equal(committed.statusCode, 200, committed.body);
    assert.deepEqual(committed.json().result, { username: 'zhangsan' });

    const old = await s.app.inject({ method: 'GET', url: '/api/sys/getUserInfoByToken', headers: { 'x-access-token': session } });
    assert.equal(old.statusCode, 401, 'the old session ended');
    const user = await s.ctx.db.selectFrom('users').select('password_must_change').where('username', '=', 'zhangsan').executeTakeFirstOrThrow();
    assert.equal(user.password_must_change, false);
    assert.ok(await s.login('zhangsan', NEW_PASSWORD));
    const oldPassword = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'zhangsan', password: STAFF_PASSWORD }, remoteAddress: '10.2.9.9' });
    assert.equal(oldPassword.statusCode, 400);
  });

  it('refuses a used ticket, a wrong one and an expired one', async () => {
    const ticket = await ticketFor(s, 'lisi');
    assert.equal((await call(s, 'commit', { ticket, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD })).statusCode, 200);
    const reused = await call(s, 'commit', { ticket, password: 'Other#2026pass', confirmpassword: 'Other#2026pass' });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().message, '修改凭证无效或已使用，请重新验证旧密码');
    const wrong = await call(s, 'check', { ticket: 'not-a-ticket', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD }, { 'x-locale': 'en' });
    assert.equal(wrong.json().message, 'This change is no longer valid; verify your old password again');

    const late = await ticketFor(s, 'wangwu');
    s.clock.advance(ALTERATION_TICKET_TTL_MS);
    const expired = await call(s, 'commit', { ticket: late, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().message, '修改凭证已过期，请重新验证旧密码');
    assert.ok(await s.login('wangwu'), 'the password did not change');
  });

  it('a newer ticket replaces the older one', async () => {
    const first = await ticketFor(s, 'wangwu');
    const second = await ticketFor(s, 'wangwu');
    const stale = await call(s, 'check', { ticket: first, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    assert.equal(stale.statusCode, 400);
    assert.equal((await call(s, 'check', { ticket: second, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD })).statusCode, 200);
  });

  it('checks the new password in steps 2 and 3: policy, confirmation, not the old one; the ticket survives a refusal', async () => {
    const ticket = await ticketFor(s, 'wangwu');
    const cases: [object, string][] = [
      [{ password: 'weakpass', confirmpassword: 'weakpass' }, '密码至少 8 位，且须包含数字、大写字母、小写字母和特殊符号'],
      [{ password: NEW_PASSWORD, confirmpassword: 'Other#2026pass' }, '两次输入的密码不一样！'],
      [{ password: STAFF_PASSWORD, confirmpassword: STAFF_PASSWORD }, '新密码不能与旧密码相同'],
    ];
    for (const step of ['check', 'commit'] as const) {
      for (const [body, message] of cases) {
        const res = await call(s, step, { ticket, ...body });
        assert.equal(res.statusCode, 400, `${step} ${JSON.stringify(body)}`);
        assert.equal(res.json().message, message);
      }
    }
    assert.equal((await call(s, 'commit', { ticket, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD })).statusCode, 200);
  });

  it('refuses a wrong old password with the login message, and counts it towards the back-off', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call(s, 'verify', { username: 'admin', password: 'Wrong#2026pass' }, {}, '10.2.0.7');
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '用户名或密码错误');
    }
    const locked = await call(s, 'verify', { username: 'admin', password: 'Wrong#2026pass' }, {}, '10.2.0.7');
    assert.equal(locked.statusCode, 429);
    const login = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin', password: 'x' }, remoteAddress: '10.2.0.8' });
    assert.equal(login.statusCode, 429, 'the same account lock holds for sign-in');
  });

  it('refuses a frozen user', async () => {
    await s.ctx.db.updateTable('users').set({ status: 2 }).where('username', '=', 'lisi').execute();
    await s.settled();
    const res = await call(s, 'verify', { username: 'lisi', password: NEW_PASSWORD }, {}, '10.2.0.9');
    assert.equal(res.json().message, '该用户已冻结');
    await s.ctx.db.updateTable('users').set({ status: 1 }).where('username', '=', 'lisi').execute();
    await s.settled();
  });
});

describe('password alteration with the captcha on', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer({ loginCaptcha: true }); });
  after(async () => { await s.close(); });

  it('asks for the captcha of step 1 and accepts the right one', async () => {
    const missing = await call(s, 'verify', { username: 'zhangsan', password: STAFF_PASSWORD });
    assert.equal(missing.json().message, '请输入验证码');
    const checkKey = 'alteration-key-1';
    await s.app.inject({ method: 'GET', url: `/api/sys/randomImage/${checkKey}` });
    const wrong = await call(s, 'verify', { username: 'zhangsan', password: STAFF_PASSWORD, captcha: 'zzzz', checkKey });
    assert.equal(wrong.json().message, '验证码错误');
    await s.app.inject({ method: 'GET', url: `/api/sys/randomImage/${checkKey}` });
    const right = await call(s, 'verify', { username: 'zhangsan', password: STAFF_PASSWORD, captcha: s.captcha.text, checkKey });
    assert.equal(right.statusCode, 200, right.body);
  });
});
