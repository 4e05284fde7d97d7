import { expect, test } from './fixtures.ts';

/**
 * The sign-in page downloads the sign-in page: none of the signed-in portal's chunks (the
 * menu routes behind RequireSession, MenuPage), and every sizeable script pre-compressed.
 * bench/login-transfer.ts measures the bytes; this proves the shape.
 */
test('the sign-in page loads no signed-in code, and its scripts arrive brotli-compressed', async ({ page }) => {
  const scripts: { path: string; encoding: string | undefined; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    scripts.push({ path: new URL(response.url()).pathname, encoding: headers['content-encoding'], cache: headers['cache-control'] });
  });
  await page.goto('/user/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.map((s) => s.path).filter((path) => /\/(MenuPage|RequireSession|BasicLayout|HomePage)-/.test(path))).toEqual([]);
  const entry = scripts.find((s) => /^\/assets\/index-/.test(s.path));
  expect(entry?.encoding).toBe('br');
  expect(entry?.cache).toBe('public, max-age=31536000, immutable');
});
