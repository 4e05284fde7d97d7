import { useCallback, useEffect, useRef, useState } from 'react';

/** Which ends of the tab strip have tabs out of view. */
export interface TabOverflow {
  left: boolean;
  right: boolean;
  /** Either: the strip is wider than the bar. */
  any: boolean;
}

const NONE: TabOverflow = { left: false, right: false, any: false };
const same = (a: TabOverflow, b: TabOverflow) => a.left === b.left && a.right === b.right && a.any === b.any;

/**
 * The horizontal scroll of the tab strip: what is out of view at each end (followed on scroll
 * and resize), a step of most of the strip's width for the arrows, and the active tab brought
 * into view whenever it or the number of tabs changes (a tab opened by the menu or by URL) and
 * whenever the strip is resized (the arrows appearing narrow it).
 */
export function useTabScroll(activePath: string, count: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const active = useRef(activePath);
  active.current = activePath;
  const [overflow, setOverflow] = useState<TabOverflow>(NONE);

  const measure = useCallback(() => {
    const strip = scroller.current;
    if (!strip) return;
    const max = strip.scrollWidth - strip.clientWidth;
    const next = { left: strip.scrollLeft > 0, right: strip.scrollLeft < max - 1, any: max > 1 };
    setOverflow((previous) => (same(previous, next) ? previous : next));
  }, []);

  const reveal = useCallback(() => {
    const strip = scroller.current;
    const tab = strip ? [...strip.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.dataset.path === active.current) : undefined;
    if (strip && tab) {
      // Only the strip scrolls (scrollIntoView could move the page too).
      if (tab.offsetLeft < strip.scrollLeft) strip.scrollLeft = tab.offsetLeft;
      else if (tab.offsetLeft + tab.offsetWidth > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = tab.offsetLeft + tab.offsetWidth - strip.clientWidth;
    }
    measure();
  }, [measure]);

  useEffect(() => {
    const strip = scroller.current;
    if (!strip) return undefined;
    const resize = new ResizeObserver(reveal);
    resize.observe(strip);
    strip.addEventListener('scroll', measure, { passive: true });
    return () => {
      resize.disconnect();
      strip.removeEventListener('scroll', measure);
    };
  }, [measure, reveal]);

  useEffect(reveal, [activePath, count, reveal]);

  const scrollBy = useCallback((direction: -1 | 1) => {
    const strip = scroller.current;
    if (strip) strip.scrollBy({ left: direction * Math.max(80, strip.clientWidth * 0.8), behavior: 'smooth' });
  }, []);

  return { scroller, overflow, scrollBy };
}
