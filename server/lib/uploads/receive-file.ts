import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../app-error.ts';
import { UPLOAD_LIMITS, type UploadLimits } from './register-uploads.ts';

/** One uploaded file, read whole into memory within the limits, and the request's other fields. */
export interface ReceivedFile {
  /** The name the browser gave, without any folder part (still the client's text: never a path or SQL of ours). */
  filename: string;
  /** The whole file, at most `limits.fileSize` bytes. */
  buffer: Buffer;
  /** The request's other (non-file) fields, by name; the last value of a repeated name. */
  fields: Record<string, string>;
}

// 10 MiB → 10, 512 KiB → 0.5: the message names the limit as it was set.
const megabytes = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));

/** Reads a file part to its end and drops it; past the size limit the parts iteration fails. */
async function drain(file: Readable): Promise<void> {
  for await (const _ of file) { /* dropped */ }
}

/** A multipart failure as the user's localised answer: limits are 413, a broken body 400, never a 5xx. */
function uploadError(error: unknown, limits: UploadLimits): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE': return new AppError(413, 'uploadTooLarge', { limit: megabytes(limits.fileSize) });
    case 'FST_FILES_LIMIT': return new AppError(413, 'uploadTooManyFiles', { limit: limits.files });
    case 'FST_FIELDS_LIMIT': return new AppError(413, 'uploadTooManyFields', { limit: limits.fields });
    case 'FST_PARTS_LIMIT': return new AppError(413, 'uploadTooManyFields', { limit: limits.fields });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE': return new AppError(415, 'uploadNotMultipart');
    // A cut-off or malformed body (busboy's errors carry no code): the client's, not ours.
    default: return badRequest('uploadBroken');
  }
}

/** A client's file name without folders, control characters or quotes, at most 100 characters; 'file' when nothing is left. */
export function cleanFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return Array.from(base).slice(0, 100).join('') || 'file';
}

/**
 * The first file of a multipart upload found in one of `fileFields`, read into memory within
 * `limits` (the defaults of `registerUploads` unless given), with the request's other fields.
 * Other files are read and dropped (not kept in memory), so the limits on the number and size
 * of files and on fields hold. Every refusal is an `AppError` with a localised message: not
 * multipart (415), too large, too many files or fields (413), a broken body or no (or an
 * empty) file (400). Needs `registerUploads` in the route's scope. What the file is, is the
 * caller's to judge, by its content.
 */
export async function receiveFile(request: FastifyRequest, fileFields: ReadonlySet<string>, limits: UploadLimits = UPLOAD_LIMITS): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError(415, 'uploadNotMultipart');
  let taken: { filename: string; buffer: Buffer } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { ...limits } })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (!taken && fileFields.has(part.fieldname)) taken = { filename: part.filename, buffer: await part.toBuffer() };
      else await drain(part.file);
    }
  } catch (error) {
    const refusal = uploadError(error, limits);
    if (refusal.status === 400) request.log.warn({ err: error }, 'multipart upload refused');
    throw refusal;
  }
  if (!taken || taken.buffer.length === 0) throw badRequest('uploadMissing');
  return { filename: taken.filename.replace(/^.*[\\/]/, ''), buffer: taken.buffer, fields };
}

/** The file part handed to a {@link receiveStreamedFile} taker: its bytes still arriving. */
export interface StreamedFile {
  /** The name the browser gave, without any folder part (still the client's text). */
  filename: string;
  /** The bytes as they arrive; past `limits.fileSize` it fails with the multipart size error. */
  stream: Readable;
  /** The fields sent before the file (the rest arrive after it). */
  fieldsBefore: Readonly<Record<string, string>>;
}

/**
 * Like {@link receiveFile}, but the file is never held whole: the first file found in one of
 * `fileFields` is handed to `take` while it arrives, which must read it to its end (writing it
 * somewhere) or throw, cleaning up what it wrote. Other files are read and dropped. A field
 * longer than `limits.fieldSize` is refused (413, never cut silently). When the request turns
 * out bad after `take` succeeded (a second file beyond `limits.files`, a broken end), `undo`
 * is given what `take` made, so a refused upload leaves nothing. Refusals as `receiveFile`'s.
 */
export async function receiveStreamedFile<T>(
  request: FastifyRequest,
  fileFields: ReadonlySet<string>,
  limits: UploadLimits,
  take: (file: StreamedFile) => Promise<T>,
  undo: (taken: T) => Promise<void>,
): Promise<{ taken: T; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError(415, 'uploadNotMultipart');
  let taken: { value: T } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { ...limits } })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError(413, 'uploadFieldTooLarge', { limit: Math.floor(limits.fieldSize / 1024) });
        fields[part.fieldname] = String(part.value);
      } else if (!taken && fileFields.has(part.fieldname)) {
        taken = { value: await take({ filename: part.filename.replace(/^.*[\\/]/, ''), stream: part.file, fieldsBefore: { ...fields } }) };
      } else {
        await drain(part.file);
      }
    }
  } catch (error) {
    if (taken) await undo(taken.value);
    const refusal = uploadError(error, limits);
    if (refusal.status === 400 && !(error instanceof AppError)) request.log.warn({ err: error }, 'multipart upload refused');
    throw refusal;
  }
  if (!taken) throw badRequest('uploadMissing');
  return { taken: taken.value, fields };
}
