import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

const ALLOWED = 'http://intranet.example:9000';
const SCRIPT = 'export const portal = "' + 'x'.repeat(4000) + '";';

/** A built portal and element bundle with pre-compressed copies, as `npm run build` leaves them. */
function builtDirs() {
  const portalDir = mkdtempSync(path.join(tmpdir(), 'dkp-portal-'));
  mkdirSync(path.join(portalDir, 'assets'));
  mkdirSync(path.join(portalDir, 'brand'));
  writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal</title><script type="module" src="/assets/index-Ab12.js"></script>');
  writeFileSync(path.join(portalDir, 'assets/index-Ab12.js'), SCRIPT);
  writeFileSync(path.join(portalDir, 'assets/index-Ab12.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(portalDir, 'assets/index-Ab12.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(portalDir, 'assets/index-Ab12.js.map'), '{"sources":["secret.ts"]}');
  writeFileSync(path.join(portalDir, 'brand/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const elementsDir = mkdtempSync(path.join(tmpdir(), 'dkp-elements-'));
  mkdirSync(path.join(elementsDir, 'chunks'));
  writeFileSync(path.join(elementsDir, 'dkp-elements.js'), 'import "./chunks/runtime-Ab12.js";');
  writeFileSync(path.join(elementsDir, 'chunks/runtime-Ab12.js'), SCRIPT);
  writeFileSync(path.join(elementsDir, 'chunks/runtime-Ab12.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(elementsDir, 'chunks/runtime-Ab12.js.map'), '{}');
  return { portalDir, elementsDir };
}

describe('compression and caching of the built portal and elements', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer({ ...builtDirs(), allowedOrigins: [ALLOWED] }); });
  after(async () => { await s.close(); });

  it('sends the brotli copy to a browser that accepts it, gzip to one that takes only gzip, the file to others', async () => {
    const br = await s.app.inject({ url: '/assets/index-Ab12.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.ok(br.rawPayload.length < SCRIPT.length / 10, `${br.rawPayload.length} bytes`);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    const gz = await s.app.inject({ url: '/assets/index-Ab12.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    const plain = await s.app.inject({ url: '/assets/index-Ab12.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, SCRIPT);
  });

  it('lets browsers keep hashed assets for good and revalidate index.html and unhashed files', async () => {
    const asset = await s.app.inject({ url: '/assets/index-Ab12.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const url of ['/', '/user/login', '/index.html', '/brand/logo.svg']) {
      const res = await s.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
    }
    const chunk = await s.app.inject({ url: '/elements/chunks/runtime-Ab12.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(chunk.headers['content-encoding'], 'br');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('serves no source map', async () => {
    for (const url of ['/assets/index-Ab12.js.map', '/elements/chunks/runtime-Ab12.js.map']) {
      const res = await s.app.inject({ url });
      assert.doesNotMatch(res.body, /secret\.ts|^\{\}$/, url);
      assert.notEqual(res.headers['content-type'], 'application/json', url);
    }
  });
});

describe('security headers', () => {
  let s: TestServer;
  let sameOrigin: TestServer;
  before(async () => {
    s = await startTestServer({ ...builtDirs(), allowedOrigins: [ALLOWED] });
    sameOrigin = await startTestServer({ ...builtDirs(), allowedOrigins: [], trustProxy: 1 });
  });
  after(async () => { await s.close(); await sameOrigin.close(); });

  it('gives portal pages a CSP without inline script, framed only by the portal and the allowed origins', async () => {
    for (const url of ['/', '/user/login', '/isystem/announcement']) {
      const res = await s.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      assert.match(csp, /(^|; )script-src 'self'(;|$)/, url);
      assert.match(csp, /default-src 'self'/, url);
      assert.match(csp, new RegExp(`frame-ancestors 'self' ${ALLOWED}(;|$)`), url);
      assert.match(csp, /connect-src 'self'/, url);
      assert.doesNotMatch(csp, /unsafe-eval/, url);
      // X-Frame-Options cannot name the allowed origin: frame-ancestors alone decides.
      assert.equal(res.headers['x-frame-options'], undefined, url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['referrer-policy'], 'same-origin', url);
    }
  });

  it('sends X-Frame-Options: SAMEORIGIN when no other origin may frame the portal', async () => {
    const res = await sameOrigin.app.inject({ url: '/user/login' });
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'self'(;|$)/);
  });

  it('sends nosniff and the referrer policy on assets and API answers, with no portal CSP on the API', async () => {
    for (const url of ['/assets/index-Ab12.js', '/elements/dkp-elements.js', '/api/health', '/api/nope']) {
      const res = await s.app.inject({ url });
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['referrer-policy'], 'same-origin', url);
    }
    assert.equal((await s.app.inject({ url: '/api/health' })).headers['content-security-policy'], undefined);
  });

  it('sends them on answers no route gives: refused preflights, unknown files, URLs Fastify cannot decode', async () => {
    const answers = [
      await s.app.inject({ method: 'OPTIONS', url: '/api/health', headers: { origin: 'http://evil.example', 'access-control-request-method': 'PUT' } }),
      await s.app.inject({ url: '/elements/nope.js' }),
      await s.app.inject({ url: '/api/sys/user/getUserIp%ZZ' }),
      await sameOrigin.app.inject({ url: '/%ZZ' }),
    ];
    for (const res of answers) {
      assert.equal(res.headers['x-content-type-options'], 'nosniff', res.body);
      assert.equal(res.headers['referrer-policy'], 'same-origin', res.body);
      assert.equal(res.headers['content-security-policy'], undefined, res.body);
    }
  });

  it('keeps the announcement page its own policy, framed by the portal and the allowed origins', async () => {
    const token = await s.login('zhangsan');
    const res = await s.app.inject({ url: `/api/sys/annountCement/show/none?token=${token}` });
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, new RegExp(`frame-ancestors 'self' ${ALLOWED}`));
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
  });

  it('sends HSTS only when a trusted proxy says the request came over https', async () => {
    const https = await sameOrigin.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(https.headers['strict-transport-security'], 'max-age=31536000');
    const http = await sameOrigin.app.inject({ url: '/api/health' });
    assert.equal(http.headers['strict-transport-security'], undefined);
    // Without DKP_TRUST_PROXY the header is anyone's word: no HSTS from it.
    const untrusted = await s.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(untrusted.headers['strict-transport-security'], undefined);
  });
});
