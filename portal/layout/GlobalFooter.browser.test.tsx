import { expect } from 'chai';
import { render, until } from '../../tests/browser/render.tsx';
import { GlobalFooter } from './GlobalFooter.tsx';

const CONFIG = { recordNumber: '京ICP备2022000001号', publicAccountUrl: 'https://example.org/public', serviceAccountUrl: 'https://example.org/service' };

async function loaded(img: HTMLImageElement) {
  if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
}

describe('GlobalFooter', () => {
  it('shows the 2022 copyright, the record number and a QR image per account', async () => {
    const view = await render(<GlobalFooter config={CONFIG} />);
    // The QR codes are drawn asynchronously: both pictures are there once they are made.
    await until(() => view.host.querySelectorAll('[data-testid^="footer-qr-"] img').length === 2);
    expect(view.host.querySelector('[data-testid="footer-copyright"]')!.textContent).to.equal('版权所有 © 2022 数据知识门户');
    expect(view.host.querySelector('[data-testid="footer-record"]')!.textContent).to.equal(CONFIG.recordNumber);
    expect(view.host.querySelector('[data-testid="locale-switch"]')).to.not.equal(null);
    for (const [id, url, caption] of [['footer-qr-public', CONFIG.publicAccountUrl, '公众号'], ['footer-qr-service', CONFIG.serviceAccountUrl, '服务号']]) {
      const figure = view.host.querySelector(`[data-testid="${id}"]`)!;
      const img = figure.querySelector('img')!;
      await loaded(img);
      expect(img.dataset.url).to.equal(url);
      expect(img.naturalWidth).to.equal(96);
      expect(figure.querySelector('figcaption')!.textContent).to.equal(caption);
    }
    view.unmount();
  });

  it('leaves out what the deployment did not configure', async () => {
    const view = await render(<GlobalFooter config={{ recordNumber: '', publicAccountUrl: '', serviceAccountUrl: '' }} />);
    expect(view.host.querySelector('[data-testid="footer-record"]')).to.equal(null);
    expect(view.host.querySelectorAll('img').length).to.equal(0);
    view.unmount();
  });
});
