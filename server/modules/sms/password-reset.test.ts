import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, STAFF_PASSWORD, type TestServer } from '../../test-support/test-server.ts';

const LISI = '13800138002';
const NEW_PASSWORD = 'Reset#2026new';

const post = (s: TestServer, step: string, payload: object, headers: Record<string, string> = {}, ip = '10.4.0.1') =>
  s.app.inject({ method: 'POST', url: `/api/sys/user/reset/${step}`, payload, headers, remoteAddress: ip });

async function resetCode(s: TestServer, mobile: string): Promise<string> {
  s.clock.advance(61_000);
  const res = await s.app.inject({ method: 'POST', url: '/api/sys/sms', payload: { mobile, smsmode: '2' }, remoteAddress: '10.4.9.9' });
  assert.equal(res.statusCode, 200);
  const row = await s.ctx.db.selectFrom('sms_outbox').select('content').where('mobile', '=', mobile)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  return /\d{6}/.exec(row.content)![0];
}

async function ticketFor(s: TestServer, username: string, mobile: string): Promise<string> {
  const res = await post(s, 'verify', { username, mobile, code: await resetCode(s, mobile) });
  assert.equal(res.statusCode, 200);
  return res.json().result.ticket;
}

describe('password reset', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('step 1 accepts a matching account and mobile, and refuses any mismatch with one neutral message', async () => {
    assert.equal((await post(s, 'check', { username: 'LiSi', mobile: LISI })).statusCode, 200);
    const answers = [
      await post(s, 'check', { username: 'lisi', mobile: '13800138001' }),
      await post(s, 'check', { username: 'nobody', mobile: LISI }),
      await post(s, 'check', { username: 'lisi', mobile: '123' }),
    ];
    for (const res of answers) {
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '账号或手机号不正确');
    }
    const en = await post(s, 'check', { username: 'nobody', mobile: LISI }, { 'x-locale': 'en' }, '10.4.0.2');
    assert.equal(en.json().message, 'The account or the mobile number is not correct');
  });

  it('step 2 refuses a wrong code, a code of another mode and a mismatched account', async () => {
    const code = await resetCode(s, LISI);
    const wrong = await post(s, 'verify', { username: 'lisi', mobile: LISI, code: String((Number(code) + 1) % 1e6).padStart(6, '0') });
    assert.equal(wrong.json().message, '短信验证码错误');
    const other = await post(s, 'verify', { username: 'zhangsan', mobile: LISI, code });
    assert.equal(other.json().message, '账号或手机号不正确');
    s.clock.advance(61_000);
    await s.app.inject({ method: 'POST', url: '/api/sys/sms', payload: { mobile: LISI, smsmode: '0' }, remoteAddress: '10.4.9.8' });
    const loginCode = /\d{6}/.exec((await s.ctx.db.selectFrom('sms_outbox').select('content').where('mobile', '=', LISI)
      .orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow()).content)![0];
    const otherMode = await post(s, 'verify', { username: 'lisi', mobile: LISI, code: loginCode });
    // The reset code sent earlier is still the live one of mode '2'; the login code is not it.
    assert.equal(otherMode.statusCode, 400);
    assert.equal(otherMode.json().message, '短信验证码错误');
  });

  it('step 3 enforces confirmation and policy without using up the ticket, then sets the password and ends all sessions', async () => {
    const session = await s.login('lisi');
    await s.ctx.db.updateTable('users').set({ password_must_change: true }).where('username', '=', 'lisi').execute();
    await s.settled();
    const ticket = await ticketFor(s, 'lisi', LISI);
    const stored = await s.ctx.db.selectFrom('password_reset_tickets').select('ticket_hash').execute();
    assert.ok(stored.every((r) => r.ticket_hash !== ticket));

    const mismatch = await post(s, 'password', { ticket, password: NEW_PASSWORD, confirmpassword: 'Other#2026new' });
    assert.equal(mismatch.json().message, '两次输入的密码不一样！');
    const weak = await post(s, 'password', { ticket, password: 'password', confirmpassword: 'password' }, { 'x-locale': 'en' });
    assert.match(weak.json().message, /at least 8 characters/);

    const done = await post(s, 'password', { ticket, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    assert.equal(done.statusCode, 200);
    assert.equal(done.json().message, '密码重置成功，请使用新密码登录');
    assert.equal((await s.app.inject({ url: '/api/sys/getUserInfoByToken', headers: { 'x-access-token': session } })).statusCode, 401);
    assert.equal((await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'lisi', password: STAFF_PASSWORD } })).statusCode, 400);
    await s.login('lisi', NEW_PASSWORD);
    const flag = await s.ctx.db.selectFrom('users').select('password_must_change').where('username', '=', 'lisi').executeTakeFirstOrThrow();
    assert.equal(flag.password_must_change, false, 'a reset password counts as changed');

    const again = await post(s, 'password', { ticket, password: 'Again#2026new', confirmpassword: 'Again#2026new' });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, '重置凭证无效或已过期，请重新验证手机');
  });

  it('refuses a made-up ticket and a ticket older than 10 minutes', async () => {
    const fake = await post(s, 'password', { ticket: 'x'.repeat(43), password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    assert.equal(fake.json().message, '重置凭证无效或已过期，请重新验证手机');
    const ticket = await ticketFor(s, 'lisi', LISI);
    s.clock.advance(10 * 60_000 + 1);
    const late = await post(s, 'password', { ticket, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD }, { 'x-locale': 'tc' });
    assert.equal(late.statusCode, 400);
    assert.equal(late.json().message, '重置憑證無效或已過期，請重新驗證手機');
  });

  it('backs off after 5 failed checks from one account name', async () => {
    for (let i = 0; i < 5; i++) await post(s, 'check', { username: 'wangwu', mobile: '13900000000' }, {}, `10.4.5.${i}`);
    const locked = await post(s, 'check', { username: 'wangwu', mobile: '13800138003' }, {}, '10.4.5.9');
    assert.equal(locked.statusCode, 429);
    assert.ok(Number(locked.headers['retry-after']) > 0);
  });
});

describe('password reset with the login captcha on', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer({ loginCaptcha: true }); });
  after(async () => { await s.close(); });

  it('asks for the image captcha in step 1', async () => {
    const missing = await post(s, 'check', { username: 'lisi', mobile: LISI });
    assert.equal(missing.json().message, '请输入验证码');
    await s.app.inject({ url: '/api/sys/randomImage/reset-key-123' });
    const ok = await post(s, 'check', { username: 'lisi', mobile: LISI, captcha: s.captcha.text, checkKey: 'reset-key-123' });
    assert.equal(ok.statusCode, 200);
  });
});
