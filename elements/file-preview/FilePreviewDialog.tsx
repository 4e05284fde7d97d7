import { msg } from '@lit/localize';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { useLocale } from '../../shared/i18n/index.ts';
import { FilePreview } from './FilePreview.tsx';

/** Props of {@link FilePreviewDialog}: the file to show, or null for a closed dialog. */
export interface FilePreviewDialogProps {
  file: { src: string; name: string; downloadable?: boolean } | null;
  onClose(): void;
  testId?: string;
}

/**
 * A file's preview in a dialog (an article's attachment, a folder's file): 900 wide on a
 * desktop, the whole screen on a phone; the download is in the preview's own bar.
 */
export function FilePreviewDialog({ file, onClose, testId = 'file-preview-dialog' }: FilePreviewDialogProps) {
  useLocale();
  return (
    <SlDialog className="dkp-fp-dialog" label={file?.name || msg('文件预览')} open={!!file} data-testid={testId}
      onSlAfterHide={(event) => { if (event.target === event.currentTarget) onClose(); }}>
      {file ? <FilePreview src={file.src} name={file.name} downloadable={file.downloadable ?? true} testId={`${testId}-preview`} /> : null}
    </SlDialog>
  );
}
