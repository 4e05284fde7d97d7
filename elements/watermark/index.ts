/** The public surface of `<dkp-watermark>` for a React host; `register.ts` defines the custom element. */
export { Watermark, type WatermarkProps } from './Watermark.tsx';
export { WATERMARK_DEFAULTS } from './watermark-tile.ts';
export { watermarkElement } from './watermark.element.ts';
