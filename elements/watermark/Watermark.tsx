import { useEffect, useRef, useState } from 'react';
import { WATERMARK_DEFAULTS, drawWatermarkTile, parseTile, watermarkLines } from './watermark-tile.ts';
import { overlayStyle } from './watermark.styles.ts';
import { guardOverlay } from './watermark-guard.ts';

/** Attributes of `<dkp-watermark>` and props of {@link Watermark}. */
export interface WatermarkProps {
  /** The personalised text drawn after the username. */
  text?: string;
  username?: string;
  ip?: string;
  /** Tile size written `WIDTHxHEIGHT`, default `400x200`. */
  tile?: string;
  /** Font size in px, default 20. */
  font?: number;
  /** Opacity of the overlay, default 0.15 (WATERMARK_DEFAULTS). */
  opacity?: number;
  /** The clock of the timestamp; tests inject one. Not an attribute. */
  now?: () => number;
}

/**
 * The page watermark (portal-shell §2.4, §9): username plus text, a timestamp
 * (`YYYY/MM/DD HH:mm:ss`) and the IP, drawn as a repeated tile over the whole page without
 * catching pointer events. Deleting the overlay or editing its style puts it back.
 *
 * Registered as `<dkp-watermark>` by `register.ts`; attributes `text`, `username`, `ip`,
 * `tile`, `font`, `opacity`.
 */
export function Watermark({ text = '', username = '', ip = '', tile, font, opacity, now = Date.now }: WatermarkProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  // The time the page was shown; a new one only when what is drawn changes.
  const [shownAt] = useState(now);
  const size = parseTile(tile);
  const fontSize = font && font > 0 ? font : WATERMARK_DEFAULTS.fontSize;
  const alpha = opacity !== undefined && opacity >= 0 && opacity <= 1 ? opacity : WATERMARK_DEFAULTS.opacity;

  useEffect(() => {
    const root = anchor.current?.getRootNode();
    if (!root) return undefined;
    const container = root instanceof ShadowRoot ? root : document.body;
    const url = drawWatermarkTile(watermarkLines({ username, text, time: shownAt, ip }), size, fontSize);
    return guardOverlay(container, () => {
      const overlay = document.createElement('div');
      overlay.setAttribute('data-dkp-watermark', '');
      overlay.setAttribute('aria-hidden', 'true');
      overlay.setAttribute('style', overlayStyle(url, size, alpha));
      return overlay;
    });
  }, [text, username, ip, size.width, size.height, fontSize, alpha, shownAt]);

  return <span ref={anchor} hidden />;
}
