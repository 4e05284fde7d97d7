import { request, type DownloadedFile } from '../../shared/api/index.ts';
import { saveFile } from '../../shared/ui/save-file.ts';
import { PDF_RANGE_BYTES, TEXT_PREVIEW_MAX_BYTES } from './preview-target.ts';

/** A whole file may take longer than an ordinary call's 9 s: a 50 MiB picture on a slow line. */
const WHOLE_FILE_TIMEOUT_MS = 120_000;

/** The bytes `start`…`end` (included) of the stored file at `path` (an API path), and the file's size. */
export function readRange(path: string, start: number, end: number, signal?: AbortSignal): Promise<DownloadedFile> {
  return request(path, { as: 'file', range: { start, end }, ...(signal ? { signal } : {}) });
}

/** The whole file at `path`, as a preview shows it (a picture). */
export function readWhole(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  return request(path, { as: 'file', timeoutMs: WHOLE_FILE_TIMEOUT_MS, ...(signal ? { signal } : {}) });
}

/** The head of a text file (at most {@link TEXT_PREVIEW_MAX_BYTES}) as UTF-8 text, and whether the file goes on beyond it. */
export async function readTextHead(path: string, signal?: AbortSignal): Promise<{ text: string; cut: boolean }> {
  const file = await readRange(path, 0, TEXT_PREVIEW_MAX_BYTES - 1, signal);
  const bytes = new Uint8Array(await file.blob.arrayBuffer()).subarray(0, TEXT_PREVIEW_MAX_BYTES);
  // `stream` keeps a character cut at the end from showing as a replacement mark.
  return { text: new TextDecoder('utf-8').decode(bytes, { stream: bytes.length < file.size }), cut: bytes.length < file.size };
}

/** The first range of a PDF and a reader of the others (pdf.js's `PdfSource`): the server's `Range` answers them. */
export async function pdfSource(path: string, signal?: AbortSignal) {
  const first = await readRange(path, 0, PDF_RANGE_BYTES - 1, signal);
  const head = new Uint8Array(await first.blob.arrayBuffer());
  return {
    size: first.size,
    head,
    readRange: async (begin: number, end: number) => new Uint8Array(await (await readRange(path, begin, end - 1, signal)).blob.arrayBuffer()),
  };
}

/** Saves the stored file at `path` under its name (the server answers it as an attachment). */
export async function downloadStoredFile(path: string): Promise<void> {
  saveFile(await request(path, { as: 'file', query: { download: '1' }, timeoutMs: WHOLE_FILE_TIMEOUT_MS }));
}
