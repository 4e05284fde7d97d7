import type { Page, Route } from '@playwright/test';
import { chooseLocale, expect, openPortal, test } from './fixtures.ts';

const LOADING = { cn: '正在加载…', en: 'Loading…', tc: '正在加載…' } as const;

/** Holds the announcement list's requests between `hold` and `release`. */
async function holdList(page: Page): Promise<{ hold(): void; release(): void }> {
  const held: Route[] = [];
  let open = false;
  await page.route('**/api/sys/annountCement/list?*', (route) => (open ? route.continue() : void held.push(route)));
  return {
    hold() {
      open = false;
    },
    release() {
      open = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

test.describe('server-paged lists while their first page loads (portal-shell §9)', () => {
  test.use({ signedInAs: 'admin' });

  test('a list says it is loading, not an empty table and 0-0 of 0, until its first page answers, in each language', async ({ page }) => {
    test.slow(); // Three full page loads.
    await openPortal(page);
    const list = await holdList(page);
    for (const locale of ['cn', 'en', 'tc'] as const) {
      list.hold();
      await chooseLocale(page, locale);
      await page.goto('/isystem/announcement');
      await expect(page.getByTestId('list-loading')).toHaveText(LOADING[locale]);
      await expect(page.getByTestId('announcement-table')).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByTestId('announcement-row')).toHaveCount(0);
      await expect(page.getByTestId('announcement-empty')).toHaveCount(0);
      await expect(page.getByTestId('pagination')).toHaveCount(0);
      list.release();
      await expect(page.getByTestId('announcement-row').first()).toBeVisible();
      await expect(page.getByTestId('list-loading')).toHaveCount(0);
      await expect(page.getByTestId('pagination-total')).not.toHaveText(/^0-0/);
    }
  });

  test("opening a list page sends its list request at once: the page's code was fetched ahead with the menu", async ({ page }) => {
    const code = page.waitForRequest(/\/assets\/AnnouncementAdminPage-[^/]*\.js$/);
    await openPortal(page);
    await code; // Asked for while the user is on the home page, before any visit.
    const lateCode: string[] = [];
    page.on('request', (r) => /\/assets\/AnnouncementAdminPage-/.test(r.url()) && lateCode.push(r.url()));
    await page.getByTestId('top-menu').getByRole('button', { name: '系统管理', exact: true }).click();
    const listed = page.waitForRequest(/\/api\/sys\/annountCement\/list\?/);
    await page.getByTestId('menu-tree').getByRole('link', { name: '通告管理' }).click();
    await listed;
    expect(lateCode, 'the visit did not wait for the code').toEqual([]);
  });
});
