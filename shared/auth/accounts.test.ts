import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { configureApi, resetApiConfig } from '../api/config.ts';
import { post } from '../api/methods.ts';
import type { LoginResult } from '../schemas/auth.ts';
import { $session, endSession, startSession } from '../stores/session.ts';
import { $rememberedTenant, $tenantChoice } from '../stores/tenant-choice.ts';
import { selectTenant } from './accounts.ts';

useTestStorageEngine();

const NOW = 1_800_000_000_000;
const TENANTS = [{ id: 1, name: '默认租户' }, { id: 2, name: '演示租户二' }];
const login = (over: Partial<LoginResult> = {}): LoginResult => ({
  token: 'tok-1',
  tokenTtlMs: 1_800_000,
  userInfo: { id: 'u1', username: 'admin', realname: '管理员', avatar: '', orgCode: 'A01', tenantId: 1 },
  sysAllDictItems: {},
  ...over,
});

let calls: { path: string; headers: Headers; body: unknown }[];
function answer(result: unknown) {
  configureApi({
    now: () => NOW,
    fetch: async (input, init = {}) => {
      calls.push({ path: new URL(String(input), 'http://portal.test').pathname, headers: new Headers(init.headers), body: init.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: NOW }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
}

beforeEach(() => {
  calls = [];
  resetApiConfig();
  endSession();
  $tenantChoice.set(null);
  $rememberedTenant.set(null);
});
afterEach(() => {
  resetApiConfig();
  cleanTestStorage();
});

describe('password-update check flag', () => {
  test('is kept in local storage with the user info', () => {
    startSession(login({ passwordChangeRequired: true }), NOW);
    assert.equal($session.get()?.passwordChangeRequired, true);
    assert.equal(JSON.parse(getTestStorage()['dkp:session']!).passwordChangeRequired, true);
    startSession(login(), NOW);
    assert.equal($session.get()?.passwordChangeRequired, false, 'absent means no change required');
  });
});

describe('tenant selection', () => {
  test('a login answering several tenants leaves a choice for its token; one tenant leaves none', () => {
    startSession(login({ tenantList: TENANTS }), NOW);
    assert.deepEqual($tenantChoice.get(), { token: 'tok-1', tenants: TENANTS });
    startSession(login({ token: 'tok-2', tenantList: [TENANTS[0]!] }), NOW);
    assert.equal($tenantChoice.get(), null);
  });

  test('choosing moves the session, settles the choice and is remembered for the next login', async () => {
    startSession(login({ tenantList: TENANTS }), NOW);
    answer({ userInfo: { ...login().userInfo, tenantId: 2 } });
    await selectTenant(2);
    assert.deepEqual(calls.map((c) => [c.path, c.body]), [['/api/sys/user/selectTenant', { tenantId: 2 }]]);
    assert.equal($session.get()?.tenantId, 2);
    assert.equal($session.get()?.userInfo.tenantId, 2);
    assert.equal($tenantChoice.get(), null);
    assert.equal(getTestStorage()['dkp:tenant-id'], '2');

    endSession();
    await post('/sys/login', { username: 'admin', password: 'x' });
    assert.equal(calls[1]?.headers.get('X-Tenant-Id'), '2', 'the next sign-in asks for the remembered tenant');
  });

  test('without a remembered choice an anonymous call asks for tenant 1', async () => {
    answer(null);
    await post('/sys/login', { username: 'a', password: 'b' });
    assert.equal(calls[0]?.headers.get('X-Tenant-Id'), '1');
  });
});

describe('password-update check before the tenant choice', () => {
  test('a session whose password must change is not asked for a tenant', () => {
    startSession(login({ passwordChangeRequired: true, tenantList: TENANTS }), NOW);
    assert.equal($tenantChoice.get(), null);
  });
});
