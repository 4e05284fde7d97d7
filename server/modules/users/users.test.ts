import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Depart } from '../../../shared/schemas/user.ts';
import { startTestServer, STAFF_PASSWORD, type TestServer } from '../../test-support/test-server.ts';

type Headers = Record<string, string>;

const NEW_PASSWORD = 'Changed#2026pw';

describe('the signed-in user\'s account and the system calls', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, options: { payload?: object; headers?: Headers; remoteAddress?: string } = {}) =>
    s.app.inject({
      method, url: `/api${url}`,
      headers: { ...(token ? { 'x-access-token': token } : {}), ...options.headers },
      ...(options.payload ? { payload: options.payload } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
  const departs = (token: string, headers: Headers = {}) => call('GET', '/sys/user/getCurrentUserDeparts', token, { headers });
  const selectDepart = (token: string, payload: object, headers: Headers = {}) => call('PUT', '/sys/selectDepart', token, { payload, headers });
  const userInfo = (token: string) => call('GET', '/sys/getUserInfoByToken', token);
  const signIn = (username: string, password: string) =>
    s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username, password }, remoteAddress: '10.7.0.1' });

  describe('departments', () => {
    it('answers zhangsan\'s two departments (A01A01, A01A02) and the current orgCode A01A01', async () => {
      const token = await s.login('zhangsan');
      const res = await departs(token);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.success, true);
      assert.equal(body.result.orgCode, 'A01A01');
      assert.deepEqual(body.result.list.map((d: Depart) => [d.orgCode, d.departName]), [['A01A01', '信息技术部'], ['A01A02', '市场部']]);
      assert.ok(body.result.list.every((d: Depart) => typeof d.id === 'string' && d.id.length > 0));
    });

    it('answers 401 to anonymous callers of getCurrentUserDeparts and selectDepart', async () => {
      assert.equal((await call('GET', '/sys/user/getCurrentUserDeparts', null)).statusCode, 401);
      const select = await call('PUT', '/sys/selectDepart', null, { payload: { orgCode: 'A01A02' } });
      assert.equal(select.statusCode, 401);
    });

    it('switches to one of the user\'s own departments; getCurrentUserDeparts and getUserInfoByToken then report it', async () => {
      const token = await s.login('zhangsan');
      const res = await selectDepart(token, { orgCode: 'A01A02', username: 'zhangsan' });
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.success, true);
      assert.equal(body.result.userInfo.orgCode, 'A01A02');
      assert.equal(body.result.userInfo.username, 'zhangsan');
      assert.equal(body.result.userInfo.realname, '张三');
      assert.equal(body.result.userInfo.tenantId, 1);

      assert.equal((await departs(token)).json().result.orgCode, 'A01A02');
      assert.equal((await userInfo(token)).json().result.orgCode, 'A01A02');

      // And back again.
      assert.equal((await selectDepart(token, { orgCode: 'A01A01' })).json().result.userInfo.orgCode, 'A01A01');
      assert.equal((await departs(token)).json().result.orgCode, 'A01A01');
      assert.equal((await userInfo(token)).json().result.orgCode, 'A01A01');
    });

    it('refuses a department that is not the user\'s (A01A03) with 403 and leaves the current one', async () => {
      const token = await s.login('zhangsan');
      const res = await selectDepart(token, { orgCode: 'A01A03' });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().success, false);
      assert.equal(res.json().message, '您不属于该部门');
      const en = await selectDepart(token, { orgCode: 'A01A03' }, { 'x-locale': 'en' });
      assert.equal(en.json().message, 'You do not belong to this department');
      const unknown = await selectDepart(token, { orgCode: 'ZZZ' });
      assert.equal(unknown.statusCode, 403);
      assert.equal((await departs(token)).json().result.orgCode, 'A01A01');
    });

    it('switches only the caller\'s department even when the body names another user', async () => {
      const zhangsan = await s.login('zhangsan');
      const lisi = await s.login('lisi');
      const res = await selectDepart(zhangsan, { orgCode: 'A01A02', username: 'lisi' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().result.userInfo.username, 'zhangsan');
      assert.equal((await departs(lisi)).json().result.orgCode, 'A01A02');
      const lisiMove = await selectDepart(zhangsan, { orgCode: 'A01A03', username: 'lisi' });
      assert.equal(lisiMove.statusCode, 403);
      await selectDepart(zhangsan, { orgCode: 'A01A01' });
    });

    it('refuses an empty or missing orgCode with 400', async () => {
      const token = await s.login('zhangsan');
      const empty = await selectDepart(token, { orgCode: '' });
      assert.equal(empty.statusCode, 400);
      assert.equal(empty.json().success, false);
      assert.equal(empty.json().message, '请求参数错误：orgCode 不能为空');
      const missing = await selectDepart(token, {}, { 'x-locale': 'en' });
      assert.equal(missing.statusCode, 400);
      assert.equal(missing.json().message, 'Invalid request: orgCode is required');
    });

    it('answers "您尚未设置部门信息!" when the user has no department in the chosen tenant', async () => {
      const admin = await s.login('admin');
      const list = await departs(admin, { 'x-tenant-id': '2' });
      assert.equal(list.statusCode, 200);
      assert.deepEqual(list.json().result.list, []);
      const res = await selectDepart(admin, { orgCode: 'A01' }, { 'x-tenant-id': '2' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '您尚未设置部门信息!');
    });
  });

  describe('PUT /sys/user/updatePassword', () => {
    const update = (token: string, payload: object, headers: Headers = {}) => call('PUT', '/sys/user/updatePassword', token, { payload, headers });
    const body = (over: object = {}) => ({
      username: 'wangwu', oldpassword: STAFF_PASSWORD, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD, ...over,
    });

    it('refuses a missing or empty old password with 400', async () => {
      const token = await s.login('wangwu');
      const { oldpassword: _omit, ...withoutOld } = body();
      const missing = await update(token, withoutOld);
      assert.equal(missing.statusCode, 400);
      assert.equal(missing.json().message, '请求参数错误：oldpassword 不能为空');
      const empty = await update(token, body({ oldpassword: '' }), { 'x-locale': 'en' });
      assert.equal(empty.statusCode, 400);
      assert.equal(empty.json().message, 'Invalid request: oldpassword is required');
      const noConfirm = await update(token, { ...body(), confirmpassword: undefined });
      assert.equal(noConfirm.statusCode, 400);
    });

    it('refuses a new password breaking the policy with 400 and the policy message in cn and en', async () => {
      const token = await s.login('wangwu');
      for (const password of ['abcdefgh', 'Abcdefg1', 'Ab1#xyz', 'ABCDEFG1#', 'abcdefg1#', 'Abcdefgh#']) {
        const cn = await update(token, body({ password, confirmpassword: password }));
        assert.equal(cn.statusCode, 400, password);
        assert.equal(cn.json().message, '密码至少 8 位，且须包含数字、大写字母、小写字母和特殊符号', password);
        const en = await update(token, body({ password, confirmpassword: password }), { 'x-locale': 'en' });
        assert.equal(en.json().message, 'The password needs at least 8 characters mixing digits, upper and lower case letters and symbols');
      }
      assert.equal((await userInfo(token)).statusCode, 200, 'a refused change leaves the session alone');
    });

    it('refuses a confirmation that differs with 400 "两次输入的密码不一样！"', async () => {
      const token = await s.login('wangwu');
      const res = await update(token, body({ confirmpassword: `${NEW_PASSWORD}x` }));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '两次输入的密码不一样！');
      const tc = await update(token, body({ confirmpassword: `${NEW_PASSWORD}x` }), { 'x-locale': 'tc' });
      assert.equal(tc.json().message, '兩次輸入的密碼不一樣！');
    });

    it('refuses a wrong old password with 400 and keeps the password', async () => {
      const token = await s.login('wangwu');
      const res = await update(token, body({ oldpassword: 'Wrong#pass123' }));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '旧密码输入错误');
      assert.equal((await userInfo(token)).statusCode, 200);
      assert.equal((await signIn('wangwu', STAFF_PASSWORD)).statusCode, 200);
    });

    it('refuses a new password equal to the old one with 400', async () => {
      const token = await s.login('wangwu');
      const res = await update(token, body({ password: STAFF_PASSWORD, confirmpassword: STAFF_PASSWORD }));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '新密码不能与旧密码相同');
    });

    it('refuses to change another user\'s password with 403', async () => {
      const token = await s.login('wangwu');
      const res = await update(token, body({ username: 'lisi' }));
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, '只能修改自己的密码');
      assert.equal((await signIn('lisi', STAFF_PASSWORD)).statusCode, 200, 'lisi keeps the password');
    });

    it('answers 401 to an anonymous caller before looking at the body', async () => {
      const res = await call('PUT', '/sys/user/updatePassword', null, { payload: {} });
      assert.equal(res.statusCode, 401);
    });

    it('changes the password, ends every session of the user (this token and a second login), and only the new password signs in', async () => {
      const token = await s.login('wangwu');
      const second = await s.login('wangwu');
      const other = await s.login('lisi');
      assert.equal((await userInfo(second)).statusCode, 200);

      const res = await update(token, body({ username: 'WangWu' }));
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().success, true);
      assert.equal(res.json().message, '密码修改成功，请重新登录');

      for (const ended of [token, second]) {
        const after = await userInfo(ended);
        assert.equal(after.statusCode, 401);
        assert.equal(after.json().success, false);
        assert.equal((await departs(ended)).statusCode, 401);
      }
      assert.equal((await userInfo(other)).statusCode, 200, 'other users keep their sessions');

      const old = await signIn('wangwu', STAFF_PASSWORD);
      assert.equal(old.statusCode, 400);
      assert.equal(old.json().message, '用户名或密码错误');
      const fresh = await signIn('wangwu', NEW_PASSWORD);
      assert.equal(fresh.statusCode, 200);
      assert.equal(fresh.json().result.userInfo.username, 'wangwu');
      assert.equal((await userInfo(fresh.json().result.token)).statusCode, 200);
    });
  });

  describe('session calls', () => {
    it('answers getUserIp with the caller\'s address', async () => {
      const token = await s.login('lisi');
      const res = await call('GET', '/sys/user/getUserIp', token, { remoteAddress: '10.9.8.7' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().success, true);
      assert.equal(res.json().result, '10.9.8.7');
      assert.equal((await call('GET', '/sys/user/getUserIp', null)).statusCode, 401);
    });

    it('ignores X-Forwarded-For in getUserIp when no proxy is trusted', async () => {
      const token = await s.login('lisi');
      const res = await call('GET', '/sys/user/getUserIp', token, { remoteAddress: '10.9.8.7', headers: { 'x-forwarded-for': '1.2.3.4' } });
      assert.equal(res.json().result, '10.9.8.7');
    });

    it('answers personalIze/query to a session with the seeded watermark, header title and logos in cn, en and tc', async () => {
      const token = await s.login('lisi');
      const res = await call('GET', '/sys/personalIze/query', token);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().success, true);
      assert.deepEqual(res.json().result, {
        watermark: { cn: '数据知识门户', en: 'Data Knowledge Portal', tc: '數據知識門戶' },
        headerTitle: { cn: 'DKP 数据知识门户', en: 'DKP Data Knowledge Portal', tc: 'DKP 數據知識門戶' },
        logo: { cn: '/brand/logo.svg', en: '/brand/logo-en.svg', tc: '/brand/logo-tc.svg' },
        brandHiddenFor: 'guest',
        // No footer settings in this deployment: the footer shows none.
        recordNumber: '', publicAccountUrl: '', serviceAccountUrl: '',
      });
      assert.equal((await call('GET', '/sys/personalIze/query', null)).statusCode, 401);
    });

    it('answers personalIze/getLoginLogo to an anonymous caller, in cn, en and tc', async () => {
      const res = await call('GET', '/sys/personalIze/getLoginLogo', null);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().success, true);
      const loginLogo = { cn: '/brand/login-logo.svg', en: '/brand/login-logo-en.svg', tc: '/brand/login-logo-tc.svg' };
      assert.deepEqual(res.json().result, { loginLogo });
      const tenant2 = await call('GET', '/sys/personalIze/getLoginLogo', null, { headers: { 'x-tenant-id': '2' } });
      assert.deepEqual(tenant2.json().result.loginLogo, loginLogo);
    });

    it('answers getUserInfoByToken with the token only in the query', async () => {
      const token = await s.login('lisi');
      const res = await s.app.inject({ url: `/api/sys/getUserInfoByToken?token=${token}` });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().success, true);
      assert.equal(res.json().result.username, 'lisi');
      assert.equal(res.json().result.realname, '李四');
      assert.equal(res.json().result.orgCode, 'A01A02');
      const wrong = await s.app.inject({ url: '/api/sys/getUserInfoByToken?token=nope' });
      assert.equal(wrong.statusCode, 401);
      const none = await s.app.inject({ url: '/api/sys/getUserInfoByToken' });
      assert.equal(none.statusCode, 401);
    });

    it('answers getUserInfoByToken at the documented path with a trailing slash (/sys/getUserInfoByToken/?token=)', async () => {
      const token = await s.login('lisi');
      const res = await s.app.inject({ url: `/api/sys/getUserInfoByToken/?token=${token}` });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().result.username, 'lisi');
    });

    it('answers getUserPermissionByToken with the token only in the query', async () => {
      const token = await s.login('lisi');
      const res = await s.app.inject({ url: `/api/sys/permission/getUserPermissionByToken?token=${token}` });
      assert.equal(res.statusCode, 200);
      const result = res.json().result;
      assert.equal(res.json().success, true);
      assert.ok(Array.isArray(result.menu) && result.menu.length > 0);
      assert.ok(result.auth.some((a: { action: string }) => a.action === 'course:img'));
      assert.ok(!result.auth.some((a: { action: string }) => a.action === 'course:workbook'));
      assert.equal(result.sysSafeMode, false);
      assert.equal((await s.app.inject({ url: '/api/sys/permission/getUserPermissionByToken?token=nope' })).statusCode, 401);
    });

    it('does not accept a token in the query on routes that do not document it', async () => {
      const token = await s.login('lisi');
      for (const url of ['/sys/user/getCurrentUserDeparts', '/sys/personalIze/query', '/sys/user/getUserIp']) {
        const res = await s.app.inject({ url: `/api${url}?token=${token}` });
        assert.equal(res.statusCode, 401, url);
      }
    });

    it('answers tokenRenewal with success and "操作成功", and the renewal keeps the session alive past 30 minutes', async () => {
      const token = await s.login('lisi');
      const res = await call('GET', '/dkp-system/sys/dataFill/tokenRenewal', token);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().success, true);
      assert.equal(res.json().message, '操作成功');

      s.clock.advance(20 * 60_000);
      assert.equal((await call('GET', '/dkp-system/sys/dataFill/tokenRenewal', token)).json().success, true);
      s.clock.advance(20 * 60_000);
      assert.equal((await userInfo(token)).statusCode, 200, '40 minutes after sign-in, 20 after the renewal');
      s.clock.advance(31 * 60_000);
      const expired = await call('GET', '/dkp-system/sys/dataFill/tokenRenewal', token);
      assert.equal(expired.statusCode, 401);
      assert.equal(expired.json().message, '登录已过期，请重新登录');
    });

    it('answers tokenRenewal with 401 to an anonymous caller', async () => {
      const res = await call('GET', '/dkp-system/sys/dataFill/tokenRenewal', null, { headers: { 'x-locale': 'en' } });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().message, 'Not signed in, or the sign-in has expired; please sign in again');
    });
  });

  describe('system', () => {
    it('answers health with status ok and the database kind, anonymously', async () => {
      const res = await s.app.inject({ url: '/api/health' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().success, true);
      assert.equal(res.json().result.status, 'ok');
      assert.equal(res.json().result.database, process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    });

    it('answers the OpenAPI document to signed-in administrators only', async () => {
      const anonymous = await s.app.inject({ url: '/api/openapi.json', headers: { 'x-locale': 'en' } });
      assert.equal(anonymous.statusCode, 401);
      assert.equal(anonymous.json().success, false);
      const staff = await s.app.inject({ url: '/api/openapi.json', headers: { 'x-access-token': await s.login('zhangsan') } });
      assert.equal(staff.statusCode, 403);
      assert.equal(staff.json().success, false);
    });

    it('answers an OpenAPI 3 document listing /sys/login, /sys/duplicate/check and /sys/dict/getDictItems/{dictCode}', async () => {
      const res = await s.app.inject({ url: '/api/openapi.json', headers: { 'x-access-token': await s.login('admin') } });
      assert.equal(res.statusCode, 200);
      const doc = res.json();
      assert.match(doc.openapi, /^3\./);
      assert.equal(doc.info.title, 'DKP API');
      const paths = Object.keys(doc.paths);
      for (const path of ['/sys/login', '/sys/duplicate/check', '/sys/dict/getDictItems/{dictCode}']) {
        assert.ok(paths.includes(path), `${path} in ${paths.join(', ')}`);
      }
      assert.ok(doc.paths['/sys/login'].post, 'login is a POST');
      assert.ok(doc.paths['/sys/duplicate/check'].get, 'duplicate check is a GET');
      assert.ok(!paths.includes('/openapi.json'), 'the document hides itself');
      assert.deepEqual(doc.servers, [{ url: '/api' }]);
    });

    it('answers an unknown /api path with a localised 404 envelope', async () => {
      const res = await s.app.inject({ url: '/api/nope' });
      assert.equal(res.statusCode, 404);
      assert.deepEqual({ ...res.json<object>(), timestamp: 0 }, { success: false, message: '资源不存在', code: 404, result: null, timestamp: 0 });
      assert.equal((await s.app.inject({ url: '/api/nope', headers: { 'x-locale': 'en' } })).json().message, 'Sorry, the resource was not found.');
      assert.equal((await s.app.inject({ url: '/api/nope', headers: { 'x-locale': 'tc' } })).json().message, '資源不存在');
      const post = await s.app.inject({ method: 'POST', url: '/api/sys/nope', payload: {} });
      assert.equal(post.statusCode, 404);
      assert.equal(post.json().success, false);
      const token = await s.login('lisi');
      const signedIn = await call('GET', '/nope/deeper', token);
      assert.equal(signedIn.statusCode, 404);
      assert.equal(signedIn.json().message, '资源不存在');
    });
  });
});
