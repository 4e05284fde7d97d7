import { msg } from '@lit/localize';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useEffect, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import type { FolderFile } from '../../shared/resources/folder.ts';
import { folderApi } from './folder-api.ts';
import { previewKind, TEXT_PREVIEW_MAX } from './file-preview.ts';

type Shown = { kind: 'image'; url: string } | { kind: 'text'; text: string } | { kind: 'error'; message: string };

/**
 * The preview of an image or a text file of a folder, in a dialog: its bytes fetched with the
 * reader's session (the server lets viewable read them), shown from memory. PDFs open in a tab
 * ({@link openPdf}); other files are downloaded, not previewed.
 */
export function FilePreviewDialog({ file, onClose }: { file: FolderFile | null; onClose: () => void }) {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    let current = true;
    let url = '';
    setShown(null);
    folderApi.file(file, 'view').then(async ({ blob }) => {
      if (!current) return;
      if (previewKind(file) === 'image') setShown({ kind: 'image', url: (url = URL.createObjectURL(blob)) });
      else setShown({ kind: 'text', text: (await blob.text()).slice(0, TEXT_PREVIEW_MAX) });
    }, (error: unknown) => current && setShown({ kind: 'error', message: failureText(error) }));
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  return (
    <SlDialog label={file?.title ?? ''} open={!!file} className="file-preview-dialog" data-testid="file-preview"
      onSlAfterHide={(event) => event.target === event.currentTarget && onClose()}>
      {!shown ? <SlSpinner /> : null}
      {shown?.kind === 'image' ? <img className="file-preview-image" src={shown.url} alt={file?.title ?? ''} data-testid="file-preview-image" /> : null}
      {shown?.kind === 'text' ? <pre className="file-preview-text" data-testid="file-preview-text">{shown.text}</pre> : null}
      {shown?.kind === 'error' ? <p role="alert">{shown.message}</p> : null}
      <span className="visually-hidden">{msg('文件预览')}</span>
    </SlDialog>
  );
}

/**
 * Opens a folder's PDF in a new tab: the tab opens at the click (a later one would be taken for
 * a pop-up), then shows the bytes fetched with the reader's session. Until the pdf.js preview
 * element comes (wt-preview), the browser's own viewer shows it.
 */
export function openPdf(file: FolderFile, onError: (message: string) => void): void {
  const tab = window.open('', '_blank');
  folderApi.file(file, 'view').then(({ blob }) => {
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  }, (error: unknown) => {
    tab?.close();
    onError(failureText(error));
  });
}
