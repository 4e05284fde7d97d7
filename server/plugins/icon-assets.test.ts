import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe('icon assets', () => {
  let s: TestServer;
  before(async () => {
    // A built portal, so the history-mode fallback is live and could swallow icon misses.
    const portalDir = mkdtempSync(path.join(tmpdir(), 'dkp-portal-'));
    writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal</title>');
    s = await startTestServer({ portalDir });
  });
  after(async () => { await s.close(); });

  it('serves a Bootstrap icon as SVG without signing in', async () => {
    const res = await s.app.inject({ url: '/shoelace/assets/icons/bar-chart.svg' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
    assert.match(res.body, /<svg/);
    assert.match(String(res.headers['cache-control']), /max-age=86400/);
  });

  it('answers an unknown icon with 404, not the portal page', async () => {
    const res = await s.app.inject({ url: '/shoelace/assets/icons/no-such-icon.svg' });
    assert.equal(res.statusCode, 404);
    assert.doesNotMatch(res.body, /<title>portal/);
  });

  it('serves nothing outside the icon folder', async () => {
    for (const url of ['/shoelace/assets/icons/../../shoelace.js', '/shoelace/assets/icons/%2e%2e/%2e%2e/shoelace.js', '/shoelace/assets/icons/']) {
      const res = await s.app.inject({ url });
      // Either refused, or normalised to a non-icon path that gets the portal page.
      assert.ok(res.statusCode === 404 || res.body.includes('<title>portal'), url);
      assert.doesNotMatch(res.body, /customElements|export \{/, url);
    }
  });

  it('still falls back to the portal for other unknown paths', async () => {
    const res = await s.app.inject({ url: '/report/history' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<title>portal/);
  });
});
