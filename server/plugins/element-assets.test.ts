import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

const ALLOWED = 'http://intranet.example:9000';

describe('element bundle at /elements/', () => {
  let s: TestServer;
  before(async () => {
    // A built portal, so the history-mode fallback is live and could swallow misses.
    const portalDir = mkdtempSync(path.join(tmpdir(), 'dkp-portal-'));
    writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal</title>');
    const elementsDir = mkdtempSync(path.join(tmpdir(), 'dkp-elements-'));
    mkdirSync(path.join(elementsDir, 'chunks'));
    writeFileSync(path.join(elementsDir, 'dkp-elements.js'), 'import "./chunks/runtime-Ab12.js";');
    writeFileSync(path.join(elementsDir, 'chunks/runtime-Ab12.js'), 'export const runtime = 1;');
    writeFileSync(path.join(elementsDir, 'custom-elements.json'), '{"schemaVersion":"2.1.0","modules":[]}');
    // pdf.js's data files as the build places them (scripts/pdfjs-data-plugin.mjs), and one file that is not theirs.
    mkdirSync(path.join(elementsDir, 'chunks/pdfjs-5.6.205/cmaps'), { recursive: true });
    mkdirSync(path.join(elementsDir, 'chunks/pdfjs-5.6.205/standard_fonts'));
    writeFileSync(path.join(elementsDir, 'chunks/pdfjs-5.6.205/cmaps/UniGB-UCS2-H.bcmap'), Buffer.from([0xe0, 1, 2]));
    writeFileSync(path.join(elementsDir, 'chunks/pdfjs-5.6.205/standard_fonts/FoxitSans.pfb'), Buffer.from([0x80, 1]));
    writeFileSync(path.join(elementsDir, 'chunks/pdfjs-5.6.205/cmaps/notes.html'), '<script>alert(1)</script>');
    s = await startTestServer({ portalDir, elementsDir, allowedOrigins: [ALLOWED] });
  });
  after(async () => { await s.close(); });

  it('serves an entry as JavaScript, revalidated on every use', async () => {
    const res = await s.app.inject({ url: '/elements/dkp-elements.js' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /javascript/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.match(res.body, /runtime-Ab12/);
  });

  it('lets browsers keep a hashed chunk for good', async () => {
    const res = await s.app.inject({ url: '/elements/chunks/runtime-Ab12.js' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('serves the manifest', async () => {
    const res = await s.app.inject({ url: '/elements/custom-elements.json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().schemaVersion, '2.1.0');
  });

  it('serves pdf.js\'s CMaps and standard fonts beside the chunks, kept for good, and nothing else from their folder', async () => {
    for (const url of ['/elements/chunks/pdfjs-5.6.205/cmaps/UniGB-UCS2-H.bcmap', '/elements/chunks/pdfjs-5.6.205/standard_fonts/FoxitSans.pfb']) {
      const res = await s.app.inject({ url, headers: { origin: ALLOWED } });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(res.headers['access-control-allow-origin'], ALLOWED, 'an element on another origin fetches them too');
    }
    for (const url of ['/elements/chunks/pdfjs-5.6.205/cmaps/notes.html', '/elements/chunks/pdfjs-5.6.205/cmaps/%2e%2e/%2e%2e/%2e%2e/package.json', '/elements/chunks/pdfjs-x/cmaps/UniGB-UCS2-H.bcmap']) {
      assert.equal((await s.app.inject({ url })).statusCode, 404, url);
    }
  });

  it('grants CORS for module scripts to an allowed origin only', async () => {
    const allowed = await s.app.inject({ url: '/elements/dkp-elements.js', headers: { origin: ALLOWED } });
    assert.equal(allowed.headers['access-control-allow-origin'], ALLOWED);
    const other = await s.app.inject({ url: '/elements/dkp-elements.js', headers: { origin: 'http://evil.example' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });

  it('answers an unknown file with 404, not the portal page, and serves nothing outside the folder', async () => {
    for (const url of ['/elements/dkp-nothing.js', '/elements/chunks/none.js', '/elements/', '/elements/../package.json', '/elements/%2e%2e/package.json', '/elements/x.html']) {
      const res = await s.app.inject({ url });
      assert.ok(res.statusCode === 404 || res.body.includes('<title>portal'), `${url}: ${res.statusCode}`);
      assert.doesNotMatch(res.body, /"name": "dkp"/, url);
    }
    const miss = await s.app.inject({ url: '/elements/dkp-nothing.js' });
    assert.equal(miss.statusCode, 404);
    assert.doesNotMatch(miss.body, /<title>portal/);
  });

  it('tells the portal whether an origin may receive a sign-in handoff', async () => {
    const check = async (origin: string) => (await s.app.inject({ url: `/api/sys/embed/checkOrigin?origin=${encodeURIComponent(origin)}` })).json().result.allowed;
    assert.equal(await check(ALLOWED), true);
    assert.equal(await check('http://evil.example'), false);
    assert.equal(await check(`${ALLOWED}/`), false, 'exact origins only');
    const missing = await s.app.inject({ url: '/api/sys/embed/checkOrigin' });
    assert.equal(missing.statusCode, 400);
  });
});
