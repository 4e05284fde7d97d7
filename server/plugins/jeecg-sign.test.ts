import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { formatSignTimestamp, signRequest } from '../../shared/api/sign.ts';
import { loadConfig } from '../config.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/**
 * JeecgBoot's client signature, written here as its Vue 3 client does it (signMd5Utils.getSign):
 * the parameters merged and sorted, `_t` dropped, numbers as text, JSON text plus the secret,
 * MD5, upper case. Independent of the server's code on purpose.
 */
function jeecgClientSign(params: Record<string, unknown>, secret: string): string {
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(params).sort()) if (key !== '_t') sorted[key] = typeof params[key] === 'number' ? String(params[key]) : params[key];
  return createHash('md5').update(JSON.stringify(sorted) + secret).digest('hex').toUpperCase();
}

describe('DKP_SIGN_SCHEME', () => {
  it('is dkp by default, takes jeecg, and refuses anything else', () => {
    assert.equal(loadConfig({}).signScheme, 'dkp');
    assert.equal(loadConfig({ DKP_SIGN_SCHEME: 'jeecg' }).signScheme, 'jeecg');
    assert.throws(() => loadConfig({ DKP_SIGN_SCHEME: 'md5' }), /DKP_SIGN_SCHEME must be dkp or jeecg/);
  });
});

describe('signed calls with DKP_SIGN_SCHEME=jeecg (JeecgBoot clients)', () => {
  let s: TestServer;
  let admin: string;
  before(async () => {
    s = await startTestServer({ signScheme: 'jeecg' });
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  const call = (url: string, headers: Record<string, string>) =>
    s.app.inject({ url: `/api${url}`, headers: { 'x-access-token': admin, ...headers } });
  const jeecgHeaders = (params: Record<string, unknown>, at = s.clock.now().getTime()) =>
    ({ 'x-sign': jeecgClientSign(params, s.config.signSecret), 'x-timestamp': String(at) });

  it('accepts a JeecgBoot-signed dictionary call (millisecond X-TIMESTAMP, MD5 of the sorted parameters)', async () => {
    const res = await call('/sys/dict/getDictItems/sex?_t=1700000000&b=2&a=x', jeecgHeaders({ a: 'x', b: 2 }));
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(res.json().result.some((item: { value: string }) => item.value === '1'));
  });

  it('signs a last path segment with commas as x-path-variable, as JeecgBoot does', async () => {
    const res = await call('/sys/dict/getDictItems/sys_user,realname,username', jeecgHeaders({ 'x-path-variable': 'sys_user,realname,username' }));
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(res.json().result.some((item: { value: string }) => item.value === 'admin'));
    const unsigned = await call('/sys/dict/getDictItems/sys_user,realname,username', jeecgHeaders({}));
    assert.equal(unsigned.statusCode, 400);
  });

  it('refuses a tampered parameter with a localised 400 signInvalid', async () => {
    const headers = jeecgHeaders({ a: 'x' });
    const res = await call('/sys/dict/getDictItems/sex?a=y', headers);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, '签名验证失败：签名不正确');
    const en = await call('/sys/dict/getDictItems/sex?a=y', { ...headers, 'x-locale': 'en' });
    assert.equal(en.json().message, 'Signature check failed: wrong signature');
    const tc = await call('/sys/dict/getDictItems/sex?a=y', { ...headers, 'x-locale': 'tc' });
    assert.equal(tc.json().message, '簽名驗證失敗：簽名不正確');
  });

  it('refuses a replayed call whose timestamp is 6 minutes old, or 6 minutes ahead, with 400 signExpired', async () => {
    const now = s.clock.now().getTime();
    for (const at of [now - 6 * 60_000, now + 6 * 60_000]) {
      const res = await call('/sys/dict/getDictItems/sex', jeecgHeaders({}, at));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '签名验证失败：请求已过期，请校准时间后重试');
    }
  });

  it('refuses a signature captured and replayed after the server clock moved past 5 minutes', async () => {
    const headers = jeecgHeaders({});
    assert.equal((await call('/sys/dict/getDictItems/sex', headers)).statusCode, 200);
    s.clock.advance(5 * 60_000 + 1000);
    const res = await call('/sys/dict/getDictItems/sex', headers);
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /已过期/);
  });

  it('refuses a timestamp that is neither milliseconds nor yyyyMMddHHmmss, and a missing signature', async () => {
    const bad = await call('/sys/dict/getDictItems/sex', { 'x-sign': jeecgClientSign({}, s.config.signSecret), 'x-timestamp': '17e11' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /已过期/);
    const missing = await call('/sys/dict/getDictItems/sex', { 'x-timestamp': String(s.clock.now().getTime()) });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, '签名验证失败：缺少签名或时间戳');
  });

  it("still accepts DKP's own token-bound signature (the portal is not rebuilt for the scheme)", async () => {
    const path = '/sys/dict/getDictItems/sex';
    const timestamp = formatSignTimestamp(s.clock.now());
    const sign = signRequest({ path, query: {}, timestamp, secret: s.config.signSecret, token: admin });
    assert.equal((await call(path, { 'x-sign': sign, 'x-timestamp': timestamp })).statusCode, 200);
  });
});

describe('signed calls with the default scheme', () => {
  let s: TestServer;
  let admin: string;
  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  it('refuses a JeecgBoot-signed call: MD5 with a millisecond timestamp is not taken unless DKP_SIGN_SCHEME=jeecg', async () => {
    const res = await s.app.inject({
      url: '/api/sys/dict/getDictItems/sex',
      headers: { 'x-access-token': admin, 'x-sign': jeecgClientSign({}, s.config.signSecret), 'x-timestamp': String(s.clock.now().getTime()) },
    });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /签名验证失败/);
  });
});
