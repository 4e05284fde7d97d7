/** Page sizes a list offers, and the default (portal-shell §9 "list paging"). */
export const PAGE_SIZE_OPTIONS = [10, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZE_OPTIONS[0];
/** The highest page number a list call takes: beyond it the row offset outgrows what SQL can hold. */
export const PAGE_NO_MAX = 1_000_000;

/** Where a list stands: the page shown, its size and how many rows there are in all. */
export interface Paging {
  pageNo: number;
  pageSize: number;
  total: number;
}

/** How many pages `total` rows make; at least one, so an empty list still has page 1. */
export function pageCount({ pageSize, total }: Pick<Paging, 'pageSize' | 'total'>): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The 1-based rows the page shows, `[0, 0]` for an empty list (the "range" of the total text). */
export function pageRange({ pageNo, pageSize, total }: Paging): [from: number, to: number] {
  if (total === 0) return [0, 0];
  const from = (pageNo - 1) * pageSize + 1;
  return [Math.min(from, total), Math.min(pageNo * pageSize, total)];
}

/** The page a typed jump goes to: a whole number held within the pages, else `null`. */
export function jumpTarget(typed: string, paging: Pick<Paging, 'pageSize' | 'total'>): number | null {
  const value = Number(typed.trim());
  if (!typed.trim() || !Number.isInteger(value)) return null;
  return Math.min(Math.max(value, 1), pageCount(paging));
}

/** A page-number button, or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The page buttons to show: all of them up to seven pages, otherwise the first, the last
 * and the current page with two neighbours each side, gaps between.
 */
export function pageItems(pageNo: number, count: number): PageItem[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(pageNo - 2, count - 5));
  const end = Math.min(count - 1, Math.max(pageNo + 2, 6));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [1, ...(start > 2 ? ['gap' as const] : []), ...middle, ...(end < count - 1 ? ['gap' as const] : []), count];
}
