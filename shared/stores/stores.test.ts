import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanStores, keepMount } from 'nanostores';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { ApiError } from '../api/api-error.ts';
import { apiOrigin, configureApi, resetApiConfig } from '../api/config.ts';
import type { LoginResult } from '../schemas/auth.ts';
import type { UserPermissions } from '../schemas/permission.ts';
import { $dictCache, cachedDictItems, cacheDictItems, DICT_CACHE_TTL_MS } from './dict-cache.ts';
import { $locale, chooseLocale } from './locale.ts';
import { $permissions, loadPermissions, refreshPermissions, resetPermissions } from './permissions.ts';
import { $session, endSession, isSessionLive, renewSession, startSession } from './session.ts';

useTestStorageEngine();

const NOW = 1_800_000_000_000;
const login = (token = 't1'): LoginResult => ({
  token,
  tokenTtlMs: 1_800_000,
  userInfo: { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 3 },
  sysAllDictItems: { sex: [{ value: '1', text: '男', title: '男', label: '男' }] },
});
const menuItem = {
  id: 'm1', path: '/dashboard/analysis', component: 'Analysis', name: 'home', redirect: '', hidden: false, alwaysShow: false,
  route: '1' as const,
  meta: { id: 'm1', title: '首页', titleEN: 'Home', titleTC: '首頁', icon: '', url: '', componentName: 'Analysis', target: '', hidden: false, keepAlive: false, internalOrExternal: false },
};
const permissions = (menu = [menuItem]): UserPermissions => ({ menu, auth: [], allAuth: [], sysSafeMode: false });

let fetches: number;
function serve(result: UserPermissions | null, status = 200): void {
  configureApi({
    fetch: async () => {
      fetches++;
      const body = { success: status === 200, message: status === 200 ? '' : 'boom', code: status, result, timestamp: 0 };
      return new Response(JSON.stringify(body), { status });
    },
  });
}

beforeEach(() => {
  fetches = 0;
  resetApiConfig();
  configureApi({ now: () => NOW, schedule: () => {}, reload: () => {} });
  endSession();
  cleanTestStorage();
});
afterEach(() => {
  cleanStores($session, $locale, $permissions, $dictCache);
  resetPermissions();
});

describe('$session', () => {
  test('startSession stores token, tenant and expiry under dkp:session, dictionaries under dkp:dict-cache', () => {
    startSession(login(), NOW);
    assert.deepEqual($session.get(), { token: 't1', tenantId: 3, userInfo: login().userInfo, tokenTtlMs: 1_800_000, expiresAt: NOW + 1_800_000, passwordChangeRequired: false, apiOrigin: apiOrigin() });
    assert.deepEqual(Object.keys(getTestStorage()).sort(), ['dkp:dict-cache', 'dkp:session']);
    assert.equal(cachedDictItems('sex', NOW)?.[0]?.value, '1');
  });

  test('renewSession slides the expiry; endSession removes the key', () => {
    startSession(login(), NOW);
    renewSession(NOW + 5_000);
    assert.equal($session.get()?.expiresAt, NOW + 5_000 + 1_800_000);
    endSession();
    assert.equal($session.get(), null);
    assert.deepEqual(getTestStorage(), {});
  });

  test('a session is live until its expiry', () => {
    const session = startSession(login(), NOW);
    assert.equal(isSessionLive(session, NOW + 1_799_999), true);
    assert.equal(isSessionLive(session, NOW + 1_800_000), false);
    assert.equal(isSessionLive(null, NOW), false);
  });

  test('another tab signing out or a damaged value reads as no session', () => {
    keepMount($session);
    startSession(login(), NOW);
    setTestStorageKey('dkp:session', '{"token":"x"}');
    assert.equal($session.get(), null);
    startSession(login(), NOW);
    setTestStorageKey('dkp:session', 'not json');
    assert.equal($session.get(), null);
  });
});

describe('$locale', () => {
  test('defaults to cn and falls back to cn for unknown codes', () => {
    assert.equal($locale.get(), 'cn');
    chooseLocale('tc');
    assert.equal($locale.get(), 'tc');
    assert.equal(getTestStorage()['dkp:locale'], 'tc');
    chooseLocale('fr');
    assert.equal($locale.get(), 'cn');
  });
});

describe('$dictCache', () => {
  test('keeps items for 7 days', () => {
    cacheDictItems(login().sysAllDictItems, NOW);
    assert.equal(cachedDictItems('sex', NOW + DICT_CACHE_TTL_MS - 1)?.[0]?.text, '男');
    assert.equal(cachedDictItems('sex', NOW + DICT_CACHE_TTL_MS), null);
    assert.equal(cachedDictItems('nope', NOW), null);
  });

  test('is emptied when the session ends', () => {
    startSession(login(), NOW);
    endSession();
    assert.equal($dictCache.get(), null);
  });
});

describe('$permissions', () => {
  test('are fetched once per session however often they are asked for', async () => {
    startSession(login(), NOW);
    serve(permissions());
    const [a, b] = await Promise.all([loadPermissions(), loadPermissions()]);
    assert.equal(a, b);
    await loadPermissions();
    assert.equal(fetches, 1);
    assert.equal($permissions.get().status, 'ready');
  });

  test('a new session fetches again; the old menu is dropped at once', async () => {
    startSession(login('t1'), NOW);
    serve(permissions());
    await loadPermissions();
    startSession(login('t2'), NOW);
    assert.deepEqual($permissions.get(), { status: 'idle' });
    await loadPermissions();
    assert.equal(fetches, 2);
  });

  test('a refresh (the permission push) replaces the menu without a loading state, and keeps it when the new load fails', async () => {
    startSession(login(), NOW);
    serve(permissions());
    const first = await loadPermissions();
    const states: string[] = [];
    const stop = $permissions.listen((state) => states.push(state.status));
    serve(permissions());
    await refreshPermissions();
    assert.equal(fetches, 2);
    assert.deepEqual(states, ['ready']);
    assert.notEqual(($permissions.get() as { value: unknown }).value, first, 'the new answer is shown');
    const shown = ($permissions.get() as { value: unknown }).value;
    serve(permissions([]));
    await refreshPermissions();
    assert.equal(($permissions.get() as { value: unknown }).value, shown, 'a failed refresh keeps the menu');
    stop();
    resetPermissions();
    await refreshPermissions();
    assert.equal(fetches, 3, 'nothing loaded, nothing refreshed');
  });

  test('an empty menu rejects and marks the load failed', async () => {
    startSession(login(), NOW);
    serve(permissions([]));
    await assert.rejects(loadPermissions(), (e: unknown) => e instanceof ApiError && e.message === '请求用户信息失败，请重试！');
    assert.equal($permissions.get().status, 'failed');
  });

  test('a failed call rejects with its ApiError', async () => {
    startSession(login(), NOW);
    serve(null, 500);
    await assert.rejects(loadPermissions(), (e: unknown) => e instanceof ApiError && e.kind === 'http');
    const state = $permissions.get();
    assert.equal(state.status === 'failed' && state.error.kind, 'http');
  });

  test('a failed load is not kept: the next call asks again and can succeed', async () => {
    startSession(login(), NOW);
    serve(null, 500);
    await assert.rejects(loadPermissions(), ApiError);
    assert.equal($permissions.get().status, 'failed');
    serve(permissions());
    const value = await loadPermissions();
    assert.equal(value.menu[0]?.id, 'm1');
    assert.equal(fetches, 2);
    assert.equal($permissions.get().status, 'ready');
    await loadPermissions();
    assert.equal(fetches, 2, 'a successful load is kept again');
  });

  test('an empty menu is asked for again on the next call too', async () => {
    startSession(login(), NOW);
    serve(permissions([]));
    await assert.rejects(loadPermissions(), ApiError);
    await assert.rejects(loadPermissions(), ApiError);
    assert.equal(fetches, 2);
  });

  test('without a session nothing is fetched', async () => {
    serve(permissions());
    await assert.rejects(loadPermissions(), ApiError);
    assert.equal(fetches, 0);
  });

  test('an answer arriving after sign-out is not kept', async () => {
    startSession(login(), NOW);
    serve(permissions());
    const pending = loadPermissions();
    endSession();
    await pending;
    assert.deepEqual($permissions.get(), { status: 'idle' });
  });
});
