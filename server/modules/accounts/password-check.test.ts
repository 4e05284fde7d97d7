import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, STAFF_PASSWORD, type TestServer } from '../../test-support/test-server.ts';
import { passwordChangeDue } from '../../lib/credentials/password-age.ts';

const DAY = 24 * 60 * 60 * 1000;
const EXPIRED = '密码未在规定时间内修改，请重新登录！';

const loginAnswer = async (s: TestServer, username: string, password = STAFF_PASSWORD) => {
  const res = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username, password } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result as { token: string; passwordChangeRequired: boolean };
};

describe('passwordChangeDue', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('is due when the flag is set, or when the password reached the maximum age; 0 turns the age off', () => {
    assert.equal(passwordChangeDue({ mustChange: true, changedAt: now }, 90, now), true);
    assert.equal(passwordChangeDue({ mustChange: false, changedAt: new Date(now.getTime() - 89 * DAY) }, 90, now), false);
    assert.equal(passwordChangeDue({ mustChange: false, changedAt: new Date(now.getTime() - 90 * DAY) }, 90, now), true);
    assert.equal(passwordChangeDue({ mustChange: false, changedAt: new Date(0) }, 0, now), false);
  });
});

describe('password-update check (must-change flag)', () => {
  let s: TestServer;
  before(async () => {
    s = await startTestServer();
    await s.ctx.db.updateTable('users').set({ password_must_change: true }).where('username', '=', 'lisi').execute();
    await s.settled();
  });
  after(async () => { await s.close(); });

  it('tells the client at login', async () => {
    assert.equal((await loginAnswer(s, 'lisi')).passwordChangeRequired, true);
    assert.equal((await loginAnswer(s, 'zhangsan')).passwordChangeRequired, false);
  });

  it('answers every other call with 401 and the §8 message, in each language', async () => {
    const { token } = await loginAnswer(s, 'lisi');
    const texts = [];
    for (const locale of ['cn', 'en', 'tc']) {
      const res = await s.app.inject({ method: 'GET', url: '/api/sys/permission/getUserPermissionByToken', headers: { 'x-access-token': token, 'x-locale': locale } });
      assert.equal(res.statusCode, 401);
      texts.push(res.json().message);
    }
    assert.deepEqual(texts, [EXPIRED, 'The password has not been changed within the specified time. Please sign in again.', '密碼未在規定時間內修改，請重新登錄！']);
    const departs = await s.app.inject({ method: 'GET', url: '/api/sys/user/getCurrentUserDeparts', headers: { 'x-access-token': token } });
    assert.equal(departs.statusCode, 401);
  });

  it('lets the session read its user, change the password and sign out', async () => {
    const { token } = await loginAnswer(s, 'lisi');
    const headers = { 'x-access-token': token };
    const info = await s.app.inject({ method: 'GET', url: '/api/sys/getUserInfoByToken', headers });
    assert.equal(info.statusCode, 200);
    const other = await loginAnswer(s, 'lisi');
    assert.equal((await s.app.inject({ method: 'POST', url: '/api/sys/logout', headers: { 'x-access-token': other.token } })).statusCode, 200);

    const changed = await s.app.inject({
      method: 'PUT', url: '/api/sys/user/updatePassword', headers,
      payload: { username: 'lisi', oldpassword: STAFF_PASSWORD, password: 'Lisi#2026new', confirmpassword: 'Lisi#2026new' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const after = await loginAnswer(s, 'lisi', 'Lisi#2026new');
    assert.equal(after.passwordChangeRequired, false, 'changing the password cleared the flag');
    const menu = await s.app.inject({ method: 'GET', url: '/api/sys/permission/getUserPermissionByToken', headers: { 'x-access-token': after.token } });
    assert.equal(menu.statusCode, 200);
  });
});

describe('password-update check (maximum age)', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer({ passwordMaxAgeDays: 30 }); });
  after(async () => { await s.close(); });

  it('a password older than DKP_PASSWORD_MAX_AGE_DAYS must be changed, even in a live session', async () => {
    const fresh = await loginAnswer(s, 'wangwu');
    assert.equal(fresh.passwordChangeRequired, false);
    // The seed stamped the password a moment after the clock started.
    s.clock.advance(30 * DAY + 60_000);
    const headers = { 'x-access-token': (await loginAnswer(s, 'wangwu')).token };
    const res = await s.app.inject({ method: 'GET', url: '/api/sys/user/getCurrentUserDeparts', headers });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, EXPIRED);
    assert.equal((await loginAnswer(s, 'wangwu')).passwordChangeRequired, true);
  });
});

describe('password-update check turned off', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer({ passwordMaxAgeDays: 0 }); });
  after(async () => { await s.close(); });

  it('0 days never asks for a change by age', async () => {
    s.clock.advance(3650 * DAY);
    const { token, passwordChangeRequired } = await loginAnswer(s, 'zhangsan');
    assert.equal(passwordChangeRequired, false);
    const res = await s.app.inject({ method: 'GET', url: '/api/sys/user/getCurrentUserDeparts', headers: { 'x-access-token': token } });
    assert.equal(res.statusCode, 200);
  });
});

describe('DKP_SEED_PASSWORD_MUST_CHANGE', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer({ seedPasswordMustChange: ['WangWu'] }); });
  after(async () => { await s.close(); });

  it('the first start seeds the listed users with the must-change flag, and only them', async () => {
    assert.equal((await loginAnswer(s, 'wangwu')).passwordChangeRequired, true);
    assert.equal((await loginAnswer(s, 'lisi')).passwordChangeRequired, false);
  });
});
