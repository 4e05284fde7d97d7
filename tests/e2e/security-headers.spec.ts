import type { Page } from '@playwright/test';
import { ADMIN, expect, submitLogin, test } from './fixtures.ts';

/**
 * The portal runs under its Content-Security-Policy (server/plugins/security-headers.ts):
 * signing in, the home page with its notice socket and an administration page raise no
 * violation, in the page's own `securitypolicyviolation` events or in the console.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { dkpCspViolations: string[] }).dkpCspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { dkpCspViolations: string[] }).dkpCspViolations))];
}

test('the portal runs under its CSP: sign-in, home and an administration page', async ({ page }) => {
  const violations = await watchViolations(page);
  const login = await page.goto('/user/login');
  expect(login?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByTestId('login-submit')).toBeVisible();
  expect(await violations()).toEqual([]);

  await submitLogin(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('app-layout')).toBeVisible();
  // The notice bell's socket is up once the bell shows; its handshake is a connect-src.
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);

  const admin = await page.goto('/isystem/announcement');
  expect(admin?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
