/**
 * pdf.js, loaded only by `import('./pdf-engine.ts')` (a chunk of its own: pages without a PDF
 * preview never fetch it). Its worker is a file of our build (`?url`: Vite emits it; the element
 * build's `worker-url` plugin, rollup.config.mjs, does the same), so nothing comes from a CDN
 * and the portal's `script-src 'self'` holds. An element loaded from another origin gets the
 * worker through pdf.js's own `import()` wrapper (a cross-origin URL cannot start a worker).
 * Its CMaps and standard fonts are files of our build too (scripts/pdfjs-data-plugin.mjs):
 * a Chinese PDF whose CID font names a predefined CMap without embedding it needs them to be
 * drawn and to have text at all (docs/decisions.md "PDF preview").
 */
import {
  GlobalWorkerOptions, PDFDataRangeTransport, ResponseException, TextLayer, getDocument, type PageViewport, type PDFDocumentProxy, type PDFPageProxy,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { cMapUrl, standardFontDataUrl } from 'virtual:pdfjs-data';

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
 * document. The CMaps and standard fonts a page needs are fetched from our build. No `eval` (the portal's CSP forbids it), no scripting, no XFA.
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
    cMapUrl,
    cMapPacked: true,
    standardFontDataUrl,
  });
  return { promise: Promise.race([task.promise, failed]), destroy: () => task.destroy() };
}

/** A text layer being laid: done once its spans are placed; cancel stops it. */
export interface LaidText {
  promise: Promise<void>;
  cancel(): void;
}

/**
 * Lays pdf.js's text layer over a drawn page (what its viewer does): the page's text as
 * transparent spans in `container`, each where the canvas shows it, so it can be selected,
 * copied and found. `container` covers the canvas (file-preview.css `.dkp-fp-text-layer`);
 * pdf.js sizes it and its spans from `--total-scale-factor`, the page's scale.
 */
export function layText(page: PDFPageProxy, container: HTMLElement, viewport: PageViewport): LaidText {
  container.replaceChildren();
  container.style.setProperty('--total-scale-factor', String(viewport.scale));
  const layer = new TextLayer({ textContentSource: page.streamTextContent({ includeMarkedContent: true, disableNormalization: true }), container, viewport });
  return { promise: layer.render().then(() => undefined), cancel: () => layer.cancel() };
}

/** Bytes pdf.js asks for at a time: the server's store chunk (256 KiB), so a range is one or two chunks. */
export const RANGE_CHUNK_BYTES = 256 * 1024;

export { ResponseException, type PDFDocumentProxy, type PDFPageProxy };
export type { RenderTask } from 'pdfjs-dist';
