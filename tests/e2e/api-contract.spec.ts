import { ApiError, configureApi, get, resetApiConfig } from '../../shared/api/index.ts';
import { signIn, signOut } from '../../shared/auth/index.ts';
import type { DictItem } from '../../shared/schemas/dict.ts';
import { $locale, $session, endSession } from '../../shared/stores/index.ts';
import { E2E } from './e2e-env.ts';
import { expect, test, STAFF } from './fixtures.ts';

// The shared client, run in Node against the real server: what the portal and the elements
// send is what the server accepts (headers, signature, error catalogue, session renewal).
test.describe('API client against the server', () => {
  test.beforeEach(({ baseURL }) => {
    resetApiConfig();
    configureApi({ baseUrl: `${baseURL}/api`, signSecret: E2E.signSecret, reload: () => undefined, schedule: () => undefined });
    $locale.set('cn');
    endSession();
  });
  test.afterEach(() => endSession());

  test('a signed dictionary lookup is accepted and answers in the chosen language', async () => {
    await signIn({ username: STAFF.username, password: STAFF.password });
    $locale.set('en');
    const items = await get<DictItem[]>('/sys/dict/getDictItems/sex', undefined, { sign: true });
    expect(items.map((i) => i.text)).toEqual(['Male', 'Female']);
  });

  test('a signature made with another secret is refused', async () => {
    await signIn({ username: STAFF.username, password: STAFF.password });
    configureApi({ signSecret: 'not-the-secret' });
    const error = await get('/sys/dict/getDictItems/sex', undefined, { sign: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });

  test('answered calls slide the session; sign-out ends it on both sides', async () => {
    const session = await signIn({ username: STAFF.username, password: STAFF.password });
    expect(session.tokenTtlMs).toBe(30 * 60_000);
    configureApi({ now: () => Date.now() + 60_000 });
    await get('/sys/permission/getUserPermissionByToken');
    expect($session.get()?.expiresAt).toBeGreaterThan(session.expiresAt);
    const token = session.token;
    await signOut();
    expect($session.get()).toBeNull();
    const answer = await fetch(`${process.env[E2E.baseUrlVariable]}/api/sys/permission/getUserPermissionByToken`, {
      headers: { 'X-Access-Token': token },
    });
    expect(answer.status).toBe(401);
  });

  test('a wrong password is refused with the localised server message, not "login expired"', async () => {
    $locale.set('tc');
    const error = await signIn({ username: 'nosuchuser2', password: 'Wrong#2026pass' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('用戶名或密碼錯誤');
    expect($session.get()).toBeNull();
  });
});
