/**
 * The public surface of `<dkp-file-preview>` for a React host (the news article's attachments;
 * `register.ts` defines the custom element). Importing it adds the preview's styles to the
 * document, as the host renders without a shadow root.
 */
import './file-preview.css';

export { FilePreview, FILE_PREVIEW_HEIGHT, type FilePreviewProps } from './FilePreview.tsx';
export { FilePreviewDialog, type FilePreviewDialogProps } from './FilePreviewDialog.tsx';
export { previewKindOf, storedFilePath, type PreviewKind } from './preview-target.ts';
export { filePreviewElement } from './file-preview.element.ts';
