import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, STAFF_PASSWORD, type TestServer } from '../../test-support/test-server.ts';
import { DEFAULT_ADDRESS_RULE } from '../../lib/credentials/throttle.ts';

const login = (s: TestServer, payload: object, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  s.app.inject({ method: 'POST', url: '/api/sys/login', payload, headers, remoteAddress });

describe('POST /sys/login', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('signs in a staff user and answers token, user info and dictionaries', async () => {
    const res = await login(s, { username: 'zhangsan', password: STAFF_PASSWORD });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.success, true);
    assert.equal(body.code, 200);
    assert.match(body.result.token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(body.result.tokenTtlMs, 30 * 60 * 1000);
    assert.equal(body.result.userInfo.username, 'zhangsan');
    assert.equal(body.result.userInfo.realname, '张三');
    assert.equal(body.result.userInfo.orgCode, 'A01A01');
    assert.deepEqual(body.result.sysAllDictItems.sex.map((i: { text: string }) => i.text), ['男', '女']);
  });

  it('stores only a hash of the token', async () => {
    const token = await s.login('lisi');
    const rows = await s.ctx.db.selectFrom('sessions').select('token_hash').execute();
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r) => r.token_hash !== token && /^[0-9a-f]{64}$/.test(r.token_hash)));
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const unknown = await login(s, { username: 'nobody', password: 'Whatever#1' }, {}, '10.0.0.2');
    const wrong = await login(s, { username: 'wangwu', password: 'Whatever#1' }, {}, '10.0.0.2');
    assert.equal(unknown.statusCode, 400);
    assert.equal(wrong.statusCode, 400);
    assert.equal(unknown.json().message, '用户名或密码错误');
    assert.equal(wrong.json().message, unknown.json().message);
  });

  it('answers in the request language (cn, en, tc)', async () => {
    const texts = [];
    for (const locale of ['cn', 'en', 'tc']) {
      const res = await login(s, { username: 'nobody', password: 'x' }, { 'x-locale': locale }, '10.0.0.3');
      texts.push(res.json().message);
    }
    assert.deepEqual(texts, ['用户名或密码错误', 'Incorrect username or password', '用戶名或密碼錯誤']);
    const fromAcceptLanguage = await login(s, { username: 'nobody', password: 'x' }, { 'accept-language': 'zh-TW,zh;q=0.9' }, '10.0.0.3');
    assert.equal(fromAcceptLanguage.json().message, '用戶名或密碼錯誤');
  });

  it('refuses a body that breaks the schema with a localised 400 naming the field', async () => {
    const missing = await login(s, { username: 'admin' }, { 'x-locale': 'en' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, 'Invalid request: password is required');
    const tooLong = await login(s, { username: 'a'.repeat(65), password: 'x' });
    assert.equal(tooLong.statusCode, 400);
    assert.match(tooLong.json().message, /username 长度不能超过 64/);
    const notJson = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: '{oops', headers: { 'content-type': 'application/json' } });
    assert.equal(notJson.statusCode, 400);
    assert.equal(notJson.json().success, false);
  });

  it('refuses a frozen user even with the right password', async () => {
    await s.ctx.db.updateTable('users').set({ status: 2 }).where('username', '=', 'wangwu').execute();
    await s.settled();
    const res = await login(s, { username: 'wangwu', password: STAFF_PASSWORD }, {}, '10.0.0.4');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, '该用户已冻结');
    await s.ctx.db.updateTable('users').set({ status: 1 }).where('username', '=', 'wangwu').execute();
    await s.settled();
  });
});

describe('login back-off', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('answers 429 with Retry-After after 5 failures of an account, and the lock grows', async () => {
    for (let i = 0; i < 4; i++) {
      assert.equal((await login(s, { username: 'lisi', password: 'Wrong#pass1' }, {}, `10.1.0.${i}`)).statusCode, 400);
    }
    assert.equal((await login(s, { username: 'lisi', password: 'Wrong#pass1' }, {}, '10.1.0.9')).statusCode, 400);
    const locked = await login(s, { username: 'lisi', password: STAFF_PASSWORD }, { 'x-locale': 'en' }, '10.1.1.1');
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.headers['retry-after'], '30');
    assert.match(locked.json().message, /Too many failed sign-ins; try again in 30 s/);

    s.clock.advance(31_000);
    assert.equal((await login(s, { username: 'lisi', password: 'Wrong#pass1' }, {}, '10.1.1.2')).statusCode, 400);
    const longer = await login(s, { username: 'lisi', password: STAFF_PASSWORD }, {}, '10.1.1.3');
    assert.equal(longer.statusCode, 429);
    assert.equal(longer.headers['retry-after'], '60');

    s.clock.advance(61_000);
    assert.equal((await login(s, { username: 'lisi', password: STAFF_PASSWORD }, {}, '10.1.1.4')).statusCode, 200);
    // A success clears the account's count.
    assert.equal((await login(s, { username: 'lisi', password: 'Wrong#pass1' }, {}, '10.1.1.5')).statusCode, 400);
    assert.equal((await login(s, { username: 'lisi', password: STAFF_PASSWORD }, {}, '10.1.1.6')).statusCode, 200);
  });

  it('locks a client address after DEFAULT_ADDRESS_RULE.limit failures across accounts', async () => {
    for (let i = 0; i < DEFAULT_ADDRESS_RULE.limit; i++) {
      await login(s, { username: `ghost${i}`, password: 'Wrong#pass1' }, {}, '10.2.0.1');
    }
    const res = await login(s, { username: 'wangwu', password: STAFF_PASSWORD }, {}, '10.2.0.1');
    assert.equal(res.statusCode, 429);
    assert.ok(Number(res.headers['retry-after']) > 0);
    assert.equal((await login(s, { username: 'wangwu', password: STAFF_PASSWORD }, {}, '10.2.0.2')).statusCode, 200);
  });
});

describe('login captcha', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer({ loginCaptcha: true }); });
  after(async () => { await s.close(); });

  const captcha = async (key: string) => {
    const res = await s.app.inject({ url: `/api/sys/randomImage/${key}` });
    assert.equal(res.statusCode, 200);
    assert.match(res.json().result, /^data:image\/svg\+xml;base64,/);
    assert.ok(!Buffer.from(res.json().result.split(',')[1], 'base64').toString().includes(s.captcha.text), 'the code is drawn, not written');
  };

  it('tells the sign-in page that a captcha is needed', async () => {
    const res = await s.app.inject({ url: '/api/sys/loginOptions' });
    assert.deepEqual(res.json().result, { captcha: true });
  });

  it('requires a captcha, accepts the right one case-insensitively, and only once', async () => {
    const missing = await login(s, { username: 'zhangsan', password: STAFF_PASSWORD });
    assert.equal(missing.json().message, '请输入验证码');
    await captcha('key-one-123');
    const ok = await login(s, { username: 'zhangsan', password: STAFF_PASSWORD, captcha: 'AB3D', checkKey: 'key-one-123' });
    assert.equal(ok.statusCode, 200);
    const reused = await login(s, { username: 'zhangsan', password: STAFF_PASSWORD, captcha: 'AB3D', checkKey: 'key-one-123' });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().message, '验证码已失效，请刷新后重试');
  });

  it('refuses a wrong captcha and burns it', async () => {
    await captcha('key-two-123');
    const wrong = await login(s, { username: 'zhangsan', password: STAFF_PASSWORD, captcha: 'zzzz', checkKey: 'key-two-123' });
    assert.equal(wrong.json().message, '验证码错误');
    const again = await login(s, { username: 'zhangsan', password: STAFF_PASSWORD, captcha: 'Ab3d', checkKey: 'key-two-123' });
    assert.equal(again.json().message, '验证码已失效，请刷新后重试');
  });

  it('expires a captcha after 5 minutes', async () => {
    await captcha('key-three-12');
    s.clock.advance(5 * 60_000 + 1);
    const late = await login(s, { username: 'zhangsan', password: STAFF_PASSWORD, captcha: 'Ab3d', checkKey: 'key-three-12' });
    assert.equal(late.json().message, '验证码已失效，请刷新后重试');
  });

  it('refuses a captcha key that is not a plain token', async () => {
    const res = await s.app.inject({ url: `/api/sys/randomImage/${encodeURIComponent("x' or 1=1")}` });
    assert.equal(res.statusCode, 400);
  });
});
