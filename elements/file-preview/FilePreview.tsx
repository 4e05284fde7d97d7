import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { positiveOr } from '../define/size-attribute.ts';
import { downloadStoredFile, readTextHead, readWhole } from './file-bytes.ts';
import { fileNameOf, previewKindOf, storedFilePath } from './preview-target.ts';

// pdf.js is a chunk of its own, with its worker: only a PDF preview loads it.
const PdfView = lazy(async () => ({ default: (await import('./PdfView.tsx')).PdfView }));

/** The preview's height when none is given, in pixels. */
export const FILE_PREVIEW_HEIGHT = 560;

/** Props of {@link FilePreview} (the attributes of `<dkp-file-preview>`). */
export interface FilePreviewProps {
  /** The stored file: `/sys/common/file/<path>` (or its stored path, or the same under the API base). */
  src?: string;
  /** The name shown and the kind judged by (default: the last segment of `src`). */
  name?: string;
  /** In pixels; 560 by default. */
  height?: number;
  /** False hides the download button (a folder's file its reader may view but not download). */
  downloadable?: boolean;
  testId?: string;
}

/**
 * `<dkp-file-preview>` (issue 24 "Preview"; widgets-admin §2 "file preview, pdf"): a PDF drawn
 * by pdf.js with page turning and zoom, a picture inline, a text file as text (its first MB,
 * never as markup), anything else offered for download; a download button always. Files come
 * through `/sys/common/file/` with the page's session, so the server's reader rule decides.
 */
export function FilePreview({ src = '', name, height, downloadable = true, testId = 'file-preview' }: FilePreviewProps) {
  useLocale();
  const path = storedFilePath(src);
  const shown = fileNameOf(src, name);
  const kind = path ? previewKindOf(name?.trim() || path) : 'other';
  const [error, setError] = useState('');
  const [downloading, setDownloading] = useState(false);
  useEffect(() => setError(''), [path]);
  const fail = useCallback((message: string) => setError(message), []);

  const download = () => {
    if (!path) return;
    setDownloading(true);
    downloadStoredFile(path).catch((failure: unknown) => setError(failureText(failure))).finally(() => setDownloading(false));
  };

  let body;
  if (!src.trim()) body = <p className="dkp-fp-note" data-testid={`${testId}-empty`}>{msg('没有可预览的文件')}</p>;
  else if (error) body = <p className="dkp-fp-error" role="alert" data-testid={`${testId}-error`}>{error}</p>;
  else if (!path) body = <p className="dkp-fp-note">{msg('该文件不在本站，请打开链接查看')}</p>;
  else if (kind === 'pdf') {
    body = <Suspense fallback={<p className="dkp-fp-note">{msg('加载中…')}</p>}><PdfView path={path} testId={testId} onError={fail} /></Suspense>;
  } else if (kind === 'image') body = <ImageView path={path} name={shown} testId={testId} onError={fail} />;
  else if (kind === 'text') body = <TextView path={path} testId={testId} onError={fail} />;
  else body = <p className="dkp-fp-note" data-testid={`${testId}-other`}>{msg('该类型的文件不能预览，请下载后查看')}</p>;

  return (
    <div className="dkp-file-preview" part="preview" data-testid={testId} data-kind={kind} style={{ height: positiveOr(height, FILE_PREVIEW_HEIGHT, 4000) }}>
      <div className="dkp-fp-head" part="toolbar">
        <span className="dkp-fp-name" title={shown} data-testid={`${testId}-name`}>{shown}</span>
        {path && downloadable ? (
          <SlButton size="small" variant="primary" loading={downloading} onClick={download} data-testid={`${testId}-download`}>{msg('下载')}</SlButton>
        ) : !path && src.trim() && /^https?:\/\//i.test(src.trim()) ? (
          <SlButton size="small" variant="primary" href={src.trim()} target="_blank" rel="noopener noreferrer" data-testid={`${testId}-open`}>{msg('打开')}</SlButton>
        ) : null}
      </div>
      <div className="dkp-fp-body" part="body">{body}</div>
    </div>
  );
}

/** A stored picture, fetched with the session and shown from a blob (an `<img>` would send no token). */
function ImageView({ path, name, testId, onError }: { path: string; name: string; testId: string; onError(message: string): void }) {
  const [url, setUrl] = useState('');
  useEffect(() => {
    const abort = new AbortController();
    let made = '';
    readWhole(path, abort.signal)
      .then((file) => { made = URL.createObjectURL(file.blob); setUrl(made); })
      .catch((failure: unknown) => { if (!abort.signal.aborted) onError(failureText(failure)); });
    return () => { abort.abort(); if (made) URL.revokeObjectURL(made); setUrl(''); };
  }, [path, onError]);
  if (!url) return <p className="dkp-fp-note">{msg('加载中…')}</p>;
  return <img className="dkp-fp-image" src={url} alt={name} data-testid={`${testId}-image`} />;
}

/** A text file's first MB as text: React writes it as text, so markup in it stays letters. */
function TextView({ path, testId, onError }: { path: string; testId: string; onError(message: string): void }) {
  const [head, setHead] = useState<{ text: string; cut: boolean } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    setHead(null);
    readTextHead(path, abort.signal)
      .then(setHead)
      .catch((failure: unknown) => { if (!abort.signal.aborted) onError(failureText(failure)); });
    return () => abort.abort();
  }, [path, onError]);
  if (!head) return <p className="dkp-fp-note">{msg('加载中…')}</p>;
  return (
    <>
      <pre className="dkp-fp-text" data-testid={`${testId}-text`}>{head.text}</pre>
      {head.cut ? <p className="dkp-fp-note" data-testid={`${testId}-cut`}>{msg('只显示了文件的前 1 MB，完整内容请下载')}</p> : null}
    </>
  );
}
