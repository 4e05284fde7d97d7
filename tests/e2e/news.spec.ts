import type { APIRequestContext } from '@playwright/test';
import { authHeaders, expectFits } from './admin-helpers.ts';
import { chooseLocale, expect, newSignedInPage, openPortal, test } from './fixtures.ts';

/**
 * 新闻资讯 `/news` (issue 24): the staff member reads the released news their departments may
 * see, pinned first, newest first; opens one and comes back; in cn, en and tc; on a phone.
 * Runs on the shared server: the articles it writes are its own, deleted afterwards.
 */
const written: string[] = [];

async function writeNews(request: APIRequestContext, title: string, audience: object = {}): Promise<string> {
  const headers = await authHeaders(request);
  const add = await request.post('/api/cms/article/add', { headers, data: { channel: 'news', title, summary: `${title} 摘要`, body: `<p>${title} 正文</p><script>alert(1)</script>`, ...audience } });
  expect(add.ok(), await add.text()).toBe(true);
  const { id } = ((await add.json()) as { result: { id: string } }).result;
  written.push(id);
  expect((await request.put('/api/cms/article/release', { headers, data: { id } })).ok()).toBe(true);
  return id;
}

test.describe('news (/news, issue 24)', () => {
  test.use({ signedInAs: 'staff' });
  test.afterAll(async ({ request }) => {
    const headers = await authHeaders(request);
    for (const id of written.splice(0)) await request.delete('/api/cms/article/delete', { headers, params: { id } });
  });

  test('the staff member reads the news shown to their department, pinned first, opens one and comes back', async ({ page, request }) => {
    const mine = `E2E 市场部新闻 ${Date.now().toString(36)}`;
    const hidden = `E2E 人力资源部新闻 ${Date.now().toString(36)}`;
    const headers = await authHeaders(request);
    const departs = ((await (await request.get('/api/sys/sysDepart/queryTreeList', { headers })).json()) as { result: { id: string; orgCode: string; children?: unknown[] }[] }).result;
    const flat = (nodes: { id: string; orgCode: string; children?: unknown[] }[]): { id: string; orgCode: string }[] =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
    const idOf = (code: string) => flat(departs).find((d) => d.orgCode === code)!.id;
    await writeNews(request, mine, { visibility: 'chosen', departIds: [idOf('A01A02')] });
    await writeNews(request, hidden, { visibility: 'chosen', departIds: [idOf('A01A03')] });

    await page.setViewportSize({ width: 1024, height: 768 });
    await openPortal(page, '/news');
    await expect(page.getByTestId('page-title')).toHaveText('新闻资讯');
    const titles = page.getByTestId('article-title');
    await expect(titles.first()).toContainText('公司荣获年度数字化转型奖');
    await expect(page.getByTestId('article-card').first().getByTestId('article-pinned')).toHaveText('置顶');
    await expect(titles.nth(1)).toHaveText(mine, { useInnerText: true });
    await expect(page.getByText(hidden)).toHaveCount(0);
    await expectFits(page, 1024);

    await titles.nth(1).click();
    await expect(page).toHaveURL(/\/news\?id=/);
    await expect(page.getByTestId('article-detail-title')).toHaveText(mine);
    await expect(page.getByTestId('article-body')).toHaveText(`${mine} 正文`);
    await expect(page.getByTestId('article-body').locator('script')).toHaveCount(0);
    await expect(page.getByTestId('article-views')).toHaveText('阅读 0');
    await page.reload();
    await expect(page.getByTestId('article-views')).toHaveText('阅读 1');
    // The article's board: an empty comment is refused, a comment and a reply are posted, the comment deleted with its reply.
    const board = page.getByTestId('comments');
    await board.getByTestId('comment-form-submit').click();
    await expect(board.getByTestId('comment-form-error')).toHaveText('留言内容不能为空！');
    await board.getByTestId('comment-form-text').locator('textarea').fill('E2E 的第一条留言');
    await board.getByTestId('comment-form-submit').click();
    await expect(board.getByTestId('comments-status')).toHaveText('留言添加成功！');
    const comment = board.getByTestId('comment').filter({ hasText: 'E2E 的第一条留言' }).first();
    await comment.getByTestId('comment-reply').first().click();
    await comment.getByTestId('reply-form-text').locator('textarea').fill('E2E 的回复');
    await comment.getByTestId('reply-form-submit').click();
    await expect(board.getByTestId('comments-status')).toHaveText('留言回复成功！');
    await expect(comment.getByTestId('comment-text')).toHaveText(['E2E 的第一条留言', 'E2E 的回复']);
    await comment.getByTestId('comment-delete').first().click();
    await expect(comment.getByTestId('comment-confirm')).toContainText('它的回复也会一并删除');
    await comment.getByTestId('comment-confirm-delete').click();
    await expect(board.getByTestId('comments-status')).toHaveText('留言删除成功');
    await expect(board.getByTestId('comments-empty')).toBeVisible();

    await page.getByTestId('article-back').click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(titles.nth(1)).toHaveText(mine, { useInnerText: true });
  });

  test('an article that is not there (or not the reader\'s) says so, in en and tc, and the list speaks their language', async ({ page }) => {
    const texts = { en: { title: 'News', missing: 'This article does not exist, or you may not read it', back: 'Back to the list', pinned: 'Pinned' },
      tc: { title: '新聞資訊', missing: '文章不存在或您無權查看', back: '返回列表', pinned: '置頂' } } as const;
    await openPortal(page, '/news');
    for (const locale of ['en', 'tc'] as const) {
      await chooseLocale(page, locale);
      await expect(page.getByTestId('page-title')).toHaveText(texts[locale].title);
      await expect(page.getByTestId('article-pinned').first()).toHaveText(texts[locale].pinned);
      await page.goto('/news?id=no-such-article&mode=detail&from=notice');
      await expect(page.getByTestId('article-missing')).toContainText(texts[locale].missing);
      await page.getByTestId('article-back').click();
      await expect(page.getByTestId('article-card').first()).toBeVisible();
    }
  });

  test('at 390 × 844 with touch the list and an article fit the screen', async ({ browser }) => {
    const { page, context } = await newSignedInPage(browser, 'staff', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await openPortal(page, '/news');
      await expect(page.getByTestId('article-card').first()).toBeVisible();
      await expectFits(page, 390);
      await page.getByTestId('article-title').first().tap();
      await expect(page.getByTestId('article-detail-title')).toBeVisible();
      await expectFits(page, 390);
      await expect(page.getByTestId('article-back')).toBeInViewport();
    } finally {
      await context.close();
    }
  });
});
