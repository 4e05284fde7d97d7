import type { Page } from '@playwright/test';
import { chooseLocale, expect, newSignedInPage, openPortal, test } from './fixtures.ts';
import { expectFits, expectReachable } from './admin-helpers.ts';
import { BACK_OFFICE_RESOURCES, xlsxRows, type BackOfficeResource, type Locale } from './back-office-resources.ts';

/**
 * One journey per back-office resource (issue 22), parameterised by back-office-resources.ts:
 * opened from the menu as the administrator, its list; then what the page offers — add (the
 * row appears), edit (the change shows), export (a real .xlsx holding the row), delete (gone);
 * its texts in cn, en and tc; and at 390 × 844 with touch, nothing overflows sideways and the
 * add form is reachable. What is particular to a resource (tree moves, grants, freeze, run
 * once, release…) stays in its own spec. Values carry a stamp of their own test, so the
 * journeys pass in any order and beside other workers.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LOCALES: Locale[] = ['en', 'tc', 'cn'];

/** A value no other test or run shares (letters and digits, short enough for every code field). */
const uniqueStamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`;

async function openFromMenu(page: Page, resource: BackOfficeResource): Promise<void> {
  await page.getByTestId('top-menu').getByRole('button', { name: '系统管理', exact: true }).click();
  await page.getByTestId('menu-tree').getByRole('link', { name: resource.menu.cn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${resource.path}$`));
  await expect(page.getByTestId('page-title')).toHaveText(resource.menu.cn);
  await resource.steps.ready(page);
}

/** The page title and the resource's label in each language, the row (when there is one) still listed. */
async function speaksEachLanguage(page: Page, resource: BackOfficeResource): Promise<void> {
  for (const locale of LOCALES) {
    await chooseLocale(page, locale);
    await expect(page.getByTestId('page-title')).toHaveText(resource.menu[locale]);
    await expect(resource.steps.labels(page).filter({ hasText: resource.label[locale] }).first()).toBeVisible();
  }
}

/** The form a tap opened is wholly on screen and no wider than it; Escape closes it. */
async function formFits(page: Page): Promise<void> {
  const panel = page.locator('sl-dialog[open]').locator('[part="panel"]');
  await expect(panel).toBeInViewport({ ratio: 1 });
  expect((await panel.boundingBox())!.width).toBeLessThanOrEqual(390);
  await expectFits(page, 390);
  await page.keyboard.press('Escape');
  await expect(page.locator('sl-dialog[open]')).toHaveCount(0);
}

/**
 * At 390 × 844 with touch: nothing overflows sideways; the add form and the row's edit form
 * (when the page has them) open on screen, else the page's search is reachable.
 */
async function fitsAPhone(page: Page, resource: BackOfficeResource, unique: string): Promise<void> {
  const { steps } = resource;
  await page.goto(resource.path);
  await steps.ready(page);
  await expectFits(page, 390);
  if (!steps.addButton) await expectReachable(page.getByTestId(steps.phoneControl), 390);
  else {
    await expectReachable(page.getByTestId(steps.addButton), 390);
    await page.getByTestId(steps.addButton).tap();
    await formFits(page);
  }
  if (steps.find && steps.editButton) {
    const edit = (await steps.find(page, unique)).getByTestId(steps.editButton);
    await expectReachable(edit, 390);
    await edit.tap();
    await formFits(page);
  }
}

test.describe('back-office journey', () => {
  // The administrator's session, made once per worker (fixtures.ts `signedInAs`).
  test.use({ signedInAs: 'admin' });

  for (const resource of BACK_OFFICE_RESOURCES) {
    const { steps } = resource;
    const offered = ['list', steps.add && 'add', steps.edit && 'edit', steps.exportButton && 'export', steps.delete && 'delete'].filter(Boolean).join(', ');
    test(`back-office journey: ${resource.name} (${offered}; cn, en, tc; 390 px)`, async ({ page, browser, request }) => {
      test.slow(); // A whole page's round trips, then a phone.
      const unique = uniqueStamp();
      await steps.prepare?.(request, unique);
      await openPortal(page);
      await openFromMenu(page, resource);

      await steps.add?.(page, unique);
      let row = await steps.find?.(page, unique);
      if (row) await expect(row).toHaveCount(1);
      if (row && steps.edit) row = await steps.edit(page, row, unique);

      if (steps.exportButton && steps.exported) {
        const download = page.waitForEvent('download');
        await page.getByTestId(steps.exportButton).click();
        const saved = await download;
        expect(saved.suggestedFilename()).toMatch(/\.xlsx$/);
        const rows = await xlsxRows(saved);
        expect(rows.some((cells) => cells.includes(steps.exported!(unique))), 'the export holds the row').toBe(true);
      }

      await speaksEachLanguage(page, resource);
      if (row) await expect(row).toHaveCount(1);

      const { page: small, context: phone } = await newSignedInPage(browser, 'admin', PHONE);
      // phone-layout.spec.ts leaves these pages to this pass: it checks their console too.
      const errors: string[] = [];
      small.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      small.on('pageerror', (error) => errors.push(error.message));
      await fitsAPhone(small, resource, unique);
      expect(errors, `console errors on ${resource.path} at 390 px`).toEqual([]);
      await phone.close();

      if (row && steps.delete) await steps.delete(page, row);
    });
  }
});
