/**
 * The file name of a `Content-Disposition` header (RFC 6266): `filename*=UTF-8''…` (percent-
 * encoded, any language) wins over a plain `filename="…"`; null when the header names none.
 * Path separators are dropped, so a name can never point outside the download folder.
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    name = plain ? (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim()) : null;
  }
  const safe = name?.replace(/[\\/]/g, '_').trim();
  return safe ? safe : null;
}
