import type { Locator, Page } from '@playwright/test';
import { chooseLocale, expect, openPortal, test } from './fixtures.ts';
import { tokenOf } from './admin-helpers.ts';

// Widgets-admin §9: an advanced-query rule, chosen in the modal of a kit list (positions),
// filters on the real server. The spec makes its own three positions, whose codes share a
// prefix no other row has; every query adds "code starts with the prefix", so the rows other
// specs make or the seed holds never enter the answer. Codes compare as text (alpha < beta <
// gamma in any collation).
const PREFIX = `AQ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const [ALPHA, BETA, GAMMA] = ['alpha', 'beta', 'gamma'].map((word) => `${PREFIX}-${word}`) as [string, string, string];

type Locale = 'en' | 'tc';
type RuleName = 'eq' | 'like' | 'right_like' | 'left_like' | 'in' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** The names the modal shows for the rules chosen here (portal/kit/query-texts.ts, locales/*.xlf). */
const RULE_TEXT: Record<Locale, Partial<Record<RuleName, string>> & { startsWith: string }> = {
  en: { in: 'Is one of', startsWith: 'Starts with' },
  tc: { le: '小於等於', startsWith: '以…開頭' },
};

/**
 * The journey, in two languages: a rule chosen by its name in the modal, the list asking the
 * server with it (and "starts with" the prefix), the matching rows shown. `in` takes its values
 * as tags typed one by one; `le` compares. What each of the ten rules leaves is proved by the
 * kit contract on every resource ('pages, sorts through the allowlist, and answers the advanced
 * query…', server/test-support/resource-contract.ts), each rule's name in cn, en and tc by
 * portal/kit/AdvancedQueryModal.browser.test.tsx, the conditions the modal sends by the same
 * test and shared/kit/advanced-query.test.ts: until CI time was cut, a test here per rule
 * checked all of it again through the browser (33 s of the end-to-end lane).
 */
const CASES: { rule: RuleName; value: string | string[]; expected: string[]; locale: Locale }[] = [
  { rule: 'in', value: [ALPHA, GAMMA], expected: [ALPHA, GAMMA], locale: 'en' },
  { rule: 'le', value: BETA, expected: [ALPHA, BETA], locale: 'tc' },
];

test.beforeAll(async ({ request }) => {
  const headers = { 'X-Access-Token': await tokenOf(request) };
  for (const [code, name] of [[ALPHA, 'Alpha'], [BETA, 'Beta'], [GAMMA, 'Gamma']]) {
    const res = await request.post('/api/sys/position/add', { data: { code, name }, headers });
    expect(res.ok()).toBe(true);
  }
});

test.afterAll(async ({ request }) => {
  const headers = { 'X-Access-Token': await tokenOf(request) };
  const res = await request.get(`/api/sys/position/list?pageSize=50&code=${PREFIX}`, { headers });
  const ids = ((await res.json()) as { result: { records: { id: string }[] } }).result.records.map((r) => r.id);
  if (ids.length) await request.delete(`/api/sys/position/deleteBatch?ids=${ids.join(',')}`, { headers });
});

/** Chooses `name` in the Shoelace select with this test id inside `scope`. */
async function choose(scope: Locator, testId: string, name: string): Promise<void> {
  const select = scope.getByTestId(testId);
  await select.click();
  await select.getByRole('option', { name, exact: true }).click();
  await expect(select).toHaveJSProperty('open', false);
}

/** Fills one condition on the code field (the first queryable field, chosen by default). */
async function fillCondition(page: Page, index: number, ruleText: string, value: string | string[]): Promise<void> {
  const row = page.getByTestId('advanced-query').getByTestId('query-row').nth(index);
  await expect(row).toHaveAttribute('data-field', 'code');
  await choose(row, 'query-rule', ruleText);
  const input = row.getByTestId('query-value').locator('input');
  if (Array.isArray(value)) {
    for (const v of value) {
      await input.fill(v);
      await input.press('Enter');
    }
    await expect(row.getByTestId('query-value-tag')).toHaveText(value);
  } else {
    await input.fill(value);
  }
}

const shownCodes = (page: Page) => page.getByTestId('position-cell-code').allTextContents().then((codes) => codes.sort());

test.describe('the advanced query filters on the real server (widgets-admin §9)', () => {
  test.use({ signedInAs: 'admin' });

  for (const { rule, value, expected, locale } of CASES) {
    test(`rule ${rule}, chosen in the modal in ${locale}, leaves the matching rows only`, async ({ page }) => {
      await openPortal(page, '/isystem/position');
      await chooseLocale(page, locale);
      const texts = RULE_TEXT[locale];
      await page.getByTestId('advanced-query-open').click();
      await expect(page.getByTestId('advanced-query')).toHaveAttribute('open', '');

      await fillCondition(page, 0, texts[rule]!, value);
      await page.getByTestId('query-add').click();
      await fillCondition(page, 1, texts.startsWith, PREFIX);

      const asked = page.waitForRequest((req) => req.url().includes('/api/sys/position/list') && req.url().includes('superQueryParams'));
      const answered = page.waitForResponse((res) => res.url().includes('/api/sys/position/list') && res.url().includes('superQueryParams'));
      await page.getByTestId('query-submit').click();
      const url = new URL((await asked).url());
      const conditions = JSON.parse(decodeURIComponent(url.searchParams.get('superQueryParams')!)) as { field: string; rule: string; val: string }[];
      expect(conditions.map(({ field, rule: r, val }) => ({ field, rule: r, val }))).toEqual([
        { field: 'code', rule, val: Array.isArray(value) ? value.join(',') : value },
        { field: 'code', rule: 'right_like', val: PREFIX },
      ]);
      expect(url.searchParams.get('superQueryMatchType')).toBe('and');
      expect((await answered).status()).toBe(200);

      await expect(page.getByTestId('advanced-query-active')).toBeVisible();
      await expect.poll(() => shownCodes(page)).toEqual(expected);
    });
  }
});

test.describe('the advanced query refuses what the list does not offer (widgets-admin §9)', () => {
  // No control of the modal can send these (it offers the list's fields and each field's
  // rules only): a client other than the portal can, and gets a localised 400.
  const REFUSALS = {
    field: { cn: '不允许查询该表或字段：password', en: 'This table or field may not be queried: password', tc: '不允許查詢該表或字段：password' },
    rule: { cn: '高级查询条件有误：createTime', en: 'The advanced query is not valid: createTime', tc: '高級查詢條件有誤：createTime' },
  };
  test('a field outside the allowlist and a pattern rule on a date are 400s in cn, en and tc, and nothing is listed', async ({ request }) => {
    const token = await tokenOf(request);
    const cases = [
      { conditions: [{ field: 'password', rule: 'eq', val: 'x' }], words: REFUSALS.field },
      { conditions: [{ field: 'createTime', rule: 'like', val: '2' }], words: REFUSALS.rule },
    ];
    for (const { conditions, words } of cases) {
      for (const locale of ['cn', 'en', 'tc'] as const) {
        const res = await request.get('/api/sys/position/list', {
          params: { pageSize: 10, superQueryParams: JSON.stringify(conditions) },
          headers: { 'X-Access-Token': token, 'X-Locale': locale },
        });
        expect(res.status()).toBe(400);
        expect(await res.json()).toMatchObject({ success: false, message: words[locale], result: null });
      }
    }
  });
});
