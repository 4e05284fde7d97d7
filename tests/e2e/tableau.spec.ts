import { startTableauStandIn } from '../../server/test-support/tableau-stand-in.ts';
import { ADMIN, STAFF, chooseLocale, expect, submitLogin, test } from './fixtures.ts';
import { privateServer } from './private-server.ts';

// A report shown by Tableau Server (issue 12): the portal frames the view at the trusted URL
// Tableau's ticket opens, on a server configured with DKP_TABLEAU_URL; here a stand-in that
// follows Tableau's documented contract (server/test-support/tableau-stand-in.ts).
let tableau: Awaited<ReturnType<typeof startTableauStandIn>> | undefined;
const env: Record<string, string> = { DKP_TABLEAU_SITE: 'finance' };
test.beforeAll(async () => {
  tableau = await startTableauStandIn({ finance: [STAFF.username] });
  env.DKP_TABLEAU_URL = tableau.url;
});
test.afterAll(async () => {
  await tableau?.close();
});
const server = privateServer({ env });

test('a report page with a Tableau view frames it with a ticket for the viewer, with the star and Tableau\'s own downloads', async ({ page, request }) => {
  const login = await request.post(`${server.baseUrl}/api/sys/login`, { data: { username: ADMIN.username, password: ADMIN.password } });
  const headers = { 'X-Access-Token': (await login.json()).result.token as string };
  const list = await request.get(`${server.baseUrl}/api/report/definition/list?permissionId=menu-report-self`, { headers });
  const [self] = (await list.json()).result.records as { id: string }[];
  const edit = await request.put(`${server.baseUrl}/api/report/definition/edit`, {
    headers, data: { id: self!.id, code: 'self-analysis', name: '自我分析', nameEn: 'Self analysis', nameTc: '自我分析', tableauView: 'LearningOverview/Self', view: { chart: 'table', aggregate: 'sum' }, permissionId: 'menu-report-self' },
  });
  expect(edit.ok(), await edit.text()).toBe(true);

  await page.goto(`${server.baseUrl}/user/login`);
  await submitLogin(page, STAFF.username, STAFF.password);
  await chooseLocale(page, 'en');
  await page.goto(`${server.baseUrl}/report/selfAnalyze`);
  const frame = page.locator('.report-frame[data-path="/report/selfAnalyze"] iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${tableau!.url}/trusted/[^/]+/t/finance/views/LearningOverview/Self\\?toolbar=yes&device=desktop&username=zhangsan$`));
  // The Content-Security-Policy lets the portal frame the Tableau Server, and the ticket opens the view.
  await expect(frame.contentFrame().locator('#view')).toHaveText('LearningOverview / Self');
  await expect(frame.contentFrame().locator('#user')).toHaveText(STAFF.username);
  await expect(page.getByTestId('favourite-star')).toBeVisible();
  await expect(page.getByTestId('report-download')).toHaveCount(0);
  expect(tableau!.log.served.at(-1)).toMatchObject({ username: STAFF.username, site: 'finance', workbook: 'LearningOverview', view: 'Self' });
});
