import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TOKEN_TTL_MS } from '../../../shared/schemas/auth.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('scan-code login', () => {
  let s: TestServer;
  let phone: string;
  before(async () => {
    s = await startTestServer();
    phone = await s.login('zhangsan');
  });
  after(async () => { await s.close(); });

  const start = async (headers: Record<string, string> = { host: 'portal.example:8443' }) => {
    const res = await s.app.inject({ method: 'POST', url: '/api/sys/scanLogin', headers });
    assert.equal(res.statusCode, 200);
    return res.json().result as { id: string; pollSecret: string; expiresAt: number; url: string; qr: string };
  };
  const poll = (id: string, secret: string) => s.app.inject({ url: `/api/sys/scanLogin/${id}?secret=${encodeURIComponent(secret)}&_t=1` });
  const act = (id: string, action: 'scanned' | 'confirm' | 'refuse', token: string | null = phone, locale = 'en') =>
    s.app.inject({ method: 'POST', url: `/api/sys/scanLogin/${id}/${action}`, headers: { 'x-locale': locale, ...(token ? { 'x-access-token': token } : {}) } });

  it('answers a QR code of the phone page on the host the desktop asked, and pending', async () => {
    const r = await start();
    assert.equal(r.url, `http://portal.example:8443/user/scan/${r.id}`);
    assert.match(r.qr, /^data:image\/svg\+xml;base64,/);
    assert.match(Buffer.from(r.qr.split(',')[1]!, 'base64').toString(), /<svg[^>]*viewBox/);
    assert.equal(r.expiresAt, s.clock.current + 120_000);
    const res = await poll(r.id, r.pollSecret);
    assert.deepEqual(res.json().result, { status: 'pending', expiresAt: r.expiresAt });
  });

  it('stores the poll secret only as a hash', async () => {
    const r = await start();
    const row = await s.ctx.db.selectFrom('scan_logins').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow();
    assert.notEqual(row.poll_secret_hash, r.pollSecret);
    assert.ok(!JSON.stringify(row).includes(r.pollSecret));
  });

  it('refuses a wrong secret and an unknown id alike', async () => {
    const r = await start();
    const wrong = await poll(r.id, r.pollSecret.slice(0, -1) + (r.pollSecret.endsWith('A') ? 'B' : 'A'));
    const unknown = await poll('AAAAAAAAAAAAAAAAAAAAAAAA', r.pollSecret);
    assert.equal(wrong.statusCode, 400);
    assert.equal(unknown.statusCode, 400);
    assert.equal(wrong.json().message, unknown.json().message);
  });

  it('hands the desktop a 7-day session once the phone confirms, exactly once', async () => {
    const r = await start();
    const info = await act(r.id, 'scanned');
    assert.equal(info.statusCode, 200);
    assert.equal(info.json().result.status, 'scanned');
    assert.equal(info.json().result.desktopIp, '127.0.0.1');
    assert.equal((await poll(r.id, r.pollSecret)).json().result.status, 'scanned');
    const confirmed = await act(r.id, 'confirm');
    assert.equal(confirmed.json().message, 'Sign-in confirmed');

    const first = (await poll(r.id, r.pollSecret)).json().result;
    assert.equal(first.status, 'confirmed');
    assert.equal(first.session.userInfo.username, 'zhangsan');
    assert.equal(first.session.tokenTtlMs, TOKEN_TTL_MS.other);
    assert.ok(first.session.sysAllDictItems);
    const second = (await poll(r.id, r.pollSecret)).json().result;
    assert.equal(second.status, 'expired');
    assert.equal(second.session, undefined);

    const me = (token: string) => s.app.inject({ url: '/api/sys/getUserInfoByToken', headers: { 'x-access-token': token } });
    s.clock.advance(6 * 24 * 3_600_000);
    assert.equal((await me(first.session.token)).statusCode, 200, 'alive after 6 days');
    s.clock.advance(24 * 3_600_000 + 1000);
    assert.equal((await me(first.session.token)).statusCode, 401, 'gone after 7 days');
    phone = await s.login('zhangsan');
  });

  it('shows the refusal to the desktop and hands out nothing', async () => {
    const r = await start();
    await act(r.id, 'scanned');
    assert.equal((await act(r.id, 'refuse', phone, 'cn')).json().message, '已拒绝登录');
    assert.deepEqual((await poll(r.id, r.pollSecret)).json().result, { status: 'refused', expiresAt: r.expiresAt });
    const late = await act(r.id, 'confirm');
    assert.equal(late.statusCode, 400);
    assert.equal((await poll(r.id, r.pollSecret)).json().result.status, 'refused');
  });

  it('expires after its life: the desktop sees expired and the phone cannot confirm', async () => {
    const r = await start();
    s.clock.advance(119_000);
    assert.equal((await poll(r.id, r.pollSecret)).json().result.status, 'pending');
    s.clock.advance(1_000);
    assert.equal((await poll(r.id, r.pollSecret)).json().result.status, 'expired');
    const res = await act(r.id, 'confirm');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'This QR code is not valid or has expired; refresh it on the computer');
  });

  it('does not hand out a session confirmed before expiry but collected after it', async () => {
    const r = await start();
    await act(r.id, 'confirm');
    s.clock.advance(121_000);
    const result = (await poll(r.id, r.pollSecret)).json().result;
    assert.equal(result.status, 'expired');
    assert.equal(result.session, undefined);
  });

  it('refuses anonymous phones with 401 and a second account with a message', async () => {
    const r = await start();
    assert.equal((await act(r.id, 'confirm', null)).statusCode, 401);
    assert.equal((await act(r.id, 'scanned', null)).statusCode, 401);
    assert.equal((await poll(r.id, r.pollSecret)).json().result.status, 'pending');
    await act(r.id, 'scanned');
    const other = await act(r.id, 'confirm', await s.login('lisi'));
    assert.equal(other.statusCode, 400);
    assert.equal(other.json().message, 'This QR code was scanned by another account');
    assert.equal((await poll(r.id, r.pollSecret)).json().result.status, 'scanned');
  });

  it('puts the configured public URL in the QR code instead of the host', async () => {
    const other = await startTestServer({ publicUrl: 'https://dkp.example.com', scanLoginTtlSeconds: 30 });
    try {
      const res = await other.app.inject({ method: 'POST', url: '/api/sys/scanLogin', headers: { host: 'evil.example' } });
      const r = res.json().result;
      assert.equal(r.url, `https://dkp.example.com/user/scan/${r.id}`);
      assert.equal(r.expiresAt, other.clock.current + 30_000);
    } finally {
      await other.close();
    }
  });
});
