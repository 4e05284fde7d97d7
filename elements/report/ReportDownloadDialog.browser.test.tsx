import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $loadedLocale, startLocalization } from '../../shared/i18n/index.ts';
import { REPORT_DOWNLOADS } from '../../shared/reports/downloads.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, signInWithPage, testMeta } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { ReportDownloadDialog } from './ReportDownloadDialog.tsx';

/**
 * The download modal's words in en and tc (issue 23: moved from tests/e2e/reports.spec.ts,
 * whose journeys open it in cn and en; the phone's also cancels it there).
 */
const WORDS = {
  en: { label: 'Choose file download format', formats: ['Image', 'PDF', 'PowerPoint', 'Data', 'Crosstab', 'Workbook'], cancel: 'Cancel' },
  tc: { label: '選擇文件下載格式', formats: ['圖片', 'PDF', 'PowerPoint', '數據', '交叉表', '工作簿'], cancel: '取消' },
} as const;
const ALL_FORMATS = REPORT_DOWNLOADS.map((d) => grant(d.permission));
const META = testMeta('menu-report-history', 'ReportViewer', ['历史报表', 'Report history', '歷史報表']);

describe('ReportDownloadDialog (choose file download format)', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  afterEach(async () => {
    view?.unmount();
    await settle(() => $locale.set('cn'));
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  for (const [locale, words] of Object.entries(WORDS)) {
    it(`names itself, its formats and cancel in ${locale}; cancel asks to close it`, async () => {
      await settle(() => $locale.set(locale as 'en' | 'tc'));
      await until(() => $loadedLocale.get() === locale);
      await signInWithPage('/report/history', META, ALL_FORMATS, () => null);
      let closed = 0;
      view = await render(<ReportDownloadDialog path="/report/history" values={{}} open onClose={() => closed++} />);
      const dialog = view.host.querySelector<HTMLElement>('[data-testid="download-dialog"]')!;
      await until(() => dialog.querySelectorAll('sl-button[data-format]').length === words.formats.length);
      expect(dialog.getAttribute('label')).to.equal(words.label);
      expect([...dialog.querySelectorAll('sl-button[data-format]')].map((b) => b.textContent)).to.deep.equal(words.formats);
      const cancel = dialog.querySelector<HTMLElement>('sl-button:not([data-format])')!;
      expect(cancel.textContent).to.equal(words.cancel);
      await settle(() => cancel.click());
      expect(closed).to.equal(1);
    });
  }
});
