import { join } from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { E2E } from './e2e-env.ts';
import { roleSessions, startRoleSessions, submitLoginForm, type Role } from './role-sessions.ts';
import { startDkpServer } from './server-process.ts';

export type { Role } from './role-sessions.ts';

/** The option a spec sets with `test.use({ signedInAs: 'admin' })`. */
interface SignedInOption {
  /**
   * The role the test's `page` starts signed in as (its context gets the worker's stored
   * state of that role, role-sessions.ts); `null` (the default) starts signed out. The page
   * is not navigated: the test opens what it needs (`openPortal`).
   */
  signedInAs: Role | null;
}

/**
 * Playwright's `test` with `baseURL` pointing at the server of this worker. Each worker (a
 * process running spec files one after another) starts its own server on a fresh database,
 * so workers run side by side without sharing sessions, sign-in back-off or data; within a
 * worker the specs share the server as before (they clean up what they change). The URL is
 * also put in `DKP_E2E_BASE_URL` for code that makes its own browser context.
 */
export const test = base.extend<SignedInOption, { workerServerUrl: string }>({
  workerServerUrl: [async ({}, use, workerInfo) => {
    const server = await startDkpServer({ env: E2E.footer });
    process.env[E2E.baseUrlVariable] = server.baseUrl;
    startRoleSessions(server.baseUrl, join(workerInfo.project.outputDir, `.sessions-worker-${workerInfo.workerIndex}`));
    await use(server.baseUrl);
    await server.stop();
  }, { scope: 'worker', auto: true, timeout: 120_000 }],
  baseURL: async ({ workerServerUrl }, use) => {
    await use(workerServerUrl);
  },
  signedInAs: [null, { option: true }],
  // The test's own context takes the role's state; not the `storageState` option, which
  // every `browser.newContext()` of the test would inherit (a second, signed-out user too).
  context: async ({ context, signedInAs, browser }, use) => {
    if (signedInAs) await context.setStorageState(await roleSessions().stateOf(browser, signedInAs));
    await use(context);
  },
});
export { expect };

/**
 * Fills the sign-in form on the current page and submits it. For tests of the form, or of a
 * session they end themselves; any other test starts signed in (`signedInAs`).
 */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await submitLoginForm(page, username, password);
}

/**
 * A page of its own context, signed in as `role` from the worker's stored state (as
 * `signedInAs` gives): for a test that needs a second user beside its own. The caller closes
 * the context. The page is not navigated. `options` add to the context's (a phone's viewport).
 */
export async function newSignedInPage(browser: Browser, role: Role, options: BrowserContextOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    ...options,
    baseURL: process.env[E2E.baseUrlVariable],
    storageState: await roleSessions().stateOf(browser, role),
  });
  return { page: await context.newPage(), context };
}

/**
 * A page of its own context, signed out even in a test that starts signed in: Playwright gives
 * a context made inside a test the test's context options it is not told, the stored session
 * of `signedInAs` included, so `browser.newContext()` there would open signed in. For a test
 * that signs a new user in through the form (a user given a password, a tenant's
 * administrator) beside its own session. The caller closes the context; the page is not
 * navigated. `options` add to the context's (a phone's viewport).
 */
export async function newSignedOutPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ ...options, baseURL: process.env[E2E.baseUrlVariable], storageState: { cookies: [], origins: [] } });
  return { page: await context.newPage(), context };
}

/** Opens `path` of the portal (the home page unless told) and waits for the signed-in layout. */
export async function openPortal(page: Page, path = '/dashboard/analysis'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

/**
 * Opens the sign-in page and signs in through the form; resolves once the signed-in layout is
 * shown. For tests of the form or of a session they end; others use `signedInAs`.
 */
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
