import { tinyPdf } from '../browser/tiny-pdf.ts';
import { expect, openPortal, test } from './fixtures.ts';

/**
 * `<dkp-file-upload>` and `<dkp-file-preview>` from the element bundle (dist/elements, as an
 * intranet page loads them) against the real server: the popup uploads by XMLHttpRequest with
 * progress, the server's refusal shows, and the uploaded PDF is drawn by pdf.js with the
 * worker the element build copied into its chunks.
 */
test.describe('the file elements against the real server', () => {
  test.use({ signedInAs: 'admin' });

  test('<dkp-file-upload> uploads a PDF into its biz and shows a refusal; <dkp-file-preview> draws the stored PDF', async ({ page }) => {
    await openPortal(page);
    await page.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem('dkp:session') ?? 'null') as { token: string }).token;
      await import(/* @vite-ignore */ `${location.origin}/elements/dkp-file-upload.js`);
      await import(/* @vite-ignore */ `${location.origin}/elements/dkp-file-preview.js`);
      const upload = document.createElement('dkp-file-upload');
      upload.setAttribute('token', token);
      upload.setAttribute('biz', 'e2e-files');
      upload.id = 'e2e-upload';
      document.body.prepend(upload);
    });
    const upload = page.locator('#e2e-upload');
    const changed = page.evaluate(() => new Promise<string>((resolve) => {
      document.getElementById('e2e-upload')!.addEventListener('dkp-change', (event) => resolve(event.detail.value), { once: true });
    }));
    await upload.getByTestId('file-upload-open').click();
    await upload.getByTestId('file-upload-popup-input').setInputFiles([
      { name: '季度经营报告.pdf', mimeType: 'application/pdf', buffer: Buffer.from(tinyPdf({ padding: 600_000 })) },
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00 not a document') },
    ]);
    const items = upload.getByTestId('file-upload-popup-item');
    await expect(items.nth(0).getByTestId('file-upload-popup-status')).toHaveText('上传完成');
    await expect(items.nth(0).getByTestId('file-upload-popup-name')).toHaveText('季度经营报…');
    await expect(items.nth(1)).toHaveAttribute('data-status', 'error');
    await expect(items.nth(1).getByTestId('file-upload-popup-status')).toHaveText(/^只能上传图片、PDF/);
    await expect(upload.getByTestId('file-upload-popup-warning')).toHaveText('setup.exe 上传失败.');
    await upload.getByTestId('file-upload-popup-ok').click();
    const value = await changed;
    expect(value).toMatch(/^e2e-files\/[0-9a-f]{32}\.pdf$/);

    await page.evaluate((path) => {
      const preview = document.createElement('dkp-file-preview');
      preview.setAttribute('src', `/sys/common/file/${path}`);
      preview.id = 'e2e-preview';
      document.body.prepend(preview);
    }, value);
    const canvas = page.locator('#e2e-preview').getByTestId('file-preview-canvas');
    await expect(canvas).toHaveAttribute('data-rendered', /^[1-9]/, { timeout: 30_000 });
    expect(await canvas.evaluate((c: HTMLCanvasElement) => [...c.getContext('2d')!.getImageData(c.width >> 1, c.height >> 1, 1, 1).data.slice(0, 3)].join(','))).toBe('255,0,0');
  });
});
