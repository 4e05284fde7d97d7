import { startDingTalkMock } from '../../server/test-support/dingtalk-mock.ts';
import { ADMIN, expect, test } from './fixtures.ts';
import { startDkpServer, type DkpServer } from './server-process.ts';

// A private server whose DingTalk API is a local mock of the documented contract, so the
// administrator's switch can be turned on without touching the shared server.
const APP = { appKey: 'ding-e2e-key', appSecret: 'ding-e2e-secret' };
let mock: Awaited<ReturnType<typeof startDingTalkMock>>;
let server: DkpServer;
test.beforeAll(async ({}, testInfo) => {
  // A first start seeds the database, which can take a while on a busy machine.
  testInfo.setTimeout(120_000);
  mock = await startDingTalkMock(APP, [{ code: 'code-zhangsan', unionId: 'u-zs', nick: '张三', mobile: '13800138001' }]);
  server = await startDkpServer({ env: { DKP_DINGTALK_API_URL: mock.base } });
  const login = await fetch(`${server.baseUrl}/api/sys/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const saved = await fetch(`${server.baseUrl}/api/sys/config/enterpriseChatLogin`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: JSON.stringify({ enabled: true, provider: 'dingtalk', ...APP, redirectUri: `${server.baseUrl}/api/sys/scanLogin/dingtalk/callback` }),
  });
  if (!saved.ok) throw new Error(`switching DingTalk on failed: ${saved.status} ${await saved.text()}`);
});
test.afterAll(async () => {
  await server?.stop();
  await mock?.close();
});

test('with DingTalk switched on, the scan tab shows its QR code and its consent signs the desktop in', async ({ page, browser }) => {
  await page.goto(`${server.baseUrl}/user/dingtalk`);
  await expect(page.getByTestId('scan-status')).toHaveText('请使用钉钉扫描二维码登录');
  const url = new URL((await page.getByTestId('scan-qr').getAttribute('data-url'))!);
  expect(url.origin + url.pathname).toBe('https://login.dingtalk.com/oauth2/auth');
  expect(url.searchParams.get('client_id')).toBe(APP.appKey);

  // What DingTalk does after the user consents on the phone: open the redirect URI with the code.
  const phone = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  const back = new URL(url.searchParams.get('redirect_uri')!);
  back.search = new URLSearchParams({ authCode: 'code-zhangsan', state: url.searchParams.get('state')! }).toString();
  await phone.goto(back.toString());
  await expect(phone.locator('#result')).toHaveText('已确认登录');

  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dkp:session') ?? 'null'));
  expect(stored.userInfo.username).toBe('zhangsan');
  await phone.context().close();
});
