import { parseWireDateTime, wallFields } from './wire-time.ts';

const pad = (value: number) => String(value).padStart(2, '0');

let zoneSource: () => string | null | undefined = () => null;

/**
 * Tells the formatter where to read the server's time zone (the session's `timeZone`, from the
 * login answer), in which the API's `yyyy-MM-dd HH:mm:ss` texts are written. Until a session
 * says, or for a zone the runtime does not know, texts are read in the browser's zone (as a
 * server in the same zone writes them).
 */
export function readServerTimeZoneFrom(source: () => string | null | undefined): void {
  zoneSource = source;
}

const known = new Map<string, boolean>();
/** The server's time zone as the session gives it, or null. */
export function getServerTimeZone(): string | null {
  const zone = zoneSource();
  if (!zone) return null;
  if (!known.has(zone)) known.set(zone, knownZone(zone));
  return known.get(zone) ? zone : null;
}

// A zone the runtime does not know (an old browser, a stored session tampered with) is no zone:
// dates then read in the browser's zone instead of throwing on every cell.
function knownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * An instant from what the API or a caller hands over: a Date, epoch milliseconds, ISO text
 * with a zone, or the server's `yyyy-MM-dd HH:mm:ss` (read in the server's zone whatever the
 * browser's). Anything else is an invalid Date, as `new Date` gives.
 */
export function toInstant(date: Date | number | string): Date {
  if (date instanceof Date) return date;
  if (typeof date === 'number') return new Date(date);
  return parseWireDateTime(date, getServerTimeZone()) ?? new Date(date);
}

/**
 * THE date formatter of DKP: `YYYY/MM/DD HH:mm:ss`, the one format of every language (cn, en
 * and tc alike) and of every view (lists, popovers, the announcement detail, the server's
 * announcement page, the watermark of portal-shell §2.4). In the browser's local time, or in
 * `timeZone` (an IANA name, e.g. 'Asia/Shanghai') when given; an unknown zone throws a
 * RangeError, as `Intl` does. Text from the API is read by `toInstant`. Use this one rather
 * than writing another.
 */
export function formatDateTime(date: Date | number | string, timeZone?: string): string {
  const d = toInstant(date);
  if (!timeZone) {
    return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }
  const [y, mo, day, h, mi, s] = wallFields(d, timeZone);
  return `${y}/${pad(mo)}/${pad(day)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}
