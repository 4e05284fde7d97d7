import { expect, submitLogin, test, ADMIN } from './fixtures.ts';
import { input } from './admin-helpers.ts';
import { privateServer } from './private-server.ts';

// Issue 23, "JeecgBoot conventions on the wire": the API writes times as yyyy-MM-dd HH:mm:ss in
// the server's zone; the portal shows them in the reader's zone. A server in Shanghai and a
// browser in New York (13 or 12 hours apart) make a time read in the wrong zone show.
const server = privateServer({ env: { DKP_TIME_ZONE: 'Asia/Shanghai' } });

/** `text` (yyyy-MM-dd HH:mm:ss in Shanghai, UTC+8 all year) as the portal writes it in New York. */
function inNewYork(text: string): string {
  const instant = new Date(`${text.replace(' ', 'T')}+08:00`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

test.use({ timezoneId: 'America/New_York' });

test("a list's creation time: the API's server-zone text, shown in the browser's zone", async ({ page }) => {
  const login = await page.request.post(`${server.baseUrl}/api/sys/login`, { data: { username: ADMIN.username, password: ADMIN.password } });
  const { token, timeZone } = ((await login.json()) as { result: { token: string; timeZone: string } }).result;
  expect(timeZone).toBe('Asia/Shanghai');
  const code = `WIRE-${Date.now().toString(36)}`;
  const added = await page.request.post(`${server.baseUrl}/api/sys/position/add`, {
    headers: { 'X-Access-Token': token }, data: { code, name: '时区职务', postRank: '' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const createTime = ((await added.json()) as { result: { createTime: string } }).result.createTime;
  expect(createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  await page.goto(`${server.baseUrl}/user/login`);
  await submitLogin(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await page.goto(`${server.baseUrl}/isystem/position`);
  await input(page, 'position-filter-code').fill(code);
  await page.getByTestId('position-search').click();
  const row = page.getByTestId('position-row').filter({ hasText: code });
  await expect(row.getByTestId('position-cell-createTime')).toHaveText(inNewYork(createTime));
});
