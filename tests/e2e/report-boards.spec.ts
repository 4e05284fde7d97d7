import { expectFits } from './admin-helpers.ts';
import { chooseLocale, expect, newSignedInPage, openPortal, test } from './fixtures.ts';

/**
 * 报表留言 (issue 24): a report page's board under the report, the boards of the report pages in
 * one place at /report/message (newest activity first; the demo board of 备课报表), one board
 * opened from there; the home's news block. In cn at 1024 px and at 390 × 844 with touch; the
 * list and a board in en and tc.
 * Runs on the shared server: the comment it writes it deletes again.
 */
test.describe('report boards (/report/message, issue 24)', () => {
  test.use({ signedInAs: 'staff' });

  test('the staff member comments under a report, finds that board first at 报表留言, replies there and deletes it', async ({ page }) => {
    const text = `E2E 自我分析的留言 ${Date.now().toString(36)}`;
    await page.setViewportSize({ width: 1024, height: 768 });
    await openPortal(page, '/report/selfAnalyze');
    const underReport = page.getByTestId('report-comments');
    await expect(underReport.getByTestId('comments')).toBeVisible();
    await underReport.getByTestId('comment-form-text').locator('textarea').fill(text);
    await underReport.getByTestId('comment-form-submit').click();
    await expect(underReport.getByTestId('comments-status')).toHaveText('留言添加成功！');
    await expect(underReport.getByTestId('comment-text').first()).toHaveText(text);

    await openPortal(page, '/report/message');
    await expect(page.getByTestId('page-title')).toHaveText('报表留言');
    const cards = page.getByTestId('report-board-card');
    await expect(cards.first()).toHaveAttribute('data-page-key', '/report/selfAnalyze');
    await expect(cards.first().getByTestId('report-board-card-title')).toHaveText('自我分析');
    await expect(cards.first().getByTestId('report-board-latest')).toContainText(text);
    const demo = page.locator('[data-page-key="/report/prep"]');
    await expect(demo.getByTestId('report-board-card-title')).toHaveText('备课报表');
    await expect(demo.getByTestId('report-board-count')).toHaveText(/^\d+ 条留言$/);
    await expect(page.getByTestId('report-board-card').filter({ hasText: '报表留言' })).toHaveCount(0);
    await expectFits(page, 1024);

    await cards.first().getByTestId('report-board-card-title').click();
    await expect(page).toHaveURL(/\/report\/message\?key=%2Freport%2FselfAnalyze$/);
    await expect(page.getByTestId('report-board-title')).toHaveText('自我分析');
    const board = page.getByTestId('report-board').getByTestId('comments');
    const mine = board.getByTestId('comment').filter({ hasText: text }).first();
    await mine.getByTestId('comment-reply').first().click();
    await expect(mine.getByTestId('comment-reply').first()).toHaveText('取消回复');
    await mine.getByTestId('reply-form-text').locator('textarea').fill('E2E 在报表留言里回复');
    await mine.getByTestId('reply-form-submit').click();
    await expect(board.getByTestId('comments-status')).toHaveText('留言回复成功！');
    await expect(mine.getByTestId('comment-text')).toHaveText([text, 'E2E 在报表留言里回复']);
    await mine.getByTestId('comment-delete').first().click();
    await expect(mine.getByTestId('comment-confirm')).toContainText('删除后不可恢复，它的回复也会一并删除');
    await mine.getByTestId('comment-confirm-delete').click();
    await expect(board.getByTestId('comments-status')).toHaveText('留言删除成功');
    await expect(board.getByText(text)).toHaveCount(0);

    await page.getByTestId('report-board-open').click();
    await expect(page).toHaveURL(/\/report\/selfAnalyze$/);
    await expect(page.getByTestId('report-comments').getByText(text)).toHaveCount(0);
  });

  test('the home\'s news block lists the latest news, pinned first, and opens one', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openPortal(page);
    const news = page.getByTestId('home-news');
    await expect(news.getByTestId('article').first()).toBeVisible();
    expect(await news.getByTestId('article').count()).toBeLessThanOrEqual(5);
    await expect(news.getByTestId('article').first().getByTestId('article-pinned')).toHaveText('置顶');
    await expect(news.getByTestId('article-title').first()).toContainText('公司荣获年度数字化转型奖');
    await news.getByTestId('article-link').first().click();
    await expect(page).toHaveURL(/\/news\?id=/);
    await expect(page.getByTestId('article-detail-title')).toHaveText('公司荣获年度数字化转型奖');
    await expect(page.getByTestId('comment-text').filter({ hasText: '恭喜！这个项目大家辛苦了。' })).toBeVisible();
  });

  test('报表留言 and a board speak en and tc; a key not theirs is refused', async ({ page }) => {
    const texts = {
      en: { title: 'Leave a message', prep: 'Preparation', count: /^\d+ comments$/, post: 'Post comment', open: 'Open the report', news: 'News' },
      tc: { title: '報表留言', prep: '備課報表', count: /^\d+ 條留言$/, post: '發表留言', open: '打開報表', news: '新聞資訊' },
    } as const;
    await openPortal(page, '/report/message');
    const prep = page.locator('[data-page-key="/report/prep"]');
    for (const locale of ['en', 'tc'] as const) {
      await chooseLocale(page, locale);
      await expect(page.getByTestId('page-title')).toHaveText(texts[locale].title);
      await expect(prep.getByTestId('report-board-card-title')).toHaveText(texts[locale].prep);
      await expect(prep.getByTestId('report-board-count')).toHaveText(texts[locale].count);
      await prep.getByTestId('report-board-card-title').click();
      await expect(page.getByTestId('report-board-title')).toHaveText(texts[locale].prep);
      await expect(page.getByTestId('comment-form-submit')).toHaveText(texts[locale].post);
      await expect(page.getByTestId('report-board-open')).toHaveText(texts[locale].open);
      await page.getByTestId('report-board-back').click();
    }
    // A key that is no report page of theirs says so, with the way back.
    await page.goto('/report/message?key=%2Fisystem%2Fuser');
    await expect(page.getByTestId('report-board-missing')).toContainText('報表不存在或您無權查看');
    await expect(page.getByTestId('comments')).toHaveCount(0);
    await page.getByTestId('report-board-back').click();
    await expect(prep).toBeVisible();
    await openPortal(page);
    await expect(page.getByTestId('home-news').locator('h2')).toHaveText(texts.tc.news);
  });

  test('at 390 × 844 with touch the boards and one board fit the screen', async ({ browser }) => {
    const { page, context } = await newSignedInPage(browser, 'staff', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await openPortal(page, '/report/message');
      const prep = page.locator('[data-page-key="/report/prep"]');
      await expect(prep.getByTestId('report-board-latest')).toBeVisible();
      await expectFits(page, 390);
      await prep.getByTestId('report-board-card-title').tap();
      await expect(page.getByTestId('report-board-title')).toHaveText('备课报表');
      await expect(page.getByTestId('comment-text').filter({ hasText: '本周的备课数据已经更新' })).toBeVisible();
      await expectFits(page, 390);
      await expect(page.getByTestId('report-board-back')).toBeInViewport();
      await page.getByTestId('report-board-back').tap();
      await expect(prep).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
