import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../app-error.ts';
import { xlsxEntriesOf } from '../spreadsheet/spreadsheet-kind.ts';
import type { ZipDirectoryEntry } from '../spreadsheet/zip-reader.ts';
import { UPLOAD_LIMITS, type UploadLimits } from './register-uploads.ts';

/** An uploaded workbook, checked to be an .xlsx by its content. */
export interface ReceivedSpreadsheet {
  /** The name the browser gave, without any folder part. */
  filename: string;
  /** The whole file (at most `limits.fileSize`): an .xlsx is read from its end, so it is held whole. */
  buffer: Buffer;
  /** The zip entries found while checking, for a reader that wants them. */
  entries: ZipDirectoryEntry[];
  /** The request's other (non-file) fields, by name; the last value of a repeated name. */
  fields: Record<string, string>;
}

/** The form fields a spreadsheet may come in: the documented client sends `files[]`. */
const FILE_FIELDS = new Set(['files[]', 'files', 'file']);

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
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE': return new AppError(415, 'uploadNotMultipart');
    // A cut-off or malformed body (busboy's errors carry no code): the client's, not ours.
    default: return badRequest('uploadBroken');
  }
}

/**
 * The spreadsheet of a multipart upload: the first file of the field `files[]` (or `files`,
 * `file`), read into memory within `limits` (the defaults of `registerUploads` unless given),
 * then checked by content. The request's other files are read and dropped (not kept in
 * memory), so the limits on the number and size of files and on fields hold. Every refusal is an `AppError` with a localised message:
 * not multipart (415), too large, too many files or fields (413), a broken body or no file
 * (400), an .xls, a password-protected file or anything not an .xlsx (400, `SpreadsheetError`).
 * Needs `registerUploads` in the route's scope.
 */
export async function receiveSpreadsheet(request: FastifyRequest, limits: UploadLimits = UPLOAD_LIMITS): Promise<ReceivedSpreadsheet> {
  if (!request.isMultipart()) throw new AppError(415, 'uploadNotMultipart');
  let taken: { filename: string; buffer: Buffer } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { ...limits } })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (!taken && FILE_FIELDS.has(part.fieldname)) taken = { filename: part.filename, buffer: await part.toBuffer() };
      else await drain(part.file);
    }
  } catch (error) {
    const refusal = uploadError(error, limits);
    if (refusal.status === 400) request.log.warn({ err: error }, 'multipart upload refused');
    throw refusal;
  }
  if (!taken || taken.buffer.length === 0) throw badRequest('uploadMissing');
  const entries = xlsxEntriesOf(taken.buffer);
  return { filename: taken.filename.replace(/^.*[\\/]/, ''), buffer: taken.buffer, entries, fields };
}
