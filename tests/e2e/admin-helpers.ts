import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect } from './fixtures.ts';

/**
 * What the back-office journeys share: reaching a kit field's input, a notification, an API
 * token, and the phone checks (nothing overflows sideways, an action is wholly on screen).
 */

/** The native input inside the Shoelace field with this test id. */
export const input = (page: Page, testId: string): Locator => page.getByTestId(testId).locator('input');

/**
 * The newest notification saying `text`. The newest, because an earlier one with the same
 * words (a first save) may still be fading out when a second save answers.
 */
export const notification = (page: Page, text: string): Locator => page.getByTestId('notification').filter({ hasText: text }).last();

/** Signs in through the API and returns the token (the administrator unless told). */
export async function tokenOf(request: APIRequestContext, username: string = ADMIN.username, password: string = ADMIN.password): Promise<string> {
  const res = await request.post('/api/sys/login', { data: { username, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: { token: string } }).result.token;
}

/** The headers of an API call as `username` (the administrator unless told). */
export async function authHeaders(request: APIRequestContext, username?: string, password?: string): Promise<Record<string, string>> {
  return { 'X-Access-Token': await tokenOf(request, username, password) };
}

/**
 * The page is as wide as the screen: nothing overflows sideways. Polled until the layout has
 * settled: right after a resize a closing dialog or toast can still stand where the wider
 * page put it (CI saw 389 px of overflow at 390 px for a moment); an overflow that stays fails.
 */
export async function expectFits(page: Page, width: number): Promise<void> {
  const sizes = () => page.evaluate(() => ({ inner: window.innerWidth, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth }));
  await expect.poll(sizes).toEqual({ inner: width, overflow: 0 });
}

/**
 * The action is wholly on screen, within its width. The box is polled: a list that answers
 * again (a search just clicked) can replace the row between the two reads, and a detached
 * element has no box (CI: "Cannot read properties of null (reading 'x')").
 */
export async function expectReachable(locator: Locator, width: number): Promise<void> {
  await expect(locator).toBeInViewport({ ratio: 1 });
  await expect.poll(async () => {
    const box = await locator.boundingBox();
    return box ? box.x + box.width : Number.POSITIVE_INFINITY;
  }).toBeLessThanOrEqual(width);
}

/**
 * Waits until the element's own animations have ended — a Shoelace drawer's panel slides in
 * for 250 ms (`translate: 100%` to `0`) — so a box read after it is where the element rests:
 * read during the slide, a 390 px panel measured 390.0000153 px (a fractional translate).
 */
export async function expectSettled(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => el.getAnimations().filter((a) => a.playState !== 'finished').length)).toBe(0);
}
