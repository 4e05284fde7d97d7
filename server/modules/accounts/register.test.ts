import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { CHECK_USERNAME_BUDGET } from './register-routes.ts';

const PASSWORD = 'New#2026pass';

/** Asks for a register code for `mobile` and reads it from the default gateway's outbox. */
async function smsCode(s: TestServer, mobile: string): Promise<string> {
  const res = await s.app.inject({ method: 'POST', url: '/api/sys/sms', payload: { mobile, smsmode: '1' } });
  assert.equal(res.statusCode, 200, res.body);
  const row = await s.ctx.db.selectFrom('sms_outbox').select('content').where('mobile', '=', mobile)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  return /\d{6}/.exec(row.content)![0];
}

const register = (s: TestServer, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url: '/api/sys/user/register', payload, headers });

const form = (over: Record<string, unknown> = {}) =>
  ({ username: 'newbie', password: PASSWORD, confirmPassword: PASSWORD, phone: '13800000001', smscode: '000000', ...over });

describe('POST /sys/user/register', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('creates a staff user of tenant 1 in the top department, who can sign in', async () => {
    const code = await smsCode(s, '13800000001');
    const res = await register(s, form({ smscode: code, email: 'newbie@example.com' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().result, { username: 'newbie' });
    assert.equal(res.json().message, '注册成功');

    const user = await s.ctx.db.selectFrom('users').selectAll().where('username', '=', 'newbie').executeTakeFirstOrThrow();
    assert.equal(user.phone, '13800000001');
    assert.equal(user.email, 'newbie@example.com');
    const roles = await s.ctx.db.selectFrom('user_roles as ur').innerJoin('roles as r', 'r.id', 'ur.role_id')
      .select(['r.role_code', 'r.tenant_id']).where('ur.user_id', '=', user.id).execute();
    assert.deepEqual(roles, [{ role_code: 'staff', tenant_id: 1 }]);
    const departs = await s.ctx.db.selectFrom('user_departments as ud').innerJoin('departments as d', 'd.id', 'ud.department_id')
      .select(['d.org_code', 'd.parent_id']).where('ud.user_id', '=', user.id).execute();
    assert.deepEqual(departs, [{ org_code: 'A01', parent_id: null }]);

    const login = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'NEWBIE', password: PASSWORD } });
    assert.equal(login.statusCode, 200);
    assert.equal(login.json().result.passwordChangeRequired, false);
    const token = login.json().result.token;
    const admin = await s.app.inject({ method: 'GET', url: '/api/sys/user/list', headers: { 'x-access-token': token } });
    assert.equal(admin.statusCode, 403, 'a registered user is never an administrator');
  });

  it('refuses a taken username in any case, deleted ones included, before spending the code', async () => {
    const code = await smsCode(s, '13800000002');
    const taken = await register(s, form({ username: 'ZhangSan', phone: '13800000002', smscode: code }));
    assert.equal(taken.statusCode, 400);
    assert.equal(taken.json().message, '该用户名已被注册');
    await s.ctx.db.updateTable('users').set({ del_flag: true }).where('username', '=', 'wangwu').execute();
    await s.settled();
    const recycled = await register(s, form({ username: 'WANGWU', phone: '13800000002', smscode: code }), { 'x-locale': 'en' });
    assert.equal(recycled.json().message, 'This username is already taken');
    await s.ctx.db.updateTable('users').set({ del_flag: false }).where('username', '=', 'wangwu').execute();
    await s.settled();
    const fine = await register(s, form({ username: 'second_user', phone: '13800000002', smscode: code }));
    assert.equal(fine.statusCode, 200, 'the code survived the refusals');
  });

  it('refuses a mobile number that already belongs to an account', async () => {
    const res = await register(s, form({ username: 'third_user', phone: '13800000001' }), { 'x-locale': 'tc' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, '該手機號已被註冊');
  });

  it('answers each §5 rule with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'bad name!' }, '只允许字母、数字、下划线'],
      [{ username: 'abc' }, '用户名长度为4到18个字符'],
      [{ username: 'a'.repeat(19) }, '用户名长度为4到18个字符'],
      [{ confirmPassword: 'Other#2026pass' }, '两次输入的密码不一样！'],
      [{ password: 'simple', confirmPassword: 'simple' }, '密码至少 8 位，且须包含数字、大写字母、小写字母和特殊符号'],
      [{ phone: '12345678901' }, '请输入正确手机号'],
      [{ email: 'not-an-email' }, '邮箱格式不正确'],
    ];
    for (const [over, message] of cases) {
      const res = await register(s, form({ username: 'rules_user', phone: '13800000009', ...over }));
      assert.equal(res.statusCode, 400, JSON.stringify(over));
      assert.equal(res.json().message, message, JSON.stringify(over));
    }
    const none = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'rules_user').executeTakeFirst();
    assert.equal(none, undefined);
  });

  it('refuses a wrong SMS code, and a code for another number', async () => {
    const code = await smsCode(s, '13800000003');
    const wrong = await register(s, form({ username: 'fourth_user', phone: '13800000003', smscode: code === '111111' ? '222222' : '111111' }));
    assert.equal(wrong.json().message, '短信验证码错误');
    const other = await register(s, form({ username: 'fourth_user', phone: '13800000004', smscode: code }));
    assert.equal(other.json().message, '短信验证码已失效，请重新获取');
  });
});

describe('GET /sys/user/checkUsername', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const check = (username: string, remoteAddress = '10.1.0.1') =>
    s.app.inject({ method: 'GET', url: `/api/sys/user/checkUsername?username=${encodeURIComponent(username)}`, remoteAddress });

  it('answers whether a name is free, case-insensitively, without a session', async () => {
    const taken = await check('LiSi');
    assert.equal(taken.statusCode, 200);
    assert.deepEqual([taken.json().result, taken.json().message], [{ available: false }, '该用户名已被注册']);
    const free = await check('somebody_new');
    assert.deepEqual([free.json().result, free.json().message], [{ available: true }, '该用户名可用']);
  });

  it('limits the checks of one address and opens again after the window', async () => {
    for (let i = 0; i < CHECK_USERNAME_BUDGET.limit; i++) assert.equal((await check(`probe${i}`, '10.1.0.2')).statusCode, 200);
    const refused = await check('probe_more', '10.1.0.2');
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await check('probe_more', '10.1.0.3')).statusCode, 200, 'another address has its own budget');
    s.clock.advance(CHECK_USERNAME_BUDGET.windowMs);
    assert.equal((await check('probe_more', '10.1.0.2')).statusCode, 200);
  });
});
