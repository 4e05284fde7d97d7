import { defineElement } from '../define/define-element.tsx';
import { Watermark } from './Watermark.tsx';
import { watermarkElement } from './watermark.element.ts';

/** The tag of the watermark element. */
export const WATERMARK_TAG = watermarkElement.tag;

/** `<dkp-watermark>`: {@link Watermark} as a custom element with an open shadow root, registered on import. */
export const WatermarkElement = defineElement(watermarkElement, Watermark);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-watermark': HTMLElement;
  }
}
