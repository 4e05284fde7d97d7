import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createSmsCodeService } from '../sms-codes/index.ts';

const ZHANGSAN = '13800138001';
const LISI = '13800138002';
const WANGWU = '13800138003';

const ask = (s: TestServer, mobile: string, smsmode: string, ip = '10.9.0.1', headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url: '/api/sys/sms', payload: { mobile, smsmode }, remoteAddress: ip, headers });

/** The code of the newest outbox message to `mobile`, read as an administrator would. */
async function lastCode(s: TestServer, mobile: string): Promise<string | null> {
  const row = await s.ctx.db.selectFrom('sms_outbox').select('content').where('mobile', '=', mobile)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return row ? /\d{6}/.exec(row.content)![0] : null;
}

const outboxCount = async (s: TestServer) =>
  Number((await s.ctx.db.selectFrom('sms_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /sys/sms and the code rules', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('sends a six-digit code to an account holder, stores only a salted hash, and never answers the code', async () => {
    const res = await ask(s, ZHANGSAN, '0');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, '验证码已发送，5 分钟内有效');
    assert.equal(res.json().result, null);
    const code = await lastCode(s, ZHANGSAN);
    assert.match(code!, /^\d{6}$/);
    assert.ok(!res.body.includes(code!));
    const stored = await s.ctx.db.selectFrom('sms_codes').selectAll().where('mobile', '=', ZHANGSAN).executeTakeFirstOrThrow();
    assert.match(stored.code_hash, /^[0-9a-f]{64}$/);
    assert.ok(!JSON.stringify(stored).includes(code!));
  });

  it('answers the same for a number without account, but sends nothing (login and reset)', async () => {
    const before = await outboxCount(s);
    const res = await ask(s, '13900000000', '0');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, '验证码已发送，5 分钟内有效');
    assert.equal(await outboxCount(s), before);
  });

  it('sends a register code only to a number no account has', async () => {
    const before = await outboxCount(s);
    assert.equal((await ask(s, LISI, '1')).statusCode, 200);
    assert.equal(await outboxCount(s), before);
    assert.equal((await ask(s, '13900000001', '1')).statusCode, 200);
    assert.equal(await outboxCount(s), before + 1);
  });

  it('refuses a malformed mobile with the §5 message, localised', async () => {
    const cn = await ask(s, '12345', '0');
    assert.equal(cn.statusCode, 400);
    assert.equal(cn.json().message, '请输入正确手机号');
    const en = await ask(s, '1380013800x', '0', '10.9.0.1', { 'x-locale': 'en' });
    assert.equal(en.json().message, 'Please enter a valid mobile number');
    const mode = await ask(s, ZHANGSAN, '7');
    assert.equal(mode.statusCode, 400);
  });

  it('sends one code a minute per number: 429 with Retry-After, localised', async () => {
    s.clock.advance(61_000);
    assert.equal((await ask(s, WANGWU, '2', '10.9.1.1')).statusCode, 200);
    s.clock.advance(20_000);
    const again = await ask(s, WANGWU, '0', '10.9.1.2', { 'x-locale': 'tc' });
    assert.equal(again.statusCode, 429);
    assert.equal(again.headers['retry-after'], '40');
    assert.equal(again.json().message, '驗證碼發送過於頻繁，請 40 秒後再試');
    s.clock.advance(40_000);
    assert.equal((await ask(s, WANGWU, '2', '10.9.1.3')).statusCode, 200);
  });

  it('limits one client address to 10 numbers an hour', async () => {
    for (let i = 0; i < 10; i++) assert.equal((await ask(s, `1370000000${i}`, '0', '10.9.2.1')).statusCode, 200);
    const eleventh = await ask(s, '13700000010', '0', '10.9.2.1', { 'x-locale': 'en' });
    assert.equal(eleventh.statusCode, 429);
    assert.ok(Number(eleventh.headers['retry-after']) > 3500);
    assert.match(eleventh.json().message, /too many numbers/);
    assert.equal((await ask(s, '13700000010', '0', '10.9.2.2')).statusCode, 200);
    s.clock.advance(60 * 60_000 + 1000);
    assert.equal((await ask(s, '13700000011', '0', '10.9.2.1')).statusCode, 200);
  });
});

describe('SMS code service', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const issue = async (mobile: string, mode: '0' | '1' | '2') => {
    s.clock.advance(61_000);
    assert.equal((await ask(s, mobile, mode, `10.8.${Math.floor(Math.random() * 250)}.1`)).statusCode, 200);
    return (await lastCode(s, mobile))!;
  };
  const service = () => createSmsCodeService(s.ctx);
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('accepts the right code once (single use)', async () => {
    const code = await issue(ZHANGSAN, '0');
    assert.equal(await service().verify(ZHANGSAN, '0', code), 'ok');
    assert.equal(await service().verify(ZHANGSAN, '0', code), 'expired');
  });

  it('binds a code to its mode', async () => {
    const code = await issue(ZHANGSAN, '2');
    assert.equal(await service().verify(ZHANGSAN, '0', code), 'expired');
    assert.equal(await service().verify(ZHANGSAN, '2', code), 'ok');
  });

  it('lets a code die after 5 minutes', async () => {
    const code = await issue(LISI, '0');
    s.clock.advance(5 * 60_000 + 1);
    assert.equal(await service().verify(LISI, '0', code), 'expired');
  });

  it('burns a code after 5 wrong attempts', async () => {
    const code = await issue(WANGWU, '0');
    for (let i = 0; i < 5; i++) assert.equal(await service().verify(WANGWU, '0', wrong(code)), 'wrong');
    assert.equal(await service().verify(WANGWU, '0', code), 'expired');
  });

  it('replaces the older code when a new one is sent', async () => {
    const first = await issue(LISI, '2');
    // Codes are random: one in a million times the new one is the old one, and proves nothing.
    let second = await issue(LISI, '2');
    while (second === first) second = await issue(LISI, '2');
    assert.equal(await service().verify(LISI, '2', first), 'wrong');
    assert.equal(await service().verify(LISI, '2', second), 'ok');
  });
});

describe('GET /sys/sms/outbox', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('shows administrators the messages, newest first, paged, in the language asked for', async () => {
    assert.equal((await ask(s, ZHANGSAN, '0', '10.7.0.1', { 'x-locale': 'en' })).statusCode, 200);
    assert.equal((await ask(s, LISI, '2')).statusCode, 200);
    const token = await s.login('admin');
    const res = await s.app.inject({ url: '/api/sys/sms/outbox?pageNo=1&pageSize=1', headers: { 'x-access-token': token } });
    assert.equal(res.statusCode, 200);
    const page = res.json().result;
    assert.equal(page.total, 2);
    assert.equal(page.records.length, 1);
    assert.equal(page.records[0].mobile, LISI);
    assert.match(page.records[0].content, /^【DKP】您的验证码是 \d{6}，5 分钟内有效/);
    const first = await s.app.inject({ url: `/api/sys/sms/outbox?mobile=${ZHANGSAN}`, headers: { 'x-access-token': token } });
    assert.match(first.json().result.records[0].content, /^\[DKP\] Your verification code is \d{6}, valid for 5 minutes/);
  });

  it('answers a bad page size, page number or mobile filter with a localised 400', async () => {
    const token = await s.login('admin');
    const query = async (search: string) => s.app.inject({ url: `/api/sys/sms/outbox?${search}`, headers: { 'x-access-token': token, 'x-locale': 'en' } });
    const big = await query('pageSize=1001');
    assert.equal(big.statusCode, 400);
    assert.match(big.json().message, /^Invalid request: pageSize/);
    const far = await query('pageNo=1000000000000000000');
    assert.equal(far.statusCode, 400, 'a page number beyond any list is refused, not an offset overflow');
    assert.match(far.json().message, /^Invalid request: pageNo/);
    const long = await query(`mobile=${'1'.repeat(201)}`);
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().message, 'Invalid request: Mobile number must be at most 200 characters');
    const sorted = await query('column=content');
    assert.equal(sorted.statusCode, 400, 'only the allowlisted sort column');
    const none = await query('mobile=13900009999');
    assert.deepEqual(none.json().result, { records: [], total: 0 });
  });

  it("is refused to staff (403), to a tenant's administrators (the outbox holds every tenant's numbers) and to anonymous callers (401)", async () => {
    const admin = await s.login('admin');
    const inTenant2 = await s.app.inject({ url: '/api/sys/sms/outbox', headers: { 'x-access-token': admin, 'x-tenant-id': '2' } });
    assert.equal(inTenant2.statusCode, 403, inTenant2.body);
    const staff = await s.login('zhangsan');
    assert.equal((await s.app.inject({ url: '/api/sys/sms/outbox', headers: { 'x-access-token': staff } })).statusCode, 403);
    assert.equal((await s.app.inject({ url: '/api/sys/sms/outbox' })).statusCode, 401);
  });
});
