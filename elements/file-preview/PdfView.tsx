import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useEffect, useRef, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import type { LaidText, PDFDocumentProxy, RenderTask } from './pdf-engine.ts';
import { pdfSource } from './file-bytes.ts';
import { nextZoom, zoomPercent, type Zoom } from './pdf-zoom.ts';

/** Props of {@link PdfView}. */
export interface PdfViewProps {
  /** The API path of the stored PDF. */
  path: string;
  testId: string;
  onError(message: string): void;
}

/** Why a PDF could not be opened, in the user's words. */
function pdfFailure(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'InvalidPDFException' || name === 'FormatError') return msg('文件已损坏或不是有效的 PDF，无法预览');
  if (name === 'PasswordException') return msg('PDF 已加密，请下载后查看');
  return failureText(error);
}

/**
 * A PDF drawn by pdf.js (loaded with the first PDF shown): one page at a time on a canvas with
 * pdf.js's text layer over it (the text selectable and found; `data-rendered` counts pages
 * drawn with their text), previous and next, zoom out and in, fit to the width (the start, and what a phone needs).
 * The bytes come by ranges of the file route, so a long PDF shows its first page early.
 */
export function PdfView({ path, testId, onError }: PdfViewProps) {
  const [pdf, setPdf] = useState<{ document: PDFDocumentProxy; layText: typeof import('./pdf-engine.ts').layText } | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [scale, setScale] = useState(1);
  const [width, setWidth] = useState(0);
  const [rendered, setRendered] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const abort = new AbortController();
    let destroy: () => Promise<void> = async () => undefined;
    setPdf(null);
    setPage(1);
    (async () => {
      const [engine, source] = await Promise.all([import('./pdf-engine.ts'), pdfSource(path, abort.signal)]);
      if (abort.signal.aborted) return;
      const opened = engine.openPdf(source);
      destroy = opened.destroy;
      const document = await opened.promise;
      if (!abort.signal.aborted) setPdf({ document, layText: engine.layText });
    })().catch((error: unknown) => { if (!abort.signal.aborted) onError(pdfFailure(error)); });
    return () => { abort.abort(); void destroy(); };
  }, [path, onError]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!pdf || !canvas.current || !textLayer.current || width === 0) return;
    let task: RenderTask | null = null;
    let text: LaidText | null = null;
    let cancelled = false;
    (async () => {
      const current = await pdf.document.getPage(page);
      const natural = current.getViewport({ scale: 1 });
      const fit = Math.max(0.1, (width - 16) / natural.width);
      const chosen = zoom === 'fit' ? fit : zoom;
      if (cancelled) return;
      setScale(chosen);
      const viewport = current.getViewport({ scale: chosen });
      const ratio = window.devicePixelRatio || 1;
      const target = canvas.current!;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      task = current.render({ canvas: target, viewport, ...(ratio !== 1 ? { transform: [ratio, 0, 0, ratio, 0, 0] } : {}) });
      // The page's text over the picture, selectable and found by the browser's find.
      text = pdf.layText(current, textLayer.current!, viewport);
      await Promise.all([task.promise, text.promise]);
      if (!cancelled) setRendered((n) => n + 1);
    })().catch((error: unknown) => {
      if (!cancelled && (error as { name?: string }).name !== 'RenderingCancelledException') onError(pdfFailure(error));
    });
    return () => { cancelled = true; task?.cancel(); text?.cancel(); };
  }, [pdf, page, zoom, width, onError]);

  const pages = pdf?.document.numPages ?? 0;
  return (
    <div className="dkp-fp-pdf" data-testid={`${testId}-pdf`}>
      <div className="dkp-fp-pdf-bar" part="pdf-toolbar" role="toolbar" aria-label={msg('PDF 翻页和缩放')}>
        <SlButton size="small" disabled={!pdf || page <= 1} onClick={() => setPage(page - 1)} data-testid={`${testId}-previous`} aria-label={msg('上一页')}>‹</SlButton>
        <span className="dkp-fp-page" data-testid={`${testId}-page`} aria-live="polite">{pdf ? msg(str`第 ${page} / ${pages} 页`) : msg('加载中…')}</span>
        <SlButton size="small" disabled={!pdf || page >= pages} onClick={() => setPage(page + 1)} data-testid={`${testId}-next`} aria-label={msg('下一页')}>›</SlButton>
        <span className="dkp-fp-gap" />
        <SlButton size="small" disabled={!pdf} onClick={() => setZoom(nextZoom(scale, -1))} data-testid={`${testId}-zoom-out`} aria-label={msg('缩小')}>−</SlButton>
        <span className="dkp-fp-zoom" data-testid={`${testId}-zoom`}>{zoomPercent(scale)}</span>
        <SlButton size="small" disabled={!pdf} onClick={() => setZoom(nextZoom(scale, 1))} data-testid={`${testId}-zoom-in`} aria-label={msg('放大')}>+</SlButton>
        <SlButton size="small" disabled={!pdf || zoom === 'fit'} onClick={() => setZoom('fit')} data-testid={`${testId}-fit`}>{msg('适合宽度')}</SlButton>
      </div>
      <div className="dkp-fp-pdf-frame" ref={frame}>
        <div className="dkp-fp-page-box">
          <canvas ref={canvas} data-testid={`${testId}-canvas`} data-rendered={rendered} data-page={page} aria-label={msg(str`第 ${page} 页`)} role="img" />
          <div ref={textLayer} className="dkp-fp-text-layer" data-testid={`${testId}-text-layer`} />
        </div>
      </div>
    </div>
  );
}
