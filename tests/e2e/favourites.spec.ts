import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, expectFits, expectReachable } from './admin-helpers.ts';
import { STAFF, expect, newSignedInPage, openPortal, test } from './fixtures.ts';
import { goInApp } from './in-app.ts';

// Runs on the shared server: the staff user's favourites start empty and are left empty (the
// journeys unstar what they star; afterAll removes whatever a failed step left behind).
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// In cn: the words in en and tc are the component tests' (portal/favourites/HeaderFavourites.browser.test.tsx,
// portal/reports/FavouriteStar.browser.test.tsx; issue 23).
const HISTORY = { path: '/report/history', titles: { cn: '历史报表' } };
const EMPTY = '暂无收藏';
const STAR_LABEL = '收藏';

async function clearFavourites(request: APIRequestContext): Promise<void> {
  const headers = await authHeaders(request, STAFF.username, STAFF.password);
  const list = await request.get('/api/sys/collect/list', { headers });
  for (const { id } of ((await list.json()) as { result: { id: string }[] }).result) {
    await request.delete('/api/sys/collect/delete', { headers, params: { id } });
  }
}

const star = (page: Page) => page.getByTestId('favourite-star');
const panel = (page: Page) => page.getByTestId('favourites-panel');

/**
 * Opens the top bar's favourites (behind 'more' on a phone: `phone`, which also taps instead
 * of clicking); resolves once the list or its empty state shows.
 */
async function openFavourites(page: Page, phone = false): Promise<void> {
  const more = page.getByTestId('header-more');
  const trigger = page.getByTestId('favourites-trigger');
  // On a phone the tools are behind 'more'; a page still settling after a load may shut them again.
  await expect(async () => {
    if (phone && (await more.getAttribute('aria-expanded')) !== 'true') await more.tap();
    await expect(trigger).toBeInViewport({ ratio: 1, timeout: 2000 });
  }).toPass();
  await (phone ? trigger.tap() : trigger.click());
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByTestId('favourites-list').or(panel(page).getByTestId('favourites-empty'))).toBeVisible();
}

/**
 * The journey of portal-shell §4 "Favourite" in cn: star the report page, find it in the
 * top bar, open it from there, unstar it, and the list is empty again. The portal is loaded
 * in full once, for the page the favourite is opened from (the list then comes from the
 * server); the other pages are opened within it, as its links do.
 */
async function starFindOpenUnstar(page: Page): Promise<void> {
  const title = HISTORY.titles.cn;
  await goInApp(page, '/dashboard/analysis');
  await openFavourites(page);
  await expect(panel(page).getByTestId('favourites-empty')).toContainText(EMPTY);
  await page.keyboard.press('Escape');

  await goInApp(page, HISTORY.path);
  await expect(page.getByTestId('page-title')).toHaveText(title);
  await expect(star(page)).toHaveAttribute('aria-label', STAR_LABEL);
  await expect(star(page)).toHaveAttribute('aria-pressed', 'false');
  await star(page).click();
  await expect(star(page)).toHaveAttribute('aria-pressed', 'true');
  // The list reloads after the add call: the top bar shows it without a page load.
  await openFavourites(page);
  await expect(panel(page).getByTestId('favourite-item')).toHaveText([title]);
  await page.keyboard.press('Escape');

  // Opened from the top bar on another page, loaded in full, through the router.
  await page.goto('/dashboard/analysis');
  await openFavourites(page);
  await panel(page).getByTestId('favourite-item').filter({ hasText: title }).click();
  await expect(page).toHaveURL(new RegExp(`${HISTORY.path}$`));
  await expect(page.getByTestId('page-title')).toHaveText(title);

  await expect(star(page)).toHaveAttribute('aria-pressed', 'true');
  await star(page).click();
  await expect(star(page)).toHaveAttribute('aria-pressed', 'false');
  await openFavourites(page);
  await expect(panel(page).getByTestId('favourites-empty')).toContainText(EMPTY);
  await expect(panel(page).getByTestId('favourite-item')).toHaveCount(0);
  await page.keyboard.press('Escape');
}

test.describe('favourites (portal-shell §2.4, §4, §7)', () => {
  test.beforeAll(async ({ request }) => clearFavourites(request));
  test.afterAll(async ({ request }) => clearFavourites(request));
  test.use({ signedInAs: 'staff' });

  test('staff star a report page, find it in the top bar, open it from there and unstar it; the star is on report pages only', async ({ page }) => {
    await openPortal(page);
    await starFindOpenUnstar(page);
    // Not a report page: no star.
    await goInApp(page, '/isps/userAnnouncement');
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(star(page)).toHaveCount(0);
  });

  test('at 390 × 844 with touch the star and the favourites are reachable, nothing overflows sideways', async ({ browser }) => {
    const { page, context } = await newSignedInPage(browser, 'staff', PHONE);
    await openPortal(page, HISTORY.path);
    await expect(page.getByTestId('page-title')).toHaveText(HISTORY.titles.cn);
    await expectReachable(star(page), 390);
    await star(page).tap();
    await expect(star(page)).toHaveAttribute('aria-pressed', 'true');
    await expectFits(page, 390);

    await goInApp(page, '/dashboard/analysis');
    await openFavourites(page, true);
    const item = panel(page).getByTestId('favourite-item');
    await expect(item).toHaveText([HISTORY.titles.cn]);
    await expectReachable(panel(page), 390);
    await expectReachable(item, 390);
    await expectFits(page, 390);
    await item.tap();
    await expect(page).toHaveURL(new RegExp(`${HISTORY.path}$`));

    await star(page).tap();
    await expect(star(page)).toHaveAttribute('aria-pressed', 'false');
    await openFavourites(page, true);
    await expect(panel(page).getByTestId('favourites-empty')).toBeVisible();
    await expectReachable(panel(page), 390);
    await expectFits(page, 390);
    await context.close();
  });
});
