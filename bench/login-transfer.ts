/**
 * How much JavaScript the sign-in page makes a browser download: starts the built server
 * (`npm run build` first), opens /user/login in Debian's Chromium, which sends its real
 * `Accept-Encoding`, and sums the bytes of every script response as they crossed the wire
 * (CDP `Network.loadingFinished.encodedDataLength`: compressed body plus headers).
 * Prints the figure, the goal and the ratio to the baseline measured on main at 5982e91.
 * Run: `npm run bench:login-transfer`.
 */
import { chromium } from 'playwright';
import { startDkpServer } from '../tests/e2e/server-process.ts';

/** JavaScript the sign-in page transferred on main at commit 5982e91 (uncompressed, MenuPage included). */
const BASELINE_BYTES = 774 * 1024;
const GOAL_BYTES = 150 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startDkpServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A cold visit: nothing from an earlier load may come from the cache.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, { url: string; encoding: string }>();
  const sizes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, encoding: String(e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'identity') });
  });
  cdp.on('Network.loadingFinished', (e) => { sizes.set(e.requestId, e.encodedDataLength); });
  await page.goto(`${server.baseUrl}/user/login`, { waitUntil: 'networkidle' });
  await page.getByTestId('login-submit').waitFor();

  let total = 0;
  for (const [id, { url, encoding }] of scripts) {
    const bytes = sizes.get(id) ?? 0;
    total += bytes;
    console.log(`${kb(bytes).padStart(10)}  ${encoding.padEnd(8)} ${new URL(url).pathname}`);
  }
  console.log(`login page JavaScript transferred: ${kb(total)} in ${scripts.size} scripts`);
  console.log(`goal: <= ${kb(GOAL_BYTES)} (${total <= GOAL_BYTES ? 'met' : 'not met'})`);
  console.log(`ratio to the baseline of ${kb(BASELINE_BYTES)} (main at 5982e91): ${(total / BASELINE_BYTES).toFixed(3)}`);
} finally {
  await browser.close();
  await server.stop();
}
