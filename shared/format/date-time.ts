const pad = (value: number) => String(value).padStart(2, '0');

/**
 * THE date formatter of DKP: `YYYY/MM/DD HH:mm:ss`, the one format of every language (cn, en
 * and tc alike) and of every view (lists, popovers, the announcement detail, the server's
 * announcement page, the watermark of portal-shell §2.4). In the browser's local time, or in
 * `timeZone` (an IANA name, e.g. 'Asia/Shanghai') when given; an unknown zone throws a
 * RangeError, as `Intl` does. Use this one rather than writing another.
 */
export function formatDateTime(date: Date | number | string, timeZone?: string): string {
  const d = date instanceof Date ? date : new Date(date);
  if (!timeZone) {
    return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
