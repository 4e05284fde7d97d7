import { XLSX_CONTENT_TYPE } from './xlsx-writer.ts';

/**
 * A `Content-Disposition` value naming `filename` (already without folders). The name may be
 * in any language: browsers take `filename*` (RFC 6266, UTF-8 percent-encoded per RFC 5987);
 * `filename` is an ASCII stand-in for older clients. Neither can carry a folder, a quote or a
 * line break (no header injection).
 */
export function contentDisposition(type: 'attachment' | 'inline', filename: string): string {
  const name = filename.replace(/[\\/\u0000-\u001f\u007f]/g, '_').trim() || 'download';
  const ascii = name.replace(/[^\x20-\x7e]|["%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * `Content-Type` and `Content-Disposition` of an .xlsx download named `filename` (`.xlsx` added
 * when missing), see {@link contentDisposition}. `nosniff` is set on every response already
 * (plugins/security-headers.ts).
 */
export function xlsxDownloadHeaders(filename: string): Record<string, string> {
  const base = filename.replace(/[\\/\u0000-\u001f\u007f]/g, '_').trim() || 'export';
  const name = /\.xlsx$/i.test(base) ? base : `${base}.xlsx`;
  return { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': contentDisposition('attachment', name) };
}
