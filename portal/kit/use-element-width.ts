import { useCallback, useState } from 'react';

/**
 * The content width of an element, following its resizes (a ResizeObserver): a callback ref
 * to put on the element, and its width (0 until measured).
 */
export function useElementWidth<E extends HTMLElement>(): [(element: E | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: E | null) => {
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
