import { expect, openPortal, test } from './fixtures.ts';

// A real 1 × 1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('the rich-text editor element against the real server', () => {
  test.use({ signedInAs: 'admin' });

  test('an image chosen in <dkp-rich-text-editor> is uploaded with biz=jeditor, stored and shown from our static path', async ({ page }) => {
    await openPortal(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/sys/common/upload')) uploads.push(request.method());
    });
    // The element alone, as an intranet page loads it, on the portal's own origin (its session).
    await page.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem('dkp:session') ?? 'null') as { token: string }).token;
      await import(/* @vite-ignore */ `${location.origin}/elements/dkp-rich-text-editor.js`);
      const editor = document.createElement('dkp-rich-text-editor');
      editor.setAttribute('token', token);
      editor.setAttribute('value', '<p>图文</p>');
      editor.id = 'e2e-editor';
      document.body.append(editor);
    });
    const editor = page.locator('#e2e-editor');
    await expect(editor.getByTestId('rich-text-editor-input')).toHaveText('图文');
    const changes = page.evaluate(() => new Promise<string>((resolve) => {
      document.getElementById('e2e-editor')!.addEventListener('dkp-change', (event) => resolve(event.detail.value), { once: true });
    }));
    await editor.getByTestId('rich-text-editor-input').click();
    await editor.getByTestId('rich-text-editor-image-file').setInputFiles({ name: '图.png', mimeType: 'image/png', buffer: PNG });
    // The server names a stored file `<biz>/<32 hex>.<ext>`: the folder is the editor's jeditor.
    const image = editor.getByTestId('rich-text-editor-input').locator('img');
    await expect(image).toHaveAttribute('src', /^\/api\/sys\/common\/static\/jeditor\/[0-9a-f]{32}\.png$/);
    expect(uploads).toEqual(['POST']);
    // The stored bytes come back from the path the editor inserted, and the image shows.
    const src = (await image.getAttribute('src'))!;
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await changes).toContain(`<img src="${src}" alt="图.png">`);
  });
});
