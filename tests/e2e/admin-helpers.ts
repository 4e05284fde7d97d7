import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect } from './fixtures.ts';

/**
 * What the back-office journeys share: reaching a kit field's input, a notification, an API
 * token, and the phone checks (nothing overflows sideways, an action is wholly on screen).
 */

/** The native input inside the Shoelace field with this test id. */
export const input = (page: Page, testId: string): Locator => page.getByTestId(testId).locator('input');

/** The text box of the kit's code editor `testId` (CodeMirror's content). */
export const codeBox = (page: Page, testId: string): Locator => page.getByTestId(`${testId}-input`);

/**
 * Replaces the code in the code editor `testId` as a user does: into it, select all, type the
 * new text key by key (as fast as the keyboard goes: the editor must keep every key in order
 * while the form re-renders). Focused rather than clicked: a click's own caret, set when the
 * mouse is released, could land after the select-all on a loaded machine.
 */
export async function fillCode(page: Page, testId: string, code: string): Promise<void> {
  await codeBox(page, testId).focus();
  await expect(codeBox(page, testId)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(code);
  await expect(codeBox(page, testId)).toHaveText(code);
}

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

/**
 * Does a table row's action (kit RowLinks): a link is clicked at once; an action under 更多
 * (a row with more than two actions shows the first as a link and the rest in a dropdown) is
 * reached as a user does, by opening 更多 first. Where the action stands is read from the
 * page: a menu entry under the dropdown, or a link.
 */
export async function rowAction(row: Locator, testId: string, how: 'click' | 'tap' = 'click'): Promise<void> {
  const action = row.getByTestId(testId);
  await expect(action).toHaveCount(1);
  if (await action.evaluate((element) => element.localName === 'sl-menu-item')) {
    await row.locator('.kit-row-actions [slot="trigger"]')[how]();
    await expect(action).toBeVisible();
  }
  await action[how]();
}

/**
 * Shows every filter of a kit list's query form (`prefix`: the page's test-id prefix): on a
 * phone (mobile mode) by opening the drawer behind 查询, on a wider screen by unfolding the
 * form (展开) when one row does not hold all its filters.
 */
export async function showFilters(page: Page, prefix: string): Promise<void> {
  await expect(page.getByTestId(`${prefix}-filter`)).toBeAttached();
  const drawerButton = page.getByTestId(`${prefix}-query-open`);
  if (await drawerButton.isVisible()) {
    const drawer = page.getByTestId(`${prefix}-query-drawer`);
    // Already open (a 重置 in it keeps it open): nothing to do.
    if ((await drawer.getAttribute('open')) === null) await drawerButton.click();
    await expect(drawer).toHaveAttribute('open', '');
    return;
  }
  const toggle = page.getByTestId(`${prefix}-query-toggle`);
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/**
 * Each of a row's actions (kit RowLinks) is reachable within `width`: a link where it stands,
 * an action under 更多 in the dropdown opened by it (closed again with Escape).
 */
export async function expectRowActionsReachable(row: Locator, testIds: string[], width: number): Promise<void> {
  for (const testId of testIds) {
    const action = row.getByTestId(testId);
    await expect(action).toHaveCount(1);
    if (!(await action.evaluate((element) => element.localName === 'sl-menu-item'))) {
      await expectReachable(action, width);
      continue;
    }
    const more = row.locator('.kit-row-actions [slot="trigger"]');
    await expectReachable(more, width);
    await more.click();
    await expectReachable(action, width);
    await row.page().keyboard.press('Escape');
    await expect(action).toBeHidden();
  }
}
