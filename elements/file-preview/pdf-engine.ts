/**
 * pdf.js, loaded only by `import('./pdf-engine.ts')` (a chunk of its own: pages without a PDF
 * preview never fetch it). Its worker is a file of our build (`?url`: Vite emits it; the element
 * build's `worker-url` plugin, rollup.config.mjs, does the same), so nothing comes from a CDN
 * and the portal's `script-src 'self'` holds. An element loaded from another origin gets the
 * worker through pdf.js's own `import()` wrapper (a cross-origin URL cannot start a worker).
 */
import { GlobalWorkerOptions, PDFDataRangeTransport, ResponseException, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Where a PDF's bytes come from: its size, its first bytes, and a reader of any other range (end excluded). */
export interface PdfSource {
  size: number;
  head: Uint8Array;
  readRange(begin: number, end: number): Promise<Uint8Array>;
}

/** A PDF being opened: its document once read, and how to stop it. */
export interface OpenedPdf {
  promise: Promise<PDFDocumentProxy>;
  destroy(): Promise<void>;
}

/**
 * Opens a PDF through `source`: pdf.js asks for the ranges it needs (the server answers `Range`),
 * so a long PDF shows its first page without the whole file. A range that fails fails the
 * document. No `eval` (the portal's CSP forbids it), no scripting, no XFA.
 */
export function openPdf(source: PdfSource): OpenedPdf {
  const whole = source.head.length >= source.size;
  const transport = whole ? null : new PDFDataRangeTransport(source.size, source.head);
  let fail: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => { fail = reject; });
  if (transport) {
    transport.requestDataRange = (begin: number, end: number) => {
      source.readRange(begin, end).then((chunk) => transport.onDataRange(begin, chunk), fail);
    };
  }
  const task = getDocument({
    ...(transport ? { range: transport } : { data: source.head }),
    isEvalSupported: false,
    enableXfa: false,
    disableAutoFetch: true,
    disableStream: true,
    rangeChunkSize: RANGE_CHUNK_BYTES,
  });
  return { promise: Promise.race([task.promise, failed]), destroy: () => task.destroy() };
}

/** Bytes pdf.js asks for at a time: the server's store chunk (256 KiB), so a range is one or two chunks. */
export const RANGE_CHUNK_BYTES = 256 * 1024;

export { ResponseException, type PDFDocumentProxy };
export type { PDFPageProxy, RenderTask } from 'pdfjs-dist';
