import { test as base, expect, type Page } from '@playwright/test';
import { E2E } from './e2e-env.ts';

/** Playwright's `test` with `baseURL` pointing at the server the global setup started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env[E2E.baseUrlVariable];
    if (!url) throw new Error(`${E2E.baseUrlVariable} is not set: the global setup did not start a server`);
    await use(url);
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

/** Chooses a language with the switch on the current page. */
export async function chooseLocale(page: Page, locale: 'cn' | 'en' | 'tc'): Promise<void> {
  await page.getByTestId(`locale-${locale}`).click();
}

export const STAFF = { username: 'zhangsan', password: E2E.demoPassword, realname: '张三' };
export const ADMIN = { username: 'admin', password: E2E.adminPassword };
