import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { STAFF, submitLogin } from './fixtures.ts';
import { startDkpServer, type DkpServer } from './server-process.ts';

const EXAMPLE = readFileSync(new URL('../../examples/intranet.html', import.meta.url), 'utf8');
/** The DKP address written once in the example page, as its reader would edit it. */
const EXAMPLE_DKP = 'http://localhost:8080';
const EXAMPLE_DEFAULT_LINE = `const DKP_DEFAULT_ORIGIN = '${EXAMPLE_DKP}';`;

/** A request an intranet server received: its URL and headers (socket upgrades included). */
interface Seen { url: string; headers: IncomingHttpHeaders }

/** True when a request carried a DKP token, or a preflight asked to send one. */
const carriesToken = ({ url, headers }: Seen) =>
  headers['x-access-token'] !== undefined ||
  String(headers['access-control-request-headers'] ?? '').toLowerCase().includes('x-access-token') ||
  headers['sec-websocket-protocol'] !== undefined ||
  /[?&]token=/.test(url);

/**
 * An intranet web server: serves examples/intranet.html at `/`, with its one DKP address
 * edited to the test's DKP server (or, with `unchanged`, the file as it is), and records
 * every request it receives.
 */
async function intranet(dkpUrl: () => string, { unchanged = false } = {}): Promise<{ origin: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (new URL(request.url ?? '', 'http://intranet.invalid').pathname !== '/') return void response.writeHead(404).end();
    const page = unchanged ? EXAMPLE : EXAMPLE.replace(EXAMPLE_DEFAULT_LINE, `const DKP_DEFAULT_ORIGIN = '${dkpUrl()}';`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  server.on('upgrade', (request, socket) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Signs the page in through the portal's popup from `<dkp-sign-in>`, as a user would. */
async function signInThroughPortal(page: Page): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await page.locator('dkp-sign-in').getByTestId('dkp-sign-in-button').click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await submitLogin(popup, STAFF.username, STAFF.password);
  await closed;
}

/** Records every message the page receives, to prove none carried a token. */
async function recordMessages(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { received: unknown[] }).received = [];
    window.addEventListener('message', (event) => (window as unknown as { received: unknown[] }).received.push(event.data));
  });
}
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);

test.describe('elements embedded on another origin (issue 4 "Elements bundle")', () => {
  let dkp: DkpServer;
  let allowed: Awaited<ReturnType<typeof intranet>>;
  let other: Awaited<ReturnType<typeof intranet>>;
  let unchanged: Awaited<ReturnType<typeof intranet>>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    allowed = await intranet(() => dkp.baseUrl);
    other = await intranet(() => dkp.baseUrl);
    unchanged = await intranet(() => dkp.baseUrl, { unchanged: true });
    dkp = await startDkpServer({ env: { DKP_ALLOWED_ORIGINS: [allowed.origin, unchanged.origin].join(',') } });
  });
  test.afterAll(async () => {
    await dkp?.stop();
    await allowed?.close();
    await other?.close();
    await unchanged?.close();
  });

  test('the example file, unchanged, on another origin takes DKP from ?dkp= and says so', async ({ page }) => {
    expect(EXAMPLE.split(EXAMPLE_DKP).length - 1, 'the default DKP address is written once').toBe(1);
    await page.goto(`${unchanged.origin}/?dkp=${encodeURIComponent(dkp.baseUrl)}`);
    await expect(page.locator('#dkp-origin')).toHaveText(new URL(dkp.baseUrl).origin);
    await expect(page.locator('#dkp-origin-from')).toHaveText('?dkp=');
    const signIn = page.locator('dkp-sign-in');
    await expect(signIn.getByTestId('dkp-sign-in-prompt')).toContainText('登录后可查看此内容');
    await signInThroughPortal(page);
    await expect(signIn.getByTestId('dkp-signed-in')).toContainText(STAFF.realname);
    await expect(page.locator('dkp-announcements').getByTestId('announcement-title').first()).toBeVisible();
    expect(unchanged.seen.filter(carriesToken), 'nothing asked the intranet for DKP').toEqual([]);
    expect(unchanged.seen.map((s) => new URL(s.url, 'http://intranet.invalid').pathname).filter((p) => p !== '/' && p !== '/favicon.ico')).toEqual([]);

    // Without ?dkp= the page names the one default it uses.
    await page.goto(`${unchanged.origin}/`);
    await expect(page.locator('#dkp-origin')).toHaveText(EXAMPLE_DKP);
    await expect(page.locator('#dkp-origin-from')).toHaveText('DKP_DEFAULT_ORIGIN');
  });

  test('an allowed page loads the elements from DKP and signs in through the portal popup', async ({ page }) => {
    await page.goto(`${allowed.origin}/`);
    const signIn = page.locator('dkp-sign-in');
    await expect(signIn.getByTestId('dkp-sign-in-prompt')).toContainText('登录后可查看此内容');
    await expect(page.locator('dkp-watermark').locator('[data-dkp-watermark]')).toHaveCount(1);
    const bell = page.locator('dkp-notice-bell');
    await expect(bell.getByTestId('dkp-sign-in-prompt')).toContainText('登录后可查看您的通知');
    const announcements = page.locator('dkp-announcements');
    await expect(announcements.getByTestId('dkp-sign-in-prompt')).toContainText('登录后可查看公告');
    const news = page.locator('dkp-articles');
    await expect(news.getByTestId('dkp-sign-in-prompt')).toContainText('登录后可查看最新文章');

    const popupOpened = page.waitForEvent('popup');
    await signIn.getByTestId('dkp-sign-in-button').click();
    const popup = await popupOpened;
    expect(popup.url()).toBe(`${dkp.baseUrl}/user/login?embed=${encodeURIComponent(allowed.origin)}`);
    const closed = popup.waitForEvent('close');
    await submitLogin(popup, STAFF.username, STAFF.password);
    await closed;

    await expect(signIn.getByTestId('dkp-signed-in')).toContainText(STAFF.realname);
    await expect(page.locator('#status')).toHaveText(`Signed in to DKP as ${STAFF.username}.`);
    // The bell shares the handed-back session: zhangsan's seeded notices, loaded across origins.
    await expect(bell.getByTestId('notice-badge')).toHaveText(/^\s*[1-9]\d*\s*$/);
    await bell.getByTestId('notice-bell').click();
    await expect(bell.getByTestId('notice-list-all')).toContainText('李四 向您共享了报表「历史报表」');
    // Marking read (PUT) and removing (DELETE) work from this origin: the preflight grants both
    // methods and the client's headers (server/plugins/cors-grant.ts).
    const badge = bell.getByTestId('notice-badge');
    const unreadBefore = Number((await badge.textContent())?.trim());
    const shared = bell.getByTestId('notice-list-all').locator('li').filter({ hasText: '李四 向您共享了报表「历史报表」' });
    await expect(shared.getByTestId('notice-dot')).toBeVisible();
    await shared.getByTestId('notice-menu').click();
    await shared.getByTestId('notice-menu-read').click();
    await expect(shared.getByTestId('notice-dot')).toHaveCount(0);
    if (unreadBefore > 1) await expect(badge).toHaveText(String(unreadBefore - 1));
    else await expect(badge).toHaveCount(0);
    await expect(bell.getByTestId('notice-alert')).toHaveCount(0);
    await shared.getByTestId('notice-menu').click();
    await shared.getByTestId('notice-menu-remove').click();
    await expect(shared).toHaveCount(0);
    await expect(bell.getByTestId('notice-alert')).toHaveCount(0);
    // The handed-back token works against the API from this origin (CORS granted).
    const user = await page.evaluate(async (api) => {
      const session = JSON.parse(localStorage.getItem('dkp:session') ?? 'null') as { token: string };
      const response = await fetch(`${api}/api/sys/getUserInfoByToken`, { headers: { 'X-Access-Token': session.token } });
      return ((await response.json()) as { result: { username: string } }).result.username;
    }, dkp.baseUrl);
    expect(user).toBe(STAFF.username);
    // The announcements element shares the session the sign-in element was handed.
    await expect(announcements.getByTestId('announcement-title')).toContainText(['系统升级通知', '五一假期安排']);
    // The news block and the report's board (issue 24) read DKP across origins too; their links and covers point at DKP.
    await expect(news.getByTestId('article-title').first()).toContainText('公司荣获年度数字化转型奖');
    await expect(news.getByTestId('article-link').first()).toHaveAttribute('href', new RegExp(`^${dkp.baseUrl}/news\\?id=`));
    await expect(news.locator('img').first()).toHaveAttribute('src', `${dkp.baseUrl}/demo/news-cover-1.svg`);
    const board = page.locator('dkp-comments');
    await expect(board.getByTestId('comment-form-submit')).toHaveText('发表留言');
    await expect(board.getByTestId('comments')).toContainText('留言');

    await signIn.getByTestId('dkp-sign-out-button').click();
    await expect(signIn.getByTestId('dkp-sign-in-prompt')).toBeVisible();
    await expect(page.locator('#status')).toHaveText('Signed out of DKP.');
    await expect(announcements.getByTestId('dkp-sign-in-prompt')).toBeVisible();
  });

  test('<dkp-favourites> lists the starred reports across origins and tells the page which one was chosen', async ({ page }) => {
    await page.goto(`${allowed.origin}/`);
    const favourites = page.locator('dkp-favourites');
    await expect(favourites.getByTestId('dkp-sign-in-prompt')).toContainText('登录后可查看您的收藏');
    await signInThroughPortal(page);
    await expect(favourites.getByTestId('favourites-empty')).toContainText('暂无收藏');
    // Starred with the handed-back session from this origin (CORS grants the POST), then the page is loaded again.
    await page.evaluate(async (api) => {
      const session = JSON.parse(localStorage.getItem('dkp:session') ?? 'null') as { token: string };
      const headers = { 'X-Access-Token': session.token, 'Content-Type': 'application/json' };
      await fetch(`${api}/api/sys/collect/add`, { method: 'POST', headers, body: JSON.stringify({ sysPermissionId: 'menu-report-history' }) });
    }, dkp.baseUrl);
    await page.reload();
    const item = favourites.getByTestId('favourite-item');
    await expect(item).toHaveText('历史报表');
    // The element only tells; the example page's listener opens the report in the portal.
    const opened = page.context().waitForEvent('request', (request) => request.url() === `${dkp.baseUrl}/report/history`);
    await item.click();
    await expect(page.locator('#favourite-chosen')).toHaveText('Opening 历史报表…');
    await opened;
    expect(new URL(page.url()).origin, 'the element did not navigate').toBe(allowed.origin);
  });

  test('<dkp-cron> edits a schedule on another origin: the full editor previews the next 10 times, OK tells the page; so does the compact editor', async ({ page }) => {
    await page.goto(`${allowed.origin}/`);
    const full = page.locator('dkp-cron').first();
    await expect(full.getByTestId('cron-field-input')).toHaveValue('0 0 8 ? * 2-6');
    await full.getByTestId('cron-field-open').click();
    const times = full.getByTestId('cron-preview-times').locator('li');
    await expect(times).toHaveCount(10);
    await expect(times.first()).toHaveText(/^\d{4}-\d{2}-\d{2} 08:00:00$/);
    await full.getByTestId('cron-tab-minute').click();
    await full.getByTestId('cron-minute-specify-30').click();
    await expect(full.getByTestId('cron-expression')).toHaveValue('0 0,30 8 ? * 2-6');
    await full.getByTestId('cron-ok').click();
    await expect(page.locator('#cron-chosen')).toHaveText('0 0,30 8 ? * 2-6');
    await expect(full).toHaveAttribute('value', '0 0,30 8 ? * 2-6');
    const compact = page.locator('dkp-cron[mode="compact"]');
    await compact.getByTestId('cron-compact-tab-range').click();
    await expect(page.locator('#cron-chosen')).toHaveText('0 0-59 * * * ?');
    await expect(compact.getByTestId('cron-preview-times').locator('li')).toHaveCount(10);
  });

  test('<dkp-report> shows a report from DKP on another origin, with its filters, the star and the downloads the user holds', async ({ page }) => {
    await page.goto(`${allowed.origin}/`);
    const report = page.locator('dkp-report');
    await expect(report.getByTestId('dkp-sign-in-prompt')).toContainText('登录后可查看报表');
    await signInThroughPortal(page);
    // The viewer is DKP's page in a frame, opened by a single-use ticket and framed by this allowed origin.
    const viewer = report.frameLocator('iframe');
    await expect(viewer.getByRole('heading', { name: '各部门月度报名人数' })).toBeVisible();
    await expect(viewer.getByTestId('report-chart').locator('svg')).toBeVisible();
    await viewer.locator('[data-param="department"]').click();
    await viewer.locator('sl-option[value="FI"]').click();
    await viewer.getByRole('button', { name: '查询' }).click();
    await expect(viewer.getByTestId('report-chart')).not.toContainText('市场部');
    await expect(report.getByTestId('favourite-star')).toBeVisible();

    // The download modal offers what the staff role holds; the picture comes with the filter in force.
    await report.getByTestId('report-download').click();
    const formats = report.getByTestId('download-dialog').locator('sl-button[data-format]');
    await expect(formats).toHaveCount(2);
    const saving = page.waitForEvent('download');
    await report.getByTestId('download-dialog').locator('sl-button[data-format="png"]').click();
    const file = await saving;
    expect(file.suggestedFilename()).toBe('各部门月度报名人数.png');
    expect(new URL(page.url()).origin, 'the element did not navigate').toBe(allowed.origin);
  });

  test('an api-base moved to another origin after sign-in ends the session and hands that origin no token', async ({ page }) => {
    await page.goto(`${allowed.origin}/`);
    await signInThroughPortal(page);
    const bell = page.locator('dkp-notice-bell');
    await expect(bell.getByTestId('notice-badge')).toBeVisible();
    other.seen.length = 0;

    await page.evaluate((api) => document.querySelector('dkp-notice-bell')!.setAttribute('api-base', api), `${other.origin}/api`);
    await expect(bell.getByTestId('dkp-sign-in-prompt')).toBeVisible();
    await expect(page.locator('dkp-sign-in').getByTestId('dkp-sign-in-prompt')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('dkp:session'))).toBeNull();
    expect(other.seen.filter(carriesToken)).toEqual([]);
  });

  test('a page on an origin not on the list gets no elements, no API and no token', async ({ page }) => {
    await page.goto(`${other.origin}/`);
    await page.waitForLoadState('load');
    // The module script is refused without a CORS grant, so no element is defined.
    expect(await page.evaluate(() => customElements.get('dkp-sign-in') === undefined)).toBe(true);
    const apiError = await page.evaluate((api) => fetch(`${api}/api/sys/loginOptions`).then(() => 'answered', (e: Error) => e.name), dkp.baseUrl);
    expect(apiError).toBe('TypeError');

    // Even opening the portal's sign-in itself, the page is handed nothing.
    await recordMessages(page);
    const popupOpened = page.waitForEvent('popup');
    await page.evaluate(([api, origin]) => void window.open(`${api}/user/login?embed=${encodeURIComponent(origin!)}`, 'dkp-sign-in'), [dkp.baseUrl, other.origin]);
    const popup = await popupOpened;
    await submitLogin(popup, STAFF.username, STAFF.password);
    await expect(popup.getByTestId('embed-handoff-refused')).toBeVisible();
    expect(await received(page)).toEqual([]);

    // Claiming an allowed origin does not help: the portal posts to that origin only, and the browser drops it here.
    // Chromium reports the drop when it would deliver the message: after that, nothing can arrive.
    const dropped = page.context().waitForEvent('console', (message) => message.text().includes("does not match the recipient window's origin"));
    const secondOpened = page.waitForEvent('popup');
    await page.evaluate(([api, origin]) => void window.open(`${api}/user/login?embed=${encodeURIComponent(origin!)}`, 'dkp-sign-in-2'), [dkp.baseUrl, allowed.origin]);
    const second = await secondOpened;
    await second.waitForEvent('close');
    await dropped;
    expect(await received(page)).toEqual([]);
  });

  test('every element of the example page has an open shadow root with its own CSS and the page theme, and takes locale and token from attributes', async ({ page, request }) => {
    await page.goto(`${allowed.origin}/`);
    const signIn = page.locator('dkp-sign-in');
    const announcements = page.locator('dkp-announcements');
    await expect(signIn.getByTestId('dkp-sign-in-prompt')).toContainText('登录后可查看此内容');
    // Each element renders in an open shadow root holding the stylesheets it adopted; the page adopted none.
    const roots = await page.evaluate(() => [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('dkp-')).map((e) => ({
      name: e.localName, open: e.shadowRoot !== null, sheets: e.shadowRoot?.adoptedStyleSheets.length ?? 0,
    })));
    expect(roots.length).toBeGreaterThanOrEqual(8);
    for (const root of roots) expect(root, root.name).toMatchObject({ open: true });
    for (const root of roots.filter((r) => r.name !== 'dkp-watermark')) expect(root.sheets, root.name).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
    // The page's --dkp-color-primary (#fa541c in examples/intranet.html) colours the primary button inside.
    const button = signIn.getByTestId('dkp-sign-in-button').locator('[part="base"]');
    await expect(button).toHaveCSS('background-color', 'rgb(250, 84, 28)');

    // locale: one element's attribute sets the language of all (the shared locale store).
    await signIn.evaluate((e) => e.setAttribute('locale', 'en'));
    await expect(signIn.getByTestId('dkp-sign-in-prompt')).toContainText('Sign in to see this content');
    await expect(announcements.getByTestId('dkp-sign-in-prompt')).toContainText('Sign in to see your announcements');
    await expect(page.locator('dkp-report').getByTestId('dkp-sign-in-prompt')).toContainText('Sign in to view the report');
    await signIn.evaluate((e) => e.setAttribute('locale', 'tc'));
    await expect(signIn.getByTestId('dkp-sign-in-prompt')).toContainText('登入後可查看此內容');
    await expect(announcements.getByTestId('dkp-sign-in-prompt')).toContainText('登入後可查看公告');
    await expect(page.locator('dkp-report').getByTestId('dkp-sign-in-prompt')).toContainText('登錄後可查看報表');

    // token: a session the host page holds, given as an attribute, signs every element in.
    const login = await request.post(`${dkp.baseUrl}/api/sys/login`, { data: { username: STAFF.username, password: STAFF.password } });
    expect(login.ok()).toBe(true);
    const { token } = ((await login.json()) as { result: { token: string } }).result;
    await signIn.evaluate((e, t) => e.setAttribute('token', t), token);
    await expect(signIn.getByTestId('dkp-signed-in')).toContainText(STAFF.realname);
    await expect(announcements.getByTestId('announcement-title').first()).toBeVisible();
  });

  test('<dkp-favourites> names the starred report pages in en and tc when the locale attribute changes', async ({ page, request }) => {
    // lisi, whom no other test here signs in: the other tests' favourites stay as they expect them.
    const login = await request.post(`${dkp.baseUrl}/api/sys/login`, { data: { username: 'lisi', password: STAFF.password } });
    expect(login.ok()).toBe(true);
    const headers = { 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
    expect((await request.post(`${dkp.baseUrl}/api/sys/collect/add`, { headers, data: { sysPermissionId: 'menu-report-history' } })).ok()).toBe(true);
    try {
      await page.goto(`${allowed.origin}/`);
      const signIn = page.locator('dkp-sign-in');
      await expect(signIn.getByTestId('dkp-sign-in-prompt')).toBeVisible();
      await signIn.evaluate((e, t) => e.setAttribute('token', t), headers['X-Access-Token']);
      const item = page.locator('dkp-favourites').getByTestId('favourite-item');
      await expect(item).toHaveText('历史报表');
      await signIn.evaluate((e) => e.setAttribute('locale', 'en'));
      await expect(item).toHaveText('Report history');
      await signIn.evaluate((e) => e.setAttribute('locale', 'tc'));
      await expect(item).toHaveText('歷史報表');
    } finally {
      const list = await request.get(`${dkp.baseUrl}/api/sys/collect/list`, { headers });
      for (const { id } of ((await list.json()) as { result: { id: string }[] }).result) {
        await request.delete(`${dkp.baseUrl}/api/sys/collect/delete?id=${id}`, { headers });
      }
    }
  });
});
