import type { Page } from '@playwright/test';

/**
 * Opens `path` the way a link does, without reloading the portal (the router follows the
 * history, as it does a link's click): a full load costs a second or more on a loaded
 * machine, so a test that visits many pages, or one page several times, loads the portal once
 * and moves within it. Resolves once the layout shows the new route (a route change is a
 * transition: the old page stays until the new one, or its lazy code, is ready). A page still
 * on `about:blank` is loaded instead.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await page.evaluate(async (to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, path);
  await page.waitForFunction(() => {
    const frame = document.querySelector('[data-testid="app-layout"]');
    return !frame || frame.getAttribute('data-route') === location.pathname + location.search;
  });
}
