import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The window's inner width in CSS pixels, following resizes; it sizes the desktop top menu
 * (portal-shell §2.4). Not for choosing mobile mode: see `useMobile`.
 */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth);
}
