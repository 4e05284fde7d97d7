import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

const ALLOWED = 'http://intranet.example:9000';
// What the API client sends on a signed notice call (shared/api/request.ts).
const CLIENT_HEADERS = 'content-type,x-access-token,x-locale,x-sign,x-tenant-id,x-timestamp';

/** The comma-separated list of a header, lower-cased, as a set. */
const listed = (value: unknown): Set<string> =>
  new Set(String(value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean));

describe('cross-origin calls', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer({ allowedOrigins: [ALLOWED] }); });
  after(async () => { await s.close(); });

  const preflight = (origin: string, method = 'GET', url = '/api/sys/getUserInfoByToken', headers = 'x-access-token') => s.app.inject({
    method: 'OPTIONS', url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

  it('allows an origin on DKP_ALLOWED_ORIGINS', async () => {
    const res = await preflight(ALLOWED);
    assert.equal(res.headers['access-control-allow-origin'], ALLOWED);
  });

  // The notice bell marks read with PUT and removes with DELETE (docs/elements.md): a preflight
  // answered with @fastify/cors's default GET,HEAD,POST makes the browser refuse both.
  for (const [method, url] of [
    ['PUT', '/api/sys/notice/updateRead'],
    ['PUT', '/api/sys/notice/updateReadBatch'],
    ['PUT', '/api/sys/sysAnnouncementSend/editByAnntIdAndUserId'],
    ['DELETE', '/api/sys/notice/deleteNotice'],
  ] as const) {
    it(`grants an allowed origin the preflight of ${method} ${url} with the client's headers`, async () => {
      const res = await preflight(ALLOWED, method, url, CLIENT_HEADERS);
      assert.equal(res.statusCode, 204);
      assert.equal(res.headers['access-control-allow-origin'], ALLOWED);
      assert.ok(listed(res.headers['access-control-allow-methods']).has(method.toLowerCase()), String(res.headers['access-control-allow-methods']));
      const granted = listed(res.headers['access-control-allow-headers']);
      for (const header of listed(CLIENT_HEADERS)) assert.ok(granted.has(header), `${header} not in ${String(res.headers['access-control-allow-headers'])}`);
    });

    it(`gives another origin no grant for ${method} ${url}`, async () => {
      const res = await preflight('http://evil.example', method, url, CLIENT_HEADERS);
      assert.equal(res.headers['access-control-allow-origin'], undefined);
      assert.equal(res.headers['access-control-allow-methods'], undefined);
      assert.equal(res.headers['access-control-allow-headers'], undefined);
    });
  }

  it('grants no header the client does not send', async () => {
    const res = await preflight(ALLOWED, 'PUT', '/api/sys/notice/updateRead', 'x-access-token,x-forwarded-for');
    assert.ok(!listed(res.headers['access-control-allow-headers']).has('x-forwarded-for'));
  });

  it('gives any other origin no CORS grant', async () => {
    const res = await preflight('http://evil.example');
    assert.equal(res.headers['access-control-allow-origin'], undefined);
    const get = await s.app.inject({ url: '/api/health', headers: { origin: 'http://evil.example' } });
    assert.equal(get.headers['access-control-allow-origin'], undefined);
  });
});
