/**
 * Which number formats show a date. A spreadsheet stores a date as a plain number of days;
 * only the cell's number format says it is one, so a reader must know the formats that do.
 */

// ECMA-376 §18.8.30 built-in formats that are dates or times: 14–22 and 45–47 everywhere,
// 27–36 and 50–58 the East Asian ones (Chinese Excel's 2024年1月2日, 上午/下午…).
const BUILTIN_DATE_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Excel's own limit on a custom number format's length; a longer one is no spreadsheet Excel wrote. */
export const MAX_FORMAT_CODE_CHARS = 255;

/** Whether the built-in number format `id` is a date or time format. */
export const isBuiltinDateFormat = (id: number) => BUILTIN_DATE_IDS.has(id);

/**
 * Whether the custom format `code` shows a date or a time: after taking out quoted text,
 * escaped characters and bracketed parts other than elapsed time (`[Red]`, `[$-804]`,
 * `[DBNum1]`), its first section still has a y, m, d, h or s (`yyyy"年"m"月"d"日"`,
 * `[h]:mm`). `0.00`, `#,##0`, `@` and `General` do not.
 */
export function isDateFormatCode(code: string): boolean {
  const first = code.replace(/"[^"]*"/g, '').replace(/\\./g, '').split(';')[0] ?? '';
  // `[^\][]`, not `[^\]]`: a run of `[` with no `]` would otherwise be tried from each `[` to the
  // end, time growing with the square of the length (a 2 KB file held the server for a minute).
  const bare = first.replace(/\[(?![hms]+\])[^\][]*\]/gi, '');
  return /[ymdhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}
