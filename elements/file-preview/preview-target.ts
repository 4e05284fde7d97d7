import { apiConfig } from '../../shared/api/index.ts';
import { UPLOAD_PATHS } from '../../shared/schemas/upload.ts';

/** How a file is previewed: drawn by pdf.js, shown as a picture, shown as text, or only offered for download. */
export type PreviewKind = 'pdf' | 'image' | 'text' | 'other';

// The kinds the upload takes (server/lib/files/file-kind.ts); no SVG or HTML: active content.
const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp']);
const TEXT_EXTENSIONS: ReadonlySet<string> = new Set(['txt', 'csv', 'md', 'log', 'json']);

/** The most of a text file a preview reads (its head); the rest is for the download. */
export const TEXT_PREVIEW_MAX_BYTES = 1024 * 1024;
/** Bytes a PDF preview reads at a time: the store's chunk (256 KiB), so each range is one or two chunks of the database. */
export const PDF_RANGE_BYTES = 256 * 1024;

/** The preview of a file called `name` (its extension decides: a stored path ends in the one its content was judged by). */
export function previewKindOf(name: string): PreviewKind {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (extension === 'pdf') return 'pdf';
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  return TEXT_EXTENSIONS.has(extension) ? 'text' : 'other';
}

/**
 * The API path (below the API base) of a stored file named by `src`, which may be
 * `/sys/common/file/<path>` (as the attribute is documented), the same under the API base
 * (`/api/sys/common/file/<path>` or a full URL), an image's `/sys/common/static/<path>`, or
 * the stored path alone (`<biz>/<name>.<ext>`). Null for anything else (another site's file:
 * linked, never fetched with the user's token).
 */
export function storedFilePath(src: string): string | null {
  const given = src.trim().split(/[?#]/)[0] ?? '';
  if (!given) return null;
  let path = given;
  if (/^[a-z][a-z0-9+.-]*:/i.test(given) || given.startsWith('/')) {
    const base = new URL(apiConfig().baseUrl, location.href);
    const url = new URL(given, base);
    const basePath = base.pathname.replace(/\/+$/, '');
    if (url.origin !== base.origin) return null;
    path = url.pathname.startsWith(`${basePath}/sys/common/`) ? url.pathname.slice(basePath.length) : url.pathname;
    for (const prefix of [UPLOAD_PATHS.file, UPLOAD_PATHS.static]) {
      if (path.startsWith(`${prefix}/`)) return fileRoute(decodeURIComponent(path.slice(prefix.length + 1)));
    }
    return null;
  }
  return fileRoute(given);
}

/** `/sys/common/file/<path>`, each segment encoded; null for a path with an empty, `.` or `..` segment. */
function fileRoute(stored: string): string | null {
  const segments = stored.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return `${UPLOAD_PATHS.file}/${segments.map(encodeURIComponent).join('/')}`;
}

/** The name a file is shown by: the one given, else the last segment of `src`. */
export function fileNameOf(src: string, name?: string): string {
  const given = name?.trim();
  if (given) return given;
  const last = (src.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
