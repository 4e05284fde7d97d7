/**
 * Times on the wire as JeecgBoot sends them (docs/decisions.md "Wire conventions"):
 * `yyyy-MM-dd HH:mm:ss`, a wall-clock time in the server's zone (an IANA name such as
 * 'Asia/Shanghai', which the session answer gives the client). Such a text names no zone, so
 * it is read back to an instant with the server's zone, never the reader's; ISO 8601 text with
 * a zone designator (`Z`, `+08:00`) names its instant by itself and is read as it is.
 */

/** The server's form of a time: `yyyy-MM-dd HH:mm:ss` (also `T` between, seconds optional). */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;
/** ISO 8601 with a zone designator. */
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of `instant` in `timeZone` (an unknown zone throws a RangeError, as `Intl` does). */
export function wallFields(instant: Date, timeZone: string): [year: number, month: number, day: number, hour: number, minute: number, second: number] {
  const parts = formatIn(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute'), part('second')];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `instant` as `yyyy-MM-dd HH:mm:ss` in `timeZone`: how the kit's answers carry times. */
export function formatWireDateTime(instant: Date, timeZone: string): string {
  const [y, mo, d, h, mi, s] = wallFields(instant, timeZone);
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const [y, mo, d, h, mi, s] = wallFields(instant, timeZone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * A time as the API sends or takes it, as an instant; `null` when the text is neither form or
 * names a day or hour that does not exist (2026-02-30, 24:00). A server-form text (a day alone
 * is its first moment) is a wall-clock time in `timeZone`; in a daylight-saving gap the later
 * reading is taken. Without a zone (a client that has not heard it) the reader's own is used.
 */
export function parseWireDateTime(text: string, timeZone?: string | null): Date | null {
  const value = text.trim();
  const m = WALL_TIME.exec(value.replace(/(?:Z|[+-]\d{2}:?\d{2})$/i, ''));
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  const exact = [check.getUTCFullYear(), check.getUTCMonth() + 1, check.getUTCDate(), check.getUTCHours(), check.getUTCMinutes(), check.getUTCSeconds()];
  if (exact.join() !== [year, month, day, hour, minute, second].join()) return null;
  if (ZONED_ISO.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (/[zZ+]|-\d{2}:?\d{2}$/.test(value.slice(10))) return null;
  if (!timeZone) return new Date(year, month - 1, day, hour, minute, second);
  // The zone's offset at the wall time read as UTC is right but near a change; one more step settles it.
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  return new Date(wall - zoneOffsetMs(new Date(first), timeZone));
}
