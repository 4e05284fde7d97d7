import { defineElement } from '../define/define-element.tsx';
import css from './file-preview.css?inline';
import { filePreviewElement } from './file-preview.element.ts';
import { FilePreview } from './FilePreview.tsx';

/** The `<dkp-file-preview>` class, registered on import. */
export const FilePreviewElement = defineElement(filePreviewElement, FilePreview, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-file-preview': HTMLElement & {
      apiBase: string | null; locale: string | null; token: string | null;
      src: string | undefined; name: string | undefined; height: number | undefined;
    };
  }
}
