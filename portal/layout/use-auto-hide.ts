import { useEffect, useState } from 'react';

/**
 * Whether an auto-hiding header is hidden (portal-shell §2.4 "auto-hide header"): hidden
 * while the page scrolls down past the header, shown again on any scroll up.
 */
export function useAutoHide(enabled: boolean, headerHeight: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const now = window.scrollY;
      setHidden(now > last && now > headerHeight);
      last = now;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, headerHeight]);
  return hidden;
}
