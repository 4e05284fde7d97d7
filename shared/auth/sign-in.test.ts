import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../api/api-error.ts';
import { configureApi, resetApiConfig } from '../api/config.ts';
import { $dictCache } from '../stores/dict-cache.ts';
import { $session, endSession } from '../stores/session.ts';
import { newCaptchaKey, signIn, signOut } from './sign-in.ts';

const calls: string[] = [];
function answer(status: number, result: unknown, message = ''): void {
  configureApi({
    fetch: async (input, init) => {
      calls.push(`${init?.method} ${new URL(String(input), 'http://x').pathname}`);
      const body = { success: status === 200, message, code: status, result, timestamp: 0 };
      return new Response(JSON.stringify(body), { status });
    },
  });
}
const loginResult = {
  token: 'tok',
  tokenTtlMs: 1_800_000,
  userInfo: { id: 'u', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 2 },
  sysAllDictItems: { sex: [] },
};

beforeEach(() => {
  calls.length = 0;
  resetApiConfig();
  configureApi({ now: () => 1_000, schedule: () => {}, reload: () => {} });
  endSession();
});
afterEach(() => endSession());

test('signIn posts the credentials and starts the session with its dictionaries', async () => {
  answer(200, loginResult);
  const session = await signIn({ username: 'zhangsan', password: 'pw' });
  assert.deepEqual(calls, ['POST /api/sys/login']);
  assert.equal($session.get(), session);
  assert.deepEqual([session.token, session.tenantId, session.expiresAt], ['tok', 2, 1_801_000]);
  assert.deepEqual($dictCache.get()?.items, { sex: [] });
});

test('a refused sign-in leaves no session', async () => {
  answer(400, null, '用户名或密码错误');
  await assert.rejects(signIn({ username: 'x', password: 'y' }), (e: unknown) => e instanceof ApiError && e.message === '用户名或密码错误');
  assert.equal($session.get(), null);
});

test('signOut ends the session even when the server call fails, and reports the failure', async () => {
  answer(200, loginResult);
  await signIn({ username: 'zhangsan', password: 'pw' });
  answer(500, null, '服务器内部错误');
  await assert.rejects(signOut(), (e: unknown) => e instanceof ApiError && e.message === '服务器内部错误');
  assert.equal($session.get(), null);
  assert.equal($dictCache.get(), null);
});

test('signOut of a session the server already ended is a success', async () => {
  answer(200, loginResult);
  await signIn({ username: 'zhangsan', password: 'pw' });
  answer(401, null, 'expired');
  await signOut();
  assert.equal($session.get(), null);
});

test('captcha keys are 16 characters of the allowed alphabet and differ', () => {
  const keys = new Set(Array.from({ length: 50 }, newCaptchaKey));
  assert.equal(keys.size, 50);
  for (const key of keys) assert.match(key, /^[A-Za-z0-9]{16}$/);
});
