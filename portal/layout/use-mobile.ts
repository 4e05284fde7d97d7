import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from '../../shared/layout/index.ts';

let list: MediaQueryList | undefined;
const query = () => (list ??= window.matchMedia(MOBILE_MEDIA_QUERY));

function subscribe(onChange: () => void): () => void {
  query().addEventListener('change', onChange);
  return () => query().removeEventListener('change', onChange);
}

/**
 * True in mobile mode (portal-shell §2.4: side menu as a drawer, no tabs). It follows the
 * layout viewport through a media query, never `window.innerWidth`: on a touch phone that is
 * the visual viewport, which grows when the page overflows, so a layout chosen from it
 * changed the page, which changed the width, which changed the layout (React error #185).
 */
export function useMobile(): boolean {
  return useSyncExternalStore(subscribe, () => query().matches);
}
