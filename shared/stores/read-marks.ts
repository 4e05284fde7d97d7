import { atom } from 'nanostores';

/**
 * Where a read mark was made. An announcement and its bell notice are one read state on the
 * server (marking either marks both), so a mark made on one side changes the other side too.
 */
export type ReadMarkSource = 'notices' | 'announcements';

/** The last read mark made on this page, and how many there were. */
export interface ReadMark {
  count: number;
  by: ReadMarkSource;
}

/**
 * Read marks made on this page: the bell's notices and the announcement lists both listen,
 * so that opening an announcement anywhere updates every icon and list at once, without a
 * reload. A side that updated itself already skips its own marks (see `by`).
 */
export const $readMarks = atom<ReadMark>({ count: 0, by: 'notices' });

/** Tells every listener that `by` marked something read (even when the call failed: the server decides). */
export function noteReadMark(by: ReadMarkSource): void {
  $readMarks.set({ count: $readMarks.get().count + 1, by });
}
