import { expect } from 'chai';
import { Watermark } from './Watermark.tsx';
import './register.ts';
import { render, settle, until } from '../../tests/browser/render.tsx';

/** Records what the canvas draws, so the test checks the tile's real text and font. */
function recordDrawing() {
  const drawn: { text: string; font: string }[] = [];
  const original = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number) {
    drawn.push({ text, font: this.font });
    original.call(this, text, x, y);
  };
  return { drawn, restore: () => (CanvasRenderingContext2D.prototype.fillText = original) };
}

const overlays = (root: ParentNode = document.body) => [...root.querySelectorAll<HTMLElement>('[data-dkp-watermark]')];
/** The computed `property` of the page's overlay ('' while there is none). */
const overlayStyle = (property: 'display' | 'opacity') => {
  const overlay = overlays()[0];
  return overlay ? getComputedStyle(overlay)[property] : '';
};
const SHOWN_AT = new Date(2026, 2, 7, 9, 5, 3).getTime();

describe('Watermark', () => {
  let drawing: ReturnType<typeof recordDrawing>;
  beforeEach(() => (drawing = recordDrawing()));
  afterEach(() => drawing.restore());

  it('draws username and text, the time as YYYY/MM/DD HH:mm:ss and the IP in 20 px on a 400×200 tile at opacity 0.15 by default', async () => {
    const view = await render(<Watermark username="zhangsan" text="数据知识门户" ip="10.1.2.3" now={() => SHOWN_AT} />);
    expect(drawing.drawn.map((d) => d.text)).to.deep.equal(['zhangsan 数据知识门户', '2026/03/07 09:05:03', '10.1.2.3']);
    expect(drawing.drawn.every((d) => d.font === '20px sans-serif')).to.equal(true);
    const [overlay] = overlays();
    expect(overlays()).to.have.length(1);
    const style = getComputedStyle(overlay!);
    expect(style.backgroundSize).to.equal('400px 200px');
    expect(style.opacity).to.equal('0.15');
    expect(style.position).to.equal('fixed');
    expect(style.pointerEvents).to.equal('none');
    expect(style.backgroundImage).to.match(/^url\("data:image\/png;base64,/);
    const box = overlay!.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([innerWidth, innerHeight]);
    view.unmount();
    expect(overlays()).to.have.length(0, 'unmounting removes it');
  });

  it('lets clicks through to the page below', async () => {
    let clicked = 0;
    const button = document.createElement('button');
    button.textContent = 'below';
    button.onclick = () => void clicked++;
    document.body.prepend(button);
    const view = await render(<Watermark username="lisi" />);
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 2, box.top + 2);
    expect(hit).to.equal(button);
    view.unmount();
    button.remove();
  });

  it('comes back after its node is removed', async () => {
    const view = await render(<Watermark username="zhangsan" text="x" />);
    overlays()[0]!.remove();
    await until(() => overlays().length === 1);
    document.body.removeChild(overlays()[0]!);
    await until(() => overlays().length === 1);
    view.unmount();
  });

  it('puts its style back after tampering', async () => {
    const view = await render(<Watermark username="zhangsan" text="x" />);
    overlays()[0]!.style.display = 'none';
    await until(() => overlayStyle('display') === 'block');
    overlays()[0]!.setAttribute('style', 'opacity: 0');
    await until(() => overlayStyle('opacity') === '0.15');
    overlays()[0]!.removeAttribute('data-dkp-watermark');
    // The guard swaps the stripped node for a new one in one callback.
    await until(() => overlays().length === 1);
    expect(document.querySelectorAll('body > div[style*="background-image"]').length).to.equal(1, 'no stripped copy is left behind');
    view.unmount();
  });

  it('takes tile, font and opacity when given', async () => {
    const view = await render(<Watermark username="u" tile="300x150" font={14} opacity={0.3} />);
    const style = getComputedStyle(overlays()[0]!);
    expect(style.backgroundSize).to.equal('300px 150px');
    expect(style.opacity).to.equal('0.3');
    expect(drawing.drawn[0]?.font).to.equal('14px sans-serif');
    view.unmount();
  });

  it('works as <dkp-watermark> with attributes, inside its open shadow root', async () => {
    const element = document.createElement('dkp-watermark');
    element.setAttribute('username', 'wangwu');
    element.setAttribute('text', 'DKP');
    element.setAttribute('ip', '192.168.0.9');
    await settle(() => document.body.append(element));
    await settle();
    const shadow = element.shadowRoot!;
    expect(shadow).to.not.equal(null);
    expect(overlays(shadow)).to.have.length(1);
    expect(drawing.drawn.map((d) => d.text)).to.include('wangwu DKP');
    expect(drawing.drawn.map((d) => d.text)).to.include('192.168.0.9');
    overlays(shadow)[0]!.remove();
    // It comes back inside the shadow root too.
    await until(() => overlays(shadow).length === 1);
    await settle(() => element.remove());
  });
});
