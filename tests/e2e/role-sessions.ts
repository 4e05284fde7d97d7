import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E } from './e2e-env.ts';

/** A role a test can start signed in as (`test.use({ signedInAs })`, `newSignedInPage`). */
export type Role = 'admin' | 'staff';

/** The credentials of each role: the seeded administrator and the seeded member of staff. */
export const ROLE_ACCOUNTS = {
  admin: { username: 'admin', password: E2E.adminPassword },
  staff: { username: 'zhangsan', password: E2E.demoPassword },
} as const satisfies Record<Role, { username: string; password: string }>;

/** What Playwright saves of a context: cookies and each origin's `localStorage`. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The `localStorage` key of the portal's session (shared/stores/session.ts). */
const SESSION_KEY = 'dkp:session';

/** Fills the sign-in form on the current page and submits it (the form's own steps). */
export async function submitLoginForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').locator('input').fill(username);
  await page.getByTestId('login-password').locator('input').fill(password);
  await page.getByTestId('login-submit').click();
  // The seeded administrator belongs to two tenants, so the portal asks which one to enter
  // (portal-shell §2.3); the preselected one (the login's) is taken.
  if (username === ROLE_ACCOUNTS.admin.username && password === ROLE_ACCOUNTS.admin.password) await page.getByTestId('tenant-confirm').click();
}

/**
 * The signed-in state of each role for this worker's server: made once through the sign-in
 * form (so the tenant choice and everything the form stores are as a user's), saved under
 * the worker's output directory, and handed to every test that asks for the role. Before
 * each hand-over one authenticated call checks that the session still lives (a test may have
 * ended it: logout, password change, freezing) — a dead one is replaced by a new sign-in —
 * and the call also slides the server's expiry, so the stored client-side expiry is moved on
 * with it (the portal treats a session past `expiresAt` as gone).
 */
export class RoleSessions {
  private readonly states = new Map<Role, StorageState>();
  /** How many times each role signed in through the form (reported for the suite's figures). */
  readonly signIns: Record<Role, number> = { admin: 0, staff: 0 };

  constructor(private readonly baseUrl: string, private readonly directory: string) {}

  /** A live signed-in state of `role`, signing in when there is none or it has ended. */
  async stateOf(browser: Browser, role: Role): Promise<StorageState> {
    const stored = this.states.get(role);
    const refreshed = stored && await this.refreshed(stored);
    if (refreshed) {
      this.states.set(role, refreshed);
      return refreshed;
    }
    const state = await this.signIn(browser, role);
    this.states.set(role, state);
    return state;
  }

  /** Signs `role` in through the form in a context of its own and saves what it stored. */
  private async signIn(browser: Browser, role: Role): Promise<StorageState> {
    // Signed out explicitly: inside a test, Playwright gives browser.newContext the test's own
    // options, so a test running as another role (signedInAs) would lend this context its session.
    const context = await browser.newContext({ baseURL: this.baseUrl, storageState: { cookies: [], origins: [] } });
    try {
      const page = await context.newPage();
      await page.goto('/user/login');
      await submitLoginForm(page, ROLE_ACCOUNTS[role].username, ROLE_ACCOUNTS[role].password);
      await expect(page.getByTestId('app-layout')).toBeVisible();
      this.signIns[role] += 1;
      mkdirSync(this.directory, { recursive: true });
      return await context.storageState({ path: join(this.directory, `${role}.json`) });
    } finally {
      await context.close();
    }
  }

  /**
   * `state` with its session's expiry moved on after one authenticated call renewed it on the
   * server; `null` when the server no longer knows the session (401).
   */
  private async refreshed(state: StorageState): Promise<StorageState | null> {
    const origin = state.origins.find((entry) => entry.origin === new URL(this.baseUrl).origin);
    const entry = origin?.localStorage.find((item) => item.name === SESSION_KEY);
    if (!origin || !entry) return null;
    const session = JSON.parse(entry.value) as { token: string; tokenTtlMs: number; expiresAt: number };
    const answer = await fetch(`${this.baseUrl}/api/sys/getUserInfoByToken`, { headers: { 'X-Access-Token': session.token } });
    if (answer.status === 401) return null;
    if (!answer.ok) throw new Error(`checking the stored session answered ${answer.status}: ${await answer.text()}`);
    const renewed = { ...entry, value: JSON.stringify({ ...session, expiresAt: Date.now() + session.tokenTtlMs }) };
    return {
      ...state,
      origins: state.origins.map((o) => o !== origin ? o : { ...o, localStorage: o.localStorage.map((item) => item === entry ? renewed : item) }),
    };
  }
}

/** The worker's sessions, set up by the worker fixture (fixtures.ts) before any test runs. */
let workerSessions: RoleSessions | null = null;

/** Makes the worker's role sessions for its server; called once per worker by fixtures.ts. */
export function startRoleSessions(baseUrl: string, directory: string): RoleSessions {
  workerSessions = new RoleSessions(baseUrl, directory);
  return workerSessions;
}

/** This worker's role sessions; only within a test (the worker fixture has made them). */
export function roleSessions(): RoleSessions {
  if (!workerSessions) throw new Error('role sessions are made by the worker fixture of fixtures.ts: import `test` from there');
  return workerSessions;
}
