import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isOriginAllowed } from './origin-check.ts';

describe('socket origin check', () => {
  const allowed = ['http://intranet.example:9000'];
  it('accepts no origin, the host reached, the public URL and the allowlist', () => {
    assert.equal(isOriginAllowed(undefined, 'dkp:8080', allowed, null), true);
    assert.equal(isOriginAllowed('https://dkp:8080', 'dkp:8080', allowed, null), true);
    assert.equal(isOriginAllowed('https://dkp.example.com', 'internal:8080', allowed, 'https://dkp.example.com'), true);
    assert.equal(isOriginAllowed('http://intranet.example:9000', 'dkp:8080', allowed, null), true);
  });
  it('refuses any other origin, a different port of the same host, and garbage', () => {
    assert.equal(isOriginAllowed('http://evil.example', 'dkp:8080', allowed, null), false);
    assert.equal(isOriginAllowed('http://dkp:9999', 'dkp:8080', allowed, null), false);
    assert.equal(isOriginAllowed('null', 'dkp:8080', allowed, null), false);
  });
});
