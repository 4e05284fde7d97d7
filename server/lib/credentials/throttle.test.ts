import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../config.ts';
import { parseTrustProxy } from '../trust-proxy.ts';
import { startTestServer, STAFF_PASSWORD, type TestServer } from '../../test-support/test-server.ts';
import { ACCOUNT_RULE } from './throttle.ts';

const WRONG = 'Wrong#pass1';
const login = (s: TestServer, username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username, password }, remoteAddress, headers });
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('login back-off under parallel guesses', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('checks at most the account limit of 30 parallel wrong passwords; the rest get 429', async () => {
    const codes = statuses(await Promise.all(Array.from({ length: 30 }, (_, i) => login(s, 'zhangsan', WRONG, `10.5.${i}.1`))));
    // A 400 is a password that was checked (and wrong); a 429 was refused before the check.
    assert.equal(count(codes, 400), ACCOUNT_RULE.limit, codes.join(','));
    assert.equal(count(codes, 429), 30 - ACCOUNT_RULE.limit);
  });
});

describe('login back-off per client address', () => {
  let s: TestServer;
  const rule = { limit: 3, firstLockMs: 4000, maxLockMs: 8000, forgetAfterMs: 60 * 60_000 };
  before(async () => { s = await startTestServer({ loginAddressRule: rule, trustProxy: parseTrustProxy('true') }); });
  after(async () => { await s.close(); });

  it('is configurable, short and growing, and a right password from the address still counts as no failure', async () => {
    assert.equal((await login(s, 'lisi', STAFF_PASSWORD, '10.6.0.1')).statusCode, 200);
    for (let i = 0; i < rule.limit; i++) assert.equal((await login(s, `ghost${i}`, WRONG, '10.6.0.1')).statusCode, 400);
    const locked = await login(s, 'wangwu', STAFF_PASSWORD, '10.6.0.1');
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.headers['retry-after'], '4');
    s.clock.advance(4001);
    assert.equal((await login(s, 'ghost9', WRONG, '10.6.0.1')).statusCode, 400);
    assert.equal((await login(s, 'wangwu', STAFF_PASSWORD, '10.6.0.1')).headers['retry-after'], '8');
    s.clock.advance(8001);
    assert.equal((await login(s, 'wangwu', STAFF_PASSWORD, '10.6.0.1')).statusCode, 200);
  });

  it('with DKP_TRUST_PROXY=true trusts one hop: a rotated X-Forwarded-For does not dodge the address lock', async () => {
    // The proxy (10.7.0.1) appends the real client (10.7.9.9) to whatever the client sent.
    const viaProxy = (username: string, password: string, i: number) =>
      login(s, username, password, '10.7.0.1', { 'x-forwarded-for': `192.0.2.${i}, 10.7.9.9` });
    for (let i = 0; i < rule.limit; i++) assert.equal((await viaProxy(`spray${i}`, WRONG, i)).statusCode, 400);
    assert.equal((await viaProxy('wangwu', STAFF_PASSWORD, 50)).statusCode, 429);
    // Another client behind the same proxy is not locked.
    assert.equal((await login(s, 'wangwu', STAFF_PASSWORD, '10.7.0.1', { 'x-forwarded-for': '10.7.9.8' })).statusCode, 200);
  });
});

describe('DKP_TRUST_PROXY', () => {
  it('takes false, true (one hop), a hop count, or addresses and CIDRs; refuses anything else', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ DKP_TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(loadConfig({ DKP_TRUST_PROXY: 'true' }).trustProxy, 1);
    assert.equal(loadConfig({ DKP_TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(loadConfig({ DKP_TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).trustProxy, ['10.0.0.0/8', '192.168.1.5', '::1']);
    assert.throws(() => loadConfig({ DKP_TRUST_PROXY: '10.0.0.0/33' }), /DKP_TRUST_PROXY/);
    assert.throws(() => loadConfig({ DKP_TRUST_PROXY: 'proxy.local' }), /DKP_TRUST_PROXY/);
  });

  it('DKP_LOGIN_ADDRESS_* set the address rule', () => {
    const { loginAddressRule } = loadConfig({ DKP_LOGIN_ADDRESS_LIMIT: '50', DKP_LOGIN_ADDRESS_LOCK_SECONDS: '2', DKP_LOGIN_ADDRESS_MAX_LOCK_SECONDS: '60' });
    assert.deepEqual([loginAddressRule.limit, loginAddressRule.firstLockMs, loginAddressRule.maxLockMs], [50, 2000, 60_000]);
  });
});

describe('old-password guesses on PUT /sys/user/updatePassword', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('back off per account like sign-in: after the limit, 429 even for the right old password', async () => {
    const token = await s.login('wangwu');
    const change = (oldpassword: string) => s.app.inject({
      method: 'PUT', url: '/api/sys/user/updatePassword', headers: { 'x-access-token': token },
      payload: { username: 'wangwu', oldpassword, password: 'Wangwu#2026new', confirmpassword: 'Wangwu#2026new' },
    });
    const codes = [];
    for (let i = 0; i < 12; i++) codes.push((await change(WRONG)).statusCode);
    assert.deepEqual(codes, [...Array(ACCOUNT_RULE.limit).fill(400), ...Array(12 - ACCOUNT_RULE.limit).fill(429)]);
    const right = await change(STAFF_PASSWORD);
    assert.equal(right.statusCode, 429);
    assert.ok(Number(right.headers['retry-after']) > 0);
    // The count is the account's: the sign-in is locked too.
    assert.equal((await login(s, 'wangwu', STAFF_PASSWORD, '10.8.0.1')).statusCode, 429);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
const skip = pgUrl ? false : 'needs PostgreSQL: set TEST_DATABASE_URL';

describe('login back-off across two server processes on one PostgreSQL', { skip }, () => {
  let a: TestServer;
  let b: TestServer;
  before(async () => {
    a = await startTestServer();
    b = await startTestServer({}, { sharedDatabaseUrl: a.databaseUrl! });
  });
  after(async () => {
    await b?.close();
    await a?.close();
  });

  it('checks at most the account limit of 30 wrong passwords sent in parallel to both processes', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(i % 2 ? a : b, 'lisi', WRONG, `10.9.${i}.1`)));
    const codes = statuses(answers);
    assert.equal(count(codes, 400), ACCOUNT_RULE.limit, codes.join(','));
    assert.equal(count(codes, 429), 30 - ACCOUNT_RULE.limit);
  });
});
