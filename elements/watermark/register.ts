import r2wc from '@r2wc/react-to-web-component';
import { Watermark } from './Watermark.tsx';

/** The tag of the watermark element. */
export const WATERMARK_TAG = 'dkp-watermark';

/** `<dkp-watermark>`: {@link Watermark} as a custom element with an open shadow root. */
export const WatermarkElement = r2wc(Watermark, {
  shadow: 'open',
  props: { text: 'string', username: 'string', ip: 'string', tile: 'string', font: 'number', opacity: 'number' },
});

if (!customElements.get(WATERMARK_TAG)) customElements.define(WATERMARK_TAG, WatermarkElement);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-watermark': HTMLElement;
  }
}
