/**
 * The overlay's inline style: fixed over the whole page, above everything, letting every
 * pointer event through, the tile repeated at its own size. Inline, so that the guard can
 * put back exactly this text when someone edits it.
 */
export function overlayStyle(tileUrl: string, size: { width: number; height: number }, opacity: number): string {
  return [
    'position: fixed',
    'inset: 0',
    'z-index: 2147483000',
    'pointer-events: none',
    'display: block',
    'visibility: visible',
    `opacity: ${opacity}`,
    `background-image: url("${tileUrl}")`,
    'background-repeat: repeat',
    `background-size: ${size.width}px ${size.height}px`,
  ].join('; ');
}
