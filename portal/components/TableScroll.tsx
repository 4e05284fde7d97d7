import type { ReactNode } from 'react';
import './table-scroll.css';

/**
 * The scroll box of a data table: on a narrow screen the table scrolls sideways inside it
 * instead of widening the page or squeezing its cells to a character per line. It takes the
 * keyboard focus so that the arrow keys can scroll it too.
 */
export function TableScroll({ children }: { children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} data-testid="table-scroll">
      {children}
    </div>
  );
}
