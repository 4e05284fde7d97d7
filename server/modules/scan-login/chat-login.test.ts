import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CONFIG_EDIT_PERMISSION, addConfigEditPermission } from '../../db/migrations/0002-scan-login.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createDingTalkProvider } from './providers/dingtalk.ts';
import { startDingTalkMock } from '../../test-support/dingtalk-mock.ts';

const APP = { appKey: 'ding-app-key', appSecret: 'ding-app-secret' };
const REDIRECT = 'https://dkp.example.com/api/sys/scanLogin/dingtalk/callback';
const USERS = [
  { code: 'code-zhangsan', unionId: 'u-zs', nick: '张三', mobile: '13800138001' },
  { code: 'code-stranger', unionId: 'u-x', nick: 'X', mobile: '13999999999' },
];

describe('DingTalk provider against a mock of its documented API', () => {
  let mock: Awaited<ReturnType<typeof startDingTalkMock>>;
  before(async () => { mock = await startDingTalkMock(APP, USERS); });
  after(async () => { await mock.close(); });
  const provider = (secret = APP.appSecret) =>
    createDingTalkProvider({ appKey: APP.appKey, appSecret: secret, redirectUri: REDIRECT }, { loginBase: 'https://login.dingtalk.com', apiBase: mock.base });

  it('builds the documented authorisation URL', () => {
    const url = new URL(provider().authorizeUrl('state-123'));
    assert.equal(url.origin + url.pathname, 'https://login.dingtalk.com/oauth2/auth');
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      redirect_uri: REDIRECT, response_type: 'code', client_id: APP.appKey, scope: 'openid', state: 'state-123', prompt: 'consent',
    });
  });

  it('exchanges a code for the token and then the user', async () => {
    mock.calls.length = 0;
    assert.deepEqual(await provider().identify('code-stranger'), { unionId: 'u-x', nick: 'X', mobile: '13999999999' });
    assert.deepEqual(mock.calls, ['POST /v1.0/oauth2/userAccessToken', 'GET /v1.0/contact/users/me']);
  });

  it('fails on a wrong secret or a used code', async () => {
    await assert.rejects(provider('wrong').identify('code-zhangsan'), /HTTP 400: invalid client/);
    await assert.rejects(provider().identify('code-stranger'), /HTTP 400: invalid code/);
  });
});

describe('enterprise-chat login switch and scan login through DingTalk', () => {
  let s: TestServer;
  let mock: Awaited<ReturnType<typeof startDingTalkMock>>;
  let admin: string;
  before(async () => {
    mock = await startDingTalkMock(APP, USERS);
    s = await startTestServer({ dingtalk: { loginBase: 'https://login.dingtalk.com', apiBase: mock.base } });
    admin = await s.login('admin');
  });
  after(async () => {
    await s.close();
    await mock.close();
  });
  const config = (token: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
    s.app.inject({ method, url: '/api/sys/config/enterpriseChatLogin', headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });

  it('is for administrators: staff get 403, anonymous 401', async () => {
    const staff = await s.login('zhangsan');
    assert.equal((await config(staff)).statusCode, 403);
    assert.equal((await config(staff, 'PUT', { enabled: true, provider: 'dingtalk', appKey: 'x', redirectUri: 'y' })).statusCode, 403);
    assert.equal((await s.app.inject({ url: '/api/sys/config/enterpriseChatLogin' })).statusCode, 401);
  });

  it('answers a bad body with a localised 400 naming the field, and saves nothing', async () => {
    const before = (await config(admin)).json().result;
    const put = (payload: object, locale: string) => s.app.inject({
      method: 'PUT', url: '/api/sys/config/enterpriseChatLogin', payload, headers: { 'x-access-token': admin, 'x-locale': locale },
    });
    const long = await put({ enabled: true, provider: 'dingtalk', appKey: 'k'.repeat(201), redirectUri: REDIRECT }, 'en');
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().message, 'Invalid request: appKey must be at most 200 characters');
    const missing = await put({ provider: 'dingtalk', appKey: 'k', redirectUri: REDIRECT }, 'tc');
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, '請求參數錯誤：enabled 不能為空');
    assert.deepEqual((await config(admin)).json().result, before);
  });

  it('starts off, stores the secret without ever answering it, and keeps it when none is sent', async () => {
    assert.deepEqual((await config(admin)).json().result, { enabled: false, provider: 'dingtalk', appKey: '', redirectUri: '', hasAppSecret: false });
    const saved = await config(admin, 'PUT', { enabled: false, provider: 'dingtalk', ...APP, redirectUri: REDIRECT });
    assert.equal(saved.statusCode, 200);
    assert.ok(!saved.body.includes(APP.appSecret));
    assert.equal(saved.json().result.hasAppSecret, true);
    const kept = await config(admin, 'PUT', { enabled: true, provider: 'dingtalk', appKey: APP.appKey, appSecret: '', redirectUri: REDIRECT });
    assert.equal(kept.json().result.hasAppSecret, true);
    assert.ok(!(await config(admin)).body.includes(APP.appSecret));
    const unknownProvider = await config(admin, 'PUT', { enabled: true, provider: 'wechat', appKey: 'k', redirectUri: REDIRECT });
    assert.equal(unknownProvider.statusCode, 400);
  });

  it('when on, the QR code opens DingTalk and its callback signs the desktop in as the user with that mobile', async () => {
    const start = (await s.app.inject({ method: 'POST', url: '/api/sys/scanLogin' })).json().result;
    assert.equal(start.provider, 'dingtalk');
    const url = new URL(start.url);
    assert.equal(url.origin + url.pathname, 'https://login.dingtalk.com/oauth2/auth');
    assert.equal(url.searchParams.get('state'), start.id);

    const back = await s.app.inject({ url: `/api/sys/scanLogin/dingtalk/callback?authCode=code-zhangsan&state=${start.id}`, headers: { 'accept-language': 'en' } });
    assert.equal(back.statusCode, 200);
    assert.match(back.headers['content-type'] as string, /text\/html/);
    assert.match(back.body, /Sign-in confirmed/);
    const poll = (await s.app.inject({ url: `/api/sys/scanLogin/${start.id}?secret=${start.pollSecret}` })).json().result;
    assert.equal(poll.status, 'confirmed');
    assert.equal(poll.session.userInfo.username, 'zhangsan');
  });

  it('refuses a DingTalk user without a portal account, and a replayed callback', async () => {
    const start = (await s.app.inject({ method: 'POST', url: '/api/sys/scanLogin' })).json().result;
    const stranger = await s.app.inject({ url: `/api/sys/scanLogin/dingtalk/callback?code=code-stranger&state=${start.id}` });
    assert.equal(stranger.statusCode, 400);
    assert.match(stranger.body, /该企业通讯账号未绑定门户用户/);
    const replay = await s.app.inject({ url: `/api/sys/scanLogin/dingtalk/callback?authCode=code-zhangsan&state=${start.id}` });
    assert.equal(replay.statusCode, 400);
    assert.match(replay.body, /企业通讯登录失败/);
    assert.equal((await s.app.inject({ url: `/api/sys/scanLogin/${start.id}?secret=${start.pollSecret}` })).json().result.status, 'pending');
  });

  it('goes back to the built-in QR code when switched off', async () => {
    await config(admin, 'PUT', { enabled: false, provider: 'dingtalk', appKey: APP.appKey, redirectUri: REDIRECT });
    const start = (await s.app.inject({ method: 'POST', url: '/api/sys/scanLogin' })).json().result;
    assert.equal(start.provider, undefined);
    assert.match(start.url, /\/user\/scan\//);
    const back = await s.app.inject({ url: `/api/sys/scanLogin/dingtalk/callback?authCode=x&state=${start.id}` });
    assert.equal(back.statusCode, 400);
  });
});

describe('migration 0002 on a database seeded before it', () => {
  it('adds system:config:edit and grants it to the admin role of every tenant, not to staff', async () => {
    const s = await startTestServer();
    try {
      await s.ctx.db.deleteFrom('permissions').where('id', '=', CONFIG_EDIT_PERMISSION.id).execute();
      await s.settled();
      const admin = await s.login('admin');
      const get = () => s.app.inject({ url: '/api/sys/config/enterpriseChatLogin', headers: { 'x-access-token': admin } });
      assert.equal((await get()).statusCode, 403);
      await addConfigEditPermission(s.ctx.db);
      await addConfigEditPermission(s.ctx.db);
      assert.equal((await get()).statusCode, 200);
      const grants = await s.ctx.db.selectFrom('role_permissions as rp').innerJoin('roles as r', 'r.id', 'rp.role_id')
        .select(['r.role_code', 'r.tenant_id']).where('rp.permission_id', '=', CONFIG_EDIT_PERMISSION.id).orderBy('r.tenant_id').execute();
      assert.ok(grants.length >= 2);
      assert.ok(grants.every((g) => g.role_code === 'admin'));
      assert.equal(new Set(grants.map((g) => g.tenant_id)).size, grants.length);
    } finally {
      await s.close();
    }
  });
});
