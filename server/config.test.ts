import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from './config.ts';
import { startTestServer } from './test-support/test-server.ts';

describe('footer settings of the deployment (portal-shell §2.4)', () => {
  it('are empty when unset, so the footer shows nothing invented', () => {
    assert.deepEqual(loadConfig({}).footer, { recordNumber: '', publicAccountUrl: '', serviceAccountUrl: '' });
  });

  it('take a record number and two http(s) account links', () => {
    const { footer } = loadConfig({
      DKP_RECORD_NUMBER: ' 沪ICP备2022000001号-1 ',
      DKP_PUBLIC_ACCOUNT_URL: 'https://example.com/a?x=1',
      DKP_SERVICE_ACCOUNT_URL: 'http://intranet.example/b',
    });
    assert.deepEqual(footer, { recordNumber: '沪ICP备2022000001号-1', publicAccountUrl: 'https://example.com/a?x=1', serviceAccountUrl: 'http://intranet.example/b' });
  });

  it('refuse a link that is not http(s) at start, naming the variable', () => {
    assert.throws(() => loadConfig({ DKP_PUBLIC_ACCOUNT_URL: 'javascript:alert(1)' }), /DKP_PUBLIC_ACCOUNT_URL must be an http\(s\) URL/);
    assert.throws(() => loadConfig({ DKP_SERVICE_ACCOUNT_URL: 'not a url' }), /DKP_SERVICE_ACCOUNT_URL/);
  });

  it('reach the portal with the personalisation', async () => {
    const footer = { recordNumber: 'R-1', publicAccountUrl: 'https://example.com/p', serviceAccountUrl: '' };
    const s = await startTestServer({ footer });
    try {
      const res = await s.app.inject({ url: '/api/sys/personalIze/query', headers: { 'x-access-token': await s.login('lisi') } });
      const { recordNumber, publicAccountUrl, serviceAccountUrl } = res.json().result;
      assert.deepEqual({ recordNumber, publicAccountUrl, serviceAccountUrl }, footer);
    } finally {
      await s.close();
    }
  });
});

describe('password hash cost', () => {
  it('is 2^17 by default and takes 12 to 20 from DKP_SCRYPT_LOG_N', () => {
    assert.equal(loadConfig({}).scryptLogN, 17);
    assert.equal(loadConfig({ DKP_SCRYPT_LOG_N: '12' }).scryptLogN, 12);
    assert.throws(() => loadConfig({ DKP_SCRYPT_LOG_N: '8' }), /DKP_SCRYPT_LOG_N must be a whole number from 12 to 20/);
  });
});

describe('embedding origins (DKP_ALLOWED_ORIGINS)', () => {
  it('are normalised as a browser sends Origin, so a trailing slash or capitals still match', () => {
    const { allowedOrigins } = loadConfig({ DKP_ALLOWED_ORIGINS: ' https://Intranet.example/ , http://127.0.0.1:8081,https://a.example:443' });
    assert.deepEqual(allowedOrigins, ['https://intranet.example', 'http://127.0.0.1:8081', 'https://a.example']);
    assert.deepEqual(loadConfig({}).allowedOrigins, []);
  });

  it('rich text iframes: none by default, origins only (DKP_RICH_TEXT_IFRAME_ORIGINS)', () => {
    assert.deepEqual(loadConfig({}).richTextIframeOrigins, []);
    assert.deepEqual(loadConfig({ DKP_RICH_TEXT_IFRAME_ORIGINS: 'https://Player.example/' }).richTextIframeOrigins, ['https://player.example']);
    assert.throws(() => loadConfig({ DKP_RICH_TEXT_IFRAME_ORIGINS: 'https://player.example/embed' }), /DKP_RICH_TEXT_IFRAME_ORIGINS takes origins/);
  });

  it('refuse a value that is not an origin, naming the variable', () => {
    assert.throws(() => loadConfig({ DKP_ALLOWED_ORIGINS: 'intranet.example' }), /DKP_ALLOWED_ORIGINS must be an http\(s\) URL/);
    assert.throws(() => loadConfig({ DKP_ALLOWED_ORIGINS: 'https://intranet.example/portal' }), /origins \(scheme:\/\/host\[:port\]\) only/);
  });
});

describe('X-Sign secret', () => {
  it('refuses to start on the public development default with NODE_ENV=production, naming the variable', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /DKP_SIGN_SECRET .*NODE_ENV=production/);
    assert.throws(() => loadConfig({ NODE_ENV: 'production', DKP_SIGN_SECRET: 'dkp-dev-sign-secret' }), /DKP_SIGN_SECRET/);
    assert.equal(loadConfig({ NODE_ENV: 'production', DKP_SIGN_SECRET: 'our-own' }).signSecret, 'our-own');
    assert.equal(loadConfig({}).signSecret, 'dkp-dev-sign-secret');
  });
});
