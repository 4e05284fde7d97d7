import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { AppError } from '../../lib/app-error.ts';
import { matchesEntityTag } from '../../lib/entity-tag.ts';
import type { FileStore, StoredFile } from '../../lib/files/file-store-repository.ts';
import { contentDisposition } from '../../lib/spreadsheet/download-headers.ts';

/** A stored path never changes its bytes: browsers keep it a year. `private`: no shared cache holds people's files. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';
/** Opened on its own, a file is a document that may run nothing and load nothing. */
const SANDBOX = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
/** The types a browser may show in place (a preview): raster images, PDF, plain text. Everything else downloads. */
const PREVIEWABLE = /^(?:image\/(?:png|jpeg|gif|webp)|application\/pdf|text\/plain)(?:;|$)/;

/** Whether a stored file is shown in place rather than downloaded (images, PDF, text). */
export function isPreviewable(file: Pick<StoredFile, 'contentType'>): boolean {
  return PREVIEWABLE.test(file.contentType);
}

/** A well-formed `Range` of byte ranges (RFC 9110 §14.1.2); anything else is ignored, not refused. */
const BYTE_RANGES = /^bytes=\s*(?:\d+-\d*|-\d+)(?:\s*,\s*(?:\d+-\d*|-\d+))*\s*$/;

/**
 * Sends a stored file, streamed one chunk at a time from the store, never whole:
 * its own type with `nosniff` and a sandboxing CSP (an uploaded text holding HTML is shown as
 * text and runs nothing; HTML and SVG are never stored), `inline` only for a preview type
 * unless `download`, an ETag (its SHA-256; `If-None-Match` gives 304) and one byte range
 * (`Range: bytes=…`, 206 with `Content-Range`; a range outside the file 416 with `bytes
 * *\/size` and the localised message; a malformed or multiple range, or an `If-Range` that
 * is not the ETag, the whole file, as RFC 9110 allows).
 */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, store: FileStore, file: StoredFile, { download = false } = {}) {
  const etag = `"${file.sha256}"`;
  reply.headers({
    'cache-control': CACHE_CONTROL,
    etag,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'content-security-policy': SANDBOX,
  });
  if (matchesEntityTag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  reply.headers({
    'content-type': file.contentType,
    'content-disposition': contentDisposition(download || !isPreviewable(file) ? 'attachment' : 'inline', file.fileName),
  });
  const asked = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (typeof asked === 'string' && BYTE_RANGES.test(asked) && (ifRange === undefined || ifRange === etag)) {
    const ranges = parseRange(file.size, asked, { combine: true });
    if (ranges === -1) throw new AppError(416, 'fileRangeInvalid', {}, { 'content-range': `bytes */${file.size}` });
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
      const { start, end } = ranges[0]!;
      return reply.status(206).headers({ 'content-range': `bytes ${start}-${end}/${file.size}`, 'content-length': String(end - start + 1) })
        .send(store.open(file, start, end));
    }
  }
  return reply.header('content-length', String(file.size)).send(store.open(file));
}
