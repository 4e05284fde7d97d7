/** The page size choices of lists (portal-shell §9 "options 10, 20, 30"); the first is the default. */
export const PAGE_SIZES = [10, 20, 30] as const;

/** How many pages `total` rows fill, at least one so an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The 1-based rows shown on a page (portal-shell §9 "total text shows range"); 0–0 when empty. */
export function pageRange(pageNo: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((pageNo - 1) * pageSize + 1, total);
  return { from, to: Math.min(pageNo * pageSize, total) };
}

/**
 * The page numbers a pager shows: up to `width` consecutive pages around the current one,
 * shifted to stay within 1..count.
 */
export function pageWindow(pageNo: number, count: number, width = 5): number[] {
  const size = Math.min(width, count);
  const start = Math.min(Math.max(1, pageNo - Math.floor(size / 2)), count - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The page a quick-jumper entry asks for, held within 1..count, or `null` for anything not a number. */
export function jumpTarget(input: string, count: number): number | null {
  const value = Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(value)) return null;
  return Math.min(Math.max(1, value), count);
}
