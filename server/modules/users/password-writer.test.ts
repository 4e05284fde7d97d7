import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, STAFF_PASSWORD, type TestServer } from '../../test-support/test-server.ts';

const NEW_PASSWORD = 'Fresh#2026pass';

/**
 * The one password writer (user-repository.ts `setPassword`) and what each caller leaves in
 * `password_must_change`. The alteration and the SMS reset clear it too: their own tests say
 * so (accounts/alteration.test.ts, sms/password-reset.test.ts).
 */
describe('password_must_change after a password is set', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const mustChange = async (username: string) =>
    (await s.ctx.db.selectFrom('users').select('password_must_change').where('username', '=', username).executeTakeFirstOrThrow()).password_must_change;
  const flag = async (username: string, value: boolean) => {
    await s.ctx.db.updateTable('users').set({ password_must_change: value }).where('username', '=', username).execute();
    await s.settled();
  };
  const put = (token: string, url: string, payload: object) =>
    s.app.inject({ method: 'PUT', url: `/api${url}`, headers: { 'x-access-token': token }, payload });

  it("is cleared by the user's own change (PUT /sys/user/updatePassword)", async () => {
    await flag('wangwu', true);
    const token = await s.login('wangwu');
    const res = await put(token, '/sys/user/updatePassword', { username: 'wangwu', oldpassword: STAFF_PASSWORD, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await mustChange('wangwu'), false);
  });

  it("is left as it was by an administrator's change (PUT /sys/user/changePassword)", async () => {
    const admin = await s.login('admin');
    for (const before of [true, false]) {
      await flag('lisi', before);
      const password = `${NEW_PASSWORD}${Number(before)}`;
      const res = await put(admin, '/sys/user/changePassword', { username: 'lisi', password, confirmpassword: password });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(await mustChange('lisi'), before);
    }
  });
});
