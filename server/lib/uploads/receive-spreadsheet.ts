import type { FastifyRequest } from 'fastify';
import { openXlsx } from '../spreadsheet/spreadsheet-kind.ts';
import { XLSX_READ_LIMITS } from '../spreadsheet/xlsx-reader.ts';
import { receiveFile } from './receive-file.ts';
import { UPLOAD_LIMITS, type UploadLimits } from './register-uploads.ts';

/** An uploaded workbook, checked to be an .xlsx by its content. */
export interface ReceivedSpreadsheet {
  /** The name the browser gave, without any folder part. */
  filename: string;
  /** The whole file (at most `limits.fileSize`): an .xlsx is read from its end, so it is held whole. */
  buffer: Buffer;
  /** The request's other (non-file) fields, by name; the last value of a repeated name. */
  fields: Record<string, string>;
}

/** The form fields a spreadsheet may come in: the documented client sends `files[]`. */
const FILE_FIELDS: ReadonlySet<string> = new Set(['files[]', 'files', 'file']);

/**
 * The spreadsheet of a multipart upload: the first file of the field `files[]` (or `files`,
 * `file`), read by {@link receiveFile} within `limits` (the defaults of `registerUploads`
 * unless given), then checked by content. Refusals are localised `AppError`s: those of
 * `receiveFile` (415, 413, 400), and an .xls, a password-protected file or anything not an
 * .xlsx (400, `SpreadsheetError`). Needs `registerUploads` in the route's scope.
 */
export async function receiveSpreadsheet(request: FastifyRequest, limits: UploadLimits = UPLOAD_LIMITS): Promise<ReceivedSpreadsheet> {
  const { filename, buffer, fields } = await receiveFile(request, FILE_FIELDS, limits);
  // Only the directory is read here, nothing inflated: the reader's own limits hold when it reads.
  await openXlsx(buffer, { maxTotalBytes: XLSX_READ_LIMITS.maxUnzippedBytes, maxRatio: XLSX_READ_LIMITS.maxCompressionRatio });
  return { filename, buffer, fields };
}
