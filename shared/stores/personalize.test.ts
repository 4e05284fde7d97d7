// node-test: own process (the stores keep what other files' tests loaded: $personalize loads once per session)
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { useTestStorageEngine } from '@nanostores/persistent';
import { apiOrigin, configureApi, resetApiConfig } from '../api/config.ts';
import { $personalize } from './personalize.ts';
import { $session, endSession, type Session } from './session.ts';
import { $userIp, firstIp } from './user-ip.ts';

useTestStorageEngine();

const session = (token: string): Session => ({
  token, tenantId: 1, tokenTtlMs: 1_800_000, expiresAt: Date.now() + 1_800_000, apiOrigin: apiOrigin(),
  userInfo: { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 },
});
const PERSONALIZE = {
  watermark: { cn: '数据知识门户', en: '', tc: '' }, headerTitle: { cn: 'DKP', en: '', tc: '' }, logo: { cn: '/l.svg', en: '/l-en.svg', tc: '' }, brandHiddenFor: 'guest', recordNumber: '', publicAccountUrl: '', serviceAccountUrl: '' };

let calls: { path: string; token: string | null }[];
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  calls = [];
  resetApiConfig();
  configureApi({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://portal.test');
      calls.push({ path: url.pathname, token: new Headers(init?.headers).get('x-access-token') });
      const result = url.pathname.endsWith('getUserIp') ? '10.1.2.3, 172.16.0.1' : PERSONALIZE;
      return new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), { status: 200 });
    },
  });
  endSession();
});
afterEach(() => cleanStores($personalize, $userIp, $session));

describe('$personalize and $userIp', () => {
  test('load once per session when watched, and reload for a new session', async () => {
    $session.set(session('t1'));
    keepMount($personalize);
    keepMount($userIp);
    $personalize.get();
    await settled();
    await allTasks();
    assert.deepEqual($personalize.get(), PERSONALIZE);
    assert.equal($userIp.get(), '10.1.2.3', 'the first value of the comma list');
    $personalize.get();
    await settled();
    assert.equal(calls.filter((c) => c.path.endsWith('/query')).length, 1);

    $session.set(session('t2'));
    assert.equal($personalize.get(), null, 'the first session\'s value does not show to the next');
    await settled();
    assert.deepEqual($personalize.get(), PERSONALIZE);
    assert.deepEqual(calls.filter((c) => c.path.endsWith('/query')).map((c) => c.token), ['t1', 't2']);
  });

  test('ask nothing without a session', async () => {
    keepMount($personalize);
    await settled();
    assert.equal($personalize.get(), null);
    assert.equal(calls.length, 0);
  });

  test('firstIp trims the first address', () => {
    assert.equal(firstIp(' 10.0.0.1 ,10.0.0.2'), '10.0.0.1');
    assert.equal(firstIp(''), '');
  });
});
