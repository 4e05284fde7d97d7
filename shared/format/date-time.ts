const pad = (value: number) => String(value).padStart(2, '0');

/**
 * THE date formatter of DKP: `YYYY/MM/DD HH:mm:ss` in the browser's local time, as the
 * watermark shows it (portal-shell §2.4). Use this one rather than writing another.
 */
export function formatDateTime(date: Date | number): string {
  const d = typeof date === 'number' ? new Date(date) : date;
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
