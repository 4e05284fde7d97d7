/**
 * A `range` filter (FieldSpec.filter) holds one text, `'<from>,<to>'`, days as
 * `YYYY-MM-DD` of the query bar's date inputs, either part empty for an open end. The list
 * URL names its two ends as JeecgBoot does, `<field>_begin` and `<field>_end`, as instants:
 * the from-day's first moment and the to-day's last, in the browser's time zone, so that a
 * day means the reader's day whatever the server's zone.
 */

/** The list URL's parameters of a range filter on `field`. */
export const rangeParams = (field: string): [begin: string, end: string] => [`${field}_begin`, `${field}_end`];

/** The two days of a range filter's value ('' for an open end). */
export function splitRange(value: string | undefined): { from: string; to: string } {
  const [from = '', to = ''] = (value ?? '').split(',');
  return { from: from.trim(), to: to.trim() };
}

/** A range filter's value of two days; '' when both ends are open (no filter). */
export const joinRange = (from: string, to: string): string => (from.trim() || to.trim() ? `${from.trim()},${to.trim()}` : '');

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local instant of `day` (+ `days`), ISO; a text that is no day is passed on for the server to judge. */
function instant(day: string, days: number, offsetMs: number): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return new Date(date.getTime() + offsetMs).toISOString();
}

/** The list URL's ends of a range filter's value: from the from-day's start to the to-day's last millisecond. */
export function rangeQuery(field: string, value: string | undefined): Record<string, string> {
  const { from, to } = splitRange(value);
  const [begin, end] = rangeParams(field);
  return {
    ...(from ? { [begin]: instant(from, 0, 0) } : {}),
    ...(to ? { [end]: instant(to, 1, -1) } : {}),
  };
}

/** Whether the range runs backwards (its from-day after its to-day). */
export function rangeReversed(value: string | undefined): boolean {
  const { from, to } = splitRange(value);
  return !!from && !!to && from > to;
}
