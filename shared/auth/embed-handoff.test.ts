import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { configureApi, resetApiConfig } from '../api/config.ts';
import { $session, endSession, type Session } from '../stores/session.ts';
import { adoptHandoff, adoptToken, embedSignInUrl, handoffMessage, isEmbedOriginAllowed, isHandoffMessage } from './embed-handoff.ts';

const USER = { id: 'u', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 2 };
const calls: { path: string; token: string | null; query: URLSearchParams }[] = [];

function answer(result: (path: string) => unknown, status = 200): void {
  configureApi({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://x');
      calls.push({ path: url.pathname, token: new Headers(init?.headers).get('X-Access-Token'), query: url.searchParams });
      const body = { success: status === 200, message: '', code: status, result: result(url.pathname), timestamp: 0 };
      return new Response(JSON.stringify(body), { status });
    },
  });
}

beforeEach(() => {
  calls.length = 0;
  resetApiConfig();
  configureApi({ now: () => 1_000, schedule: (task) => task(), reload: () => {} });
  endSession();
});
afterEach(() => endSession());

test('the sign-in URL names the page origin, encoded, on the portal origin', () => {
  assert.equal(embedSignInUrl('https://dkp.example.com', 'http://intranet:9000'), 'https://dkp.example.com/user/login?embed=http%3A%2F%2Fintranet%3A9000');
});

test('a handoff message carries the session and nothing else, and only that shape is accepted', () => {
  const session: Session = { token: 't', tenantId: 2, userInfo: USER, tokenTtlMs: 60_000, expiresAt: 5, passwordChangeRequired: false, apiOrigin: 'https://dkp.example.com' };
  const message = handoffMessage(session);
  assert.deepEqual(Object.keys(message).sort(), ['tenantId', 'token', 'tokenTtlMs', 'type', 'userInfo']);
  assert.equal(isHandoffMessage(message), true);
  for (const bad of [null, 'token', { ...message, type: 'other' }, { ...message, token: '' }, { ...message, tokenTtlMs: 0 }, { ...message, userInfo: {} }]) {
    assert.equal(isHandoffMessage(bad), false, JSON.stringify(bad));
  }
});

test('adopting a handoff starts the session with a fresh expiry, for the API of the portal origin', () => {
  const session = adoptHandoff(handoffMessage({ token: 't', tenantId: 2, userInfo: USER, tokenTtlMs: 60_000, expiresAt: 0, apiOrigin: 'http://ignored' }), 'https://dkp.example.com', 1_000);
  assert.equal(session.expiresAt, 61_000);
  assert.equal(session.apiOrigin, 'https://dkp.example.com');
  assert.equal($session.get()?.token, 't');
});

test('a token from the host page becomes the session and its user is read with it', async () => {
  answer(() => USER);
  await adoptToken('host', 1_000);
  assert.deepEqual(calls.map((c) => [c.path, c.token]), [['/api/sys/getUserInfoByToken', 'host']]);
  assert.equal($session.get()?.userInfo.username, 'zhangsan');
  assert.equal($session.get()?.tenantId, 2);
  await adoptToken('host', 2_000);
  assert.equal(calls.length, 1, 'the same token is not read twice');
});

test('a token the server refuses leaves no session', async () => {
  answer(() => null, 401);
  await assert.rejects(adoptToken('stale', 1_000));
  assert.equal($session.get(), null);
});

test('the origin check asks the server and believes only an explicit yes', async () => {
  answer(() => ({ allowed: true }));
  assert.equal(await isEmbedOriginAllowed('http://intranet:9000'), true);
  assert.equal(calls[0]?.query.get('origin'), 'http://intranet:9000');
  answer(() => ({ allowed: 'yes' }));
  assert.equal(await isEmbedOriginAllowed('http://intranet:9000'), false);
});
