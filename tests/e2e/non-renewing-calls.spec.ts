import { configureApi, get, resetApiConfig } from '../../shared/api/index.ts';
import { fetchCaptcha, signIn, signOut } from '../../shared/auth/index.ts';
import { fetchUnreadCount } from '../../shared/notices/index.ts';
import { $session, endSession } from '../../shared/stores/index.ts';
import { E2E } from './e2e-env.ts';
import { expect, test, STAFF } from './fixtures.ts';

// The shared client (what the portal and the elements send), run in Node against the real
// server: the calls of portal-shell §9's list leave the session timer alone on the client, a
// call outside it moves it, and the server agrees (its half: non-renewing-calls.test.ts).
test.describe('calls that do not renew the session (portal-shell §9), client and server', () => {
  test.beforeEach(({ baseURL }) => {
    resetApiConfig();
    configureApi({ baseUrl: `${baseURL}/api`, signSecret: E2E.signSecret, reload: () => undefined, schedule: () => undefined });
    endSession();
  });
  test.afterEach(() => endSession());

  test('getUnReadCount, getLoginLogo and randomImage leave the expiry; getUserPermissionByToken moves it; logout ends it', async ({ baseURL }) => {
    const session = await signIn({ username: STAFF.username, password: STAFF.password });
    // The client's clock runs a minute ahead, so any renewal would show as a later expiry.
    configureApi({ now: () => Date.now() + 60_000 });

    expect(await fetchUnreadCount()).toBeGreaterThanOrEqual(0);
    expect($session.get()?.expiresAt).toBe(session.expiresAt);
    await get('/sys/personalIze/getLoginLogo');
    expect($session.get()?.expiresAt).toBe(session.expiresAt);
    expect(await fetchCaptcha('nonrenewing-e2e-key')).toMatch(/^data:image\//);
    expect($session.get()?.expiresAt).toBe(session.expiresAt);

    await get('/sys/permission/getUserPermissionByToken');
    const renewed = $session.get()?.expiresAt ?? 0;
    expect(renewed).toBeGreaterThan(session.expiresAt);

    const token = session.token;
    await signOut();
    expect($session.get()).toBeNull();
    const after = await fetch(`${baseURL}/api/sys/permission/getUserPermissionByToken`, { headers: { 'X-Access-Token': token } });
    expect(after.status).toBe(401);
  });
});
