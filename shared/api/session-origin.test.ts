import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import type { LoginResult } from '../schemas/auth.ts';
import { $session, endSession, isSessionLive, startSession } from '../stores/session.ts';
import { apiOrigin, configureApi, resetApiConfig } from './config.ts';
import { moveApiBase, sessionFor } from './session-origin.ts';

useTestStorageEngine();

const NOW = 1_800_000_000_000;
const PAGE = 'http://intranet.example:9000/team/index.html';
const login = (): LoginResult => ({
  token: 'tok',
  tokenTtlMs: 1_800_000,
  userInfo: { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 3 },
  sysAllDictItems: {},
});

beforeEach(() => {
  resetApiConfig();
  configureApi({ pageUrl: () => PAGE, baseUrl: 'https://dkp.example.com/api' });
  endSession();
  cleanTestStorage();
});
afterEach(() => {
  endSession();
  resetApiConfig();
});

describe('the session records the API origin of its token', () => {
  test('a relative base is resolved against the page; default port and case as a browser has them', () => {
    configureApi({ baseUrl: '/api' });
    assert.equal(apiOrigin(), 'http://intranet.example:9000');
    configureApi({ baseUrl: 'HTTPS://DKP.example.com:443/api' });
    assert.equal(apiOrigin(), 'https://dkp.example.com');
  });

  test('startSession records the origin the client calls, or the one the login went to', () => {
    assert.equal(startSession(login(), NOW).apiOrigin, 'https://dkp.example.com');
    assert.equal(startSession(login(), NOW, 'https://other.example').apiOrigin, 'https://other.example');
  });

  test('sessionFor answers the session only for URLs on its origin', () => {
    startSession(login(), NOW);
    assert.equal(sessionFor('https://dkp.example.com/api/sys/x')?.token, 'tok');
    assert.equal(sessionFor('https://dkp.example.com.evil.example/api'), null);
    assert.equal(sessionFor('http://dkp.example.com/api'), null);
    assert.equal(sessionFor('/api/sys/x'), null, 'relative: the page origin');
    assert.equal(sessionFor('http://['), null, 'not a URL');
  });

  test('a session is live only while the client calls its API', () => {
    startSession(login(), NOW);
    assert.equal(isSessionLive($session.get(), NOW), true);
    configureApi({ baseUrl: 'https://elsewhere.example/api' });
    assert.equal(isSessionLive($session.get(), NOW), false);
  });

  test('a stored session without an origin (stored before origins were recorded) is dropped', () => {
    const unmount = $session.listen(() => undefined);
    const stored = { token: 't', tenantId: 1, tokenTtlMs: 1, expiresAt: NOW + 1, userInfo: { username: 'x' } };
    setTestStorageKey('dkp:session', JSON.stringify({ ...stored, apiOrigin: 'https://dkp.example.com' }));
    assert.equal($session.get()?.apiOrigin, 'https://dkp.example.com');
    setTestStorageKey('dkp:session', JSON.stringify(stored));
    assert.equal($session.get(), null);
    unmount();
  });
});

describe('moveApiBase', () => {
  test('within the same origin the session stays', () => {
    startSession(login(), NOW);
    moveApiBase('https://dkp.example.com/gateway/api');
    assert.equal($session.get()?.token, 'tok');
  });

  test('to another origin the session ends, so the token is never sent there', () => {
    startSession(login(), NOW);
    moveApiBase('https://elsewhere.example/api', { reload: () => undefined });
    assert.equal($session.get(), null);
    assert.equal(apiOrigin(), 'https://elsewhere.example');
  });

  test('to a base that is not a URL the session ends too', () => {
    startSession(login(), NOW);
    moveApiBase('http://[');
    assert.equal($session.get(), null);
  });
});
