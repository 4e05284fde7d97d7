import type { ApiEnvelope } from '../schemas/envelope.ts';

/** The spreadsheet types an import takes (widgets-admin §5 "Import: .xls/.xlsx"). */
export const IMPORT_EXTENSIONS = ['.xls', '.xlsx'] as const;

/** The file input's `accept`: the extensions and their media types. */
export const IMPORT_ACCEPT = [
  ...IMPORT_EXTENSIONS, 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/** The business code of an import that kept the good rows and returned a file of the bad ones (widgets-admin §7). */
export const IMPORT_PARTIAL_CODE = 201;

/** Where a file of an import stands (widgets-admin §4 "Import"). */
export type ImportStatus = 'ready' | 'uploading' | 'done' | 'partial' | 'failed';

/** The file of error rows a partial import offers to download: an API path and its name. */
export interface ErrorFile {
  url: string;
  name: string;
}

/** One chosen file and how its upload went. */
export interface ImportItem {
  id: string;
  file: File;
  status: ImportStatus;
  /** The server's message after the upload (or the failure's), '' before. */
  message: string;
  errorFile: ErrorFile | null;
}

/** How the server answered one file. */
export type ImportOutcome = Pick<ImportItem, 'status' | 'message' | 'errorFile'>;

/** Whether `name` is a spreadsheet the import takes (by extension, any case). */
export function isImportFile(name: string): boolean {
  const lower = name.toLowerCase();
  return IMPORT_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

let itemCount = 0;
/**
 * `items` with the spreadsheets of `files` added (a file already listed is not added twice),
 * and the names of those refused for their type.
 */
export function addImportFiles(items: readonly ImportItem[], files: Iterable<File>): { items: ImportItem[]; refused: string[] } {
  const next = [...items];
  const refused: string[] = [];
  for (const file of files) {
    if (!isImportFile(file.name)) refused.push(file.name);
    else if (!next.some((item) => sameFile(item.file, file))) {
      itemCount += 1;
      next.push({ id: `f${itemCount}`, file, status: 'ready', message: '', errorFile: null });
    }
  }
  return { items: next, refused };
}

/** The multipart body of one file's upload: the file as `files[]`, then the import's options. */
export function importFormData(file: File, options: Readonly<Record<string, string>> = {}): FormData {
  const form = new FormData();
  form.append('files[]', file, file.name);
  for (const [name, value] of Object.entries(options)) form.append(name, value);
  return form;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads the answer to one upload (widgets-admin §7, §8): `success: false` failed with the
 * server's message; code 201 imported the good rows and names a file of the bad ones
 * (`result.msg`, `fileUrl`, `fileName`); anything else succeeded.
 */
export function readImportReply(envelope: ApiEnvelope<unknown>): ImportOutcome {
  if (!envelope.success) return { status: 'failed', message: envelope.message, errorFile: null };
  if (envelope.code !== IMPORT_PARTIAL_CODE) return { status: 'done', message: envelope.message, errorFile: null };
  const result = (typeof envelope.result === 'object' && envelope.result !== null ? envelope.result : {}) as Record<string, unknown>;
  const url = text(result.fileUrl);
  return {
    status: 'partial',
    message: text(result.msg) || envelope.message,
    errorFile: url ? { url, name: text(result.fileName) || url.split('/').pop()! } : null,
  };
}

/** The files an upload sends: those not yet sent, or whose upload failed. */
export const pendingImports = (items: readonly ImportItem[]): ImportItem[] =>
  items.filter((item) => item.status === 'ready' || item.status === 'failed');
