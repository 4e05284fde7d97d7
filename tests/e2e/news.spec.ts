import type { APIRequestContext } from '@playwright/test';
import { tinyPdf } from '../browser/tiny-pdf.ts';
import { authHeaders, expectFits, input, rowAction, showFilters } from './admin-helpers.ts';
import { chooseLocale, expect, newSignedInPage, openPortal, test } from './fixtures.ts';

/**
 * 新闻资讯 `/news` (issue 24): the staff member reads the released news their departments may
 * see, pinned first, newest first; opens one and comes back; in cn, en and tc; on a phone.
 * Runs on the shared server: the articles it writes are its own, deleted afterwards.
 */
const written: string[] = [];

/** Uploads a file as the administrator; its `/sys/common/file/` URL, as an article's attachment names it. */
async function upload(request: APIRequestContext, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const answer = await request.post('/api/sys/common/upload', { headers: await authHeaders(request), multipart: { biz: 'e2e-news', file: { name, mimeType, buffer } } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return `/sys/common/file/${((await answer.json()) as { message: string }).message}`;
}

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

  test('an attachment opens in the preview: a PDF drawn by pdf.js and turned, a text file as text, each downloadable', async ({ page, request }) => {
    const title = `E2E 附件预览 ${Date.now().toString(36)}`;
    // A PDF longer than one range (pdf.js reads it by Range from the file route) and a text file with markup in it.
    const pdf = await upload(request, '季度报告.pdf', 'application/pdf', Buffer.from(tinyPdf({ padding: 300_000 })));
    const text = await upload(request, '说明.txt', 'text/plain', Buffer.from('<b>不是粗体</b>\n第二行', 'utf8'));
    const id = await writeNews(request, title, { attachments: [{ name: '季度报告.pdf', url: pdf }, { name: '说明.txt', url: text }] });
    await page.setViewportSize({ width: 1024, height: 768 });
    await openPortal(page, `/news?id=${id}`);
    await expect(page.getByTestId('article-detail-title')).toHaveText(title);
    const ranges: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/sys/common/file/')) ranges.push(r.headers().range ?? 'whole'); });

    await page.getByTestId('article-file').filter({ hasText: '季度报告.pdf' }).click();
    const preview = page.getByTestId('article-file-preview-preview');
    const canvas = preview.getByTestId('article-file-preview-preview-canvas');
    await expect(canvas).toHaveAttribute('data-rendered', /^[1-9]/, { timeout: 30_000 });
    const colourAtMiddle = () => canvas.evaluate((c: HTMLCanvasElement) => [...c.getContext('2d')!.getImageData(c.width >> 1, c.height >> 1, 1, 1).data.slice(0, 3)].join(','));
    expect(await colourAtMiddle()).toBe('255,0,0');
    await expect(preview.getByTestId('article-file-preview-preview-page')).toHaveText('第 1 / 2 页');
    expect(ranges.length, 'read by more than one range').toBeGreaterThan(1);
    expect(ranges).not.toContain('whole');
    await preview.getByTestId('article-file-preview-preview-next').click();
    await expect(preview.getByTestId('article-file-preview-preview-page')).toHaveText('第 2 / 2 页');
    await expect.poll(colourAtMiddle).toBe('0,0,255');
    const saved = page.waitForEvent('download');
    await preview.getByTestId('article-file-preview-preview-download').click();
    expect((await saved).suggestedFilename()).toBe('季度报告.pdf');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await page.getByTestId('article-file').filter({ hasText: '说明.txt' }).click();
    await expect(page.getByTestId('article-file-preview-preview-text')).toHaveText('<b>不是粗体</b>\n第二行');
    await expect(page.getByTestId('article-file-preview-preview-text').locator('b')).toHaveCount(0);
  });

  test('the administrator adds a news item with an attachment uploaded through the popup and releases it; staff preview and download it', async ({ page, browser }) => {
    const title = `E2E 表单附件 ${Date.now().toString(36)}`;
    const admin = await newSignedInPage(browser, 'admin');
    try {
      const form = admin.page;
      await openPortal(form, '/isystem/article');
      await form.getByTestId('article-add').click();
      await expect(form.getByTestId('article-dialog')).toHaveAttribute('open', '');
      await input(form, 'article-title').fill(title);
      await form.getByTestId('article-body-input').fill(`${title} 正文`);
      // The attachments field of the article definition: the upload popup of <dkp-file-upload> (documents too), then the file listed with its size.
      await form.getByTestId('article-attachments-add').click();
      await form.getByTestId('article-attachments-popup-input').setInputFiles({ name: '季度说明.txt', mimeType: 'text/plain', buffer: Buffer.from('第一行\n<b>第二行</b>', 'utf8') });
      await expect(form.getByTestId('article-attachments-popup-status')).toHaveText('上传完成');
      await form.getByTestId('article-attachments-popup-ok').click();
      await expect(form.getByTestId('article-attachments-file-name')).toHaveText('季度说明.txt');
      await expect(form.getByTestId('article-attachments-file-size')).toHaveText('26 B');
      await form.getByTestId('article-save').click();
      await expect(form.getByTestId('article-dialog')).not.toHaveAttribute('open', '');
      await showFilters(form, 'article');
      await input(form, 'article-filter-title').fill(title);
      await form.getByTestId('article-search').click();
      const row = form.getByTestId('article-row').filter({ hasText: title });
      await rowAction(row, 'article-release');
      await form.getByTestId('article-confirm').click();
      await expect(row.getByTestId('article-cell-status')).toHaveText('已发布');
    } finally {
      await admin.context.close();
    }

    await openPortal(page, '/news');
    await page.getByTestId('article-title').filter({ hasText: title }).click();
    await expect(page.getByTestId('article-detail-title')).toHaveText(title);
    written.push(new URL(page.url()).searchParams.get('id')!);
    await expect(page.getByTestId('article-file-size')).toHaveText('26 B');
    await page.getByTestId('article-file').filter({ hasText: '季度说明.txt' }).click();
    await expect(page.getByTestId('article-file-preview-preview-text')).toHaveText('第一行\n<b>第二行</b>');
    const saved = page.waitForEvent('download');
    await page.getByTestId('article-file-preview-preview-download').click();
    expect((await saved).suggestedFilename()).toBe('季度说明.txt');
  });

  test('an article that is not there (or not the reader\'s) says so, in en and tc, and the list and an article\'s detail speak their language', async ({ page }) => {
    const texts = { en: { title: 'News', missing: 'This article does not exist, or you may not read it', back: 'Back to the list', pinned: 'Pinned', views: /^\d+ views$/ },
      tc: { title: '新聞資訊', missing: '文章不存在或您無權查看', back: '返回列表', pinned: '置頂', views: /^閱讀 \d+$/ } } as const;
    await openPortal(page, '/news');
    for (const locale of ['en', 'tc'] as const) {
      await chooseLocale(page, locale);
      await expect(page.getByTestId('page-title')).toHaveText(texts[locale].title);
      await expect(page.getByTestId('article-pinned').first()).toHaveText(texts[locale].pinned);
      // An article's detail in that language: its views and the way back.
      await page.getByTestId('article-title').first().click();
      await expect(page.getByTestId('article-views')).toHaveText(texts[locale].views);
      await expect(page.getByTestId('article-back')).toHaveText(texts[locale].back);
      await page.goto('/news?id=no-such-article&mode=detail&from=notice');
      await expect(page.getByTestId('article-missing')).toContainText(texts[locale].missing);
      await page.getByTestId('article-back').click();
      await expect(page.getByTestId('article-card').first()).toBeVisible();
    }
  });

  test('at 390 × 844 with touch the list, an article and its attachment\'s preview fit the screen', async ({ browser, request }) => {
    const { page, context } = await newSignedInPage(browser, 'staff', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await openPortal(page, '/news');
      await expect(page.getByTestId('article-card').first()).toBeVisible();
      await expectFits(page, 390);
      await page.getByTestId('article-title').first().tap();
      await expect(page.getByTestId('article-detail-title')).toBeVisible();
      await expectFits(page, 390);
      await expect(page.getByTestId('article-back')).toBeInViewport();
      // An attachment's PDF preview fills the phone's screen, the page fitted to its width.
      const pdf = await upload(request, '手机.pdf', 'application/pdf', Buffer.from(tinyPdf({ width: 600, height: 800 })));
      const id = await writeNews(request, `E2E 手机附件 ${Date.now().toString(36)}`, { attachments: [{ name: '手机.pdf', url: pdf }] });
      await page.goto(`/news?id=${id}`);
      await page.getByTestId('article-file').first().tap();
      const canvas = page.getByTestId('article-file-preview-preview-canvas');
      await expect(canvas).toHaveAttribute('data-rendered', /^[1-9]/, { timeout: 30_000 });
      expect((await canvas.boundingBox())!.width).toBeLessThanOrEqual(390);
      await expectFits(page, 390);
    } finally {
      await context.close();
    }
  });
});
