import { expect, test } from '@playwright/test';
import { E2E } from './e2e-env.ts';
import { STAFF, submitLogin } from './fixtures.ts';
import { freshPostgres, startDkpServer, type DkpServer } from './server-process.ts';

/**
 * Issue 4: "two server processes on one PostgreSQL deliver across processes". Two real server
 * processes share one database; the staff member's page talks to B, the administrator
 * releases on A, and the bell on B's page hears it through PostgreSQL's LISTEN/NOTIFY.
 * Embedded PGlite is one process by nature, so this runs where PostgreSQL is given (CI's
 * second run sets TEST_DATABASE_URL).
 */
test.describe('two server processes on one PostgreSQL', () => {
  test.skip(!process.env.TEST_DATABASE_URL, 'needs PostgreSQL: set TEST_DATABASE_URL (CI does on its second run)');

  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let a: DkpServer;
  let b: DkpServer;
  test.beforeAll(async () => {
    database = await freshPostgres(process.env.TEST_DATABASE_URL!);
    a = await startDkpServer({ databaseUrl: database.url });
    // B starts on the database A has migrated and seeded.
    b = await startDkpServer({ databaseUrl: database.url });
  });
  test.afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await database?.drop();
  });

  test("a release on process A reaches the bell of a page served by process B, without reload", async ({ page, request }) => {
    await page.goto(`${b.baseUrl}/user/login`);
    const socket = page.waitForEvent('websocket');
    await submitLogin(page, STAFF.username, STAFF.password);
    expect((await socket).url()).toContain(new URL(b.baseUrl).host);
    const badge = page.getByTestId('notice-badge');
    await expect(badge).toHaveText(/^\s*\d+\s*$/);
    const before = Number((await badge.textContent())!.trim());
    // Playwright reports a socket when it is created; by the time the count and the user are read, it is open.
    const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('dkp:session') ?? 'null') as { userInfo: { id: string } }).userInfo.id);

    const login = await request.post(`${a.baseUrl}/api/sys/login`, { data: { username: 'admin', password: E2E.adminPassword }, headers: { 'X-Tenant-Id': '1' } });
    const headers = { 'X-Tenant-Id': '1', 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
    const add = await request.post(`${a.baseUrl}/api/sys/annountCement/add`, { headers, data: { titile: '跨进程通知', msgContent: '<p>A → B</p>', msgType: 'USER', userIds: [userId] } });
    expect(add.ok(), await add.text()).toBe(true);
    const { id } = ((await add.json()) as { result: { id: string } }).result;
    const release = await request.get(`${a.baseUrl}/api/sys/annountCement/doReleaseData`, { headers, params: { id } });
    expect(release.ok(), await release.text()).toBe(true);

    await expect(badge).toHaveText(String(before + 1), { timeout: 2_000 });
  });
});
