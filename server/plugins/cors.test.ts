import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe('cross-origin calls', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer({ allowedOrigins: ['http://intranet.example:9000'] }); });
  after(async () => { await s.close(); });

  const preflight = (origin: string) => s.app.inject({
    method: 'OPTIONS', url: '/api/sys/getUserInfoByToken',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-access-token' },
  });

  it('allows an origin on DKP_ALLOWED_ORIGINS', async () => {
    const res = await preflight('http://intranet.example:9000');
    assert.equal(res.headers['access-control-allow-origin'], 'http://intranet.example:9000');
  });

  it('gives any other origin no CORS grant', async () => {
    const res = await preflight('http://evil.example');
    assert.equal(res.headers['access-control-allow-origin'], undefined);
    const get = await s.app.inject({ url: '/api/health', headers: { origin: 'http://evil.example' } });
    assert.equal(get.headers['access-control-allow-origin'], undefined);
  });
});
