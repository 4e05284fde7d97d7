import { E2E } from './e2e-env.ts';
import { expect, openPortal, test } from './fixtures.ts';

// Portal-shell §2.4 "Global footer": its language switch reaches all three languages, and the
// footer's own words follow it (issue 22 audit: tc was never switched to).
const TEXTS = {
  cn: { lang: 'zh-CN', copyright: '版权所有 © 2022 数据知识门户', publicAccount: '公众号', serviceAccount: '服务号' },
  en: { lang: 'en', copyright: 'Copyright © 2022 Data Knowledge Portal', publicAccount: 'Public account', serviceAccount: 'Service account' },
  tc: { lang: 'zh-TW', copyright: '版權所有 © 2022 數據知識門戶', publicAccount: '公眾號', serviceAccount: '服務號' },
} as const;

test.describe('global footer (portal-shell §2.4)', () => {
  test.use({ signedInAs: 'staff' });

  test('the footer switches the portal to en and tc and back to cn, its copyright and QR captions following; tc is kept on reload', async ({ page }) => {
    await openPortal(page);
    const footer = page.getByTestId('global-footer');
    for (const locale of ['cn', 'en', 'tc'] as const) {
      const t = TEXTS[locale];
      await footer.getByTestId(`locale-${locale}`).click();
      await expect(page.locator('html')).toHaveAttribute('lang', t.lang);
      await expect(footer.getByTestId('footer-copyright')).toHaveText(t.copyright);
      await expect(footer.getByTestId('footer-qr-public').locator('figcaption')).toHaveText(t.publicAccount);
      await expect(footer.getByTestId('footer-qr-service').locator('figcaption')).toHaveText(t.serviceAccount);
      await expect(footer.getByTestId('footer-record')).toHaveText(E2E.footer.DKP_RECORD_NUMBER);
    }
    // The choice is the portal's, not the footer's alone: the page title follows, and a reload keeps it.
    await expect(page.getByTestId('page-title')).toHaveText('首頁');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(footer.getByTestId('footer-copyright')).toHaveText(TEXTS.tc.copyright);
    await footer.getByTestId('locale-cn').click();
    await expect(footer.getByTestId('footer-copyright')).toHaveText(TEXTS.cn.copyright);
  });
});
