import { test as base, expect, type Page } from '@playwright/test';
import { E2E } from './e2e-env.ts';
import { startDkpServer } from './server-process.ts';

/**
 * Playwright's `test` with `baseURL` pointing at the server of this worker. Each worker (a
 * process running spec files one after another) starts its own server on a fresh database,
 * so workers run side by side without sharing sessions, sign-in back-off or data; within a
 * worker the specs share the server as before (they clean up what they change). The URL is
 * also put in `DKP_E2E_BASE_URL` for code that makes its own browser context.
 */
export const test = base.extend<object, { workerServerUrl: string }>({
  workerServerUrl: [async ({}, use) => {
    const server = await startDkpServer({ env: E2E.footer });
    process.env[E2E.baseUrlVariable] = server.baseUrl;
    await use(server.baseUrl);
    await server.stop();
  }, { scope: 'worker', auto: true, timeout: 120_000 }],
  baseURL: async ({ workerServerUrl }, use) => {
    await use(workerServerUrl);
  },
});
export { expect };

/** Fills the sign-in form on the current page and submits it. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').locator('input').fill(username);
  await page.getByTestId('login-password').locator('input').fill(password);
  await page.getByTestId('login-submit').click();
  // The seeded administrator belongs to two tenants, so the portal asks which one to enter
  // (portal-shell §2.3); the preselected one (the login's) is taken.
  if (username === ADMIN.username && password === ADMIN.password) await page.getByTestId('tenant-confirm').click();
}

/** Opens the sign-in page and signs in; resolves once the signed-in layout is shown. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/user/login');
  await submitLogin(page, username, password);
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

/** The `lang` the portal sets once a language's messages are loaded (shared/i18n BCP47_TAGS). */
const LANG_TAGS = { cn: 'zh-CN', en: 'en', tc: 'zh-TW' } as const;

/**
 * Chooses a language with the switch on the current page, and waits until its messages are
 * loaded (the page's `lang` follows them): a text made before then, such as an alert's, would
 * stay in the previous language.
 */
export async function chooseLocale(page: Page, locale: 'cn' | 'en' | 'tc'): Promise<void> {
  await page.getByTestId(`locale-${locale}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[locale]);
}

export const STAFF = { username: 'zhangsan', password: E2E.demoPassword, realname: '张三' };
export const ADMIN = { username: 'admin', password: E2E.adminPassword };
