import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import './table-scroll.css';

/**
 * Marks on the box which of its sides hide columns (`data-hidden-start`, `data-hidden-end`),
 * read again as it scrolls or changes size: the sticky actions column then casts a shadow over
 * what it covers, so a table wider than its box shows that it scrolls.
 */
function useHiddenSides(ref: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const mark = () => {
      const rest = box.scrollWidth - box.clientWidth;
      box.toggleAttribute('data-hidden-start', box.scrollLeft > 0);
      box.toggleAttribute('data-hidden-end', Math.ceil(box.scrollLeft) < rest - 1);
    };
    mark();
    box.addEventListener('scroll', mark, { passive: true });
    const sizes = new ResizeObserver(mark);
    sizes.observe(box);
    if (box.firstElementChild) sizes.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', mark);
      sizes.disconnect();
    };
  }, [ref]);
}

/**
 * The scroll box of a data table: on a narrow screen the table scrolls sideways inside it
 * instead of widening the page or squeezing its cells to a character per line. It takes the
 * keyboard focus so that the arrow keys can scroll it too; its scroll bar always shows, and a
 * sticky actions column casts a shadow while columns lie under it (see `useHiddenSides`).
 */
export function TableScroll({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useHiddenSides(box);
  return (
    <div className="table-scroll" tabIndex={0} data-testid="table-scroll" ref={box}>
      {children}
    </div>
  );
}
