import { defineElement } from '../define/define-element.tsx';
import css from './file-upload.css?inline';
import { fileUploadElement } from './file-upload.element.ts';
import { FileUpload } from './FileUpload.tsx';

/** The `<dkp-file-upload>` class, registered on import. */
export const FileUploadElement = defineElement(fileUploadElement, FileUpload, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-file-upload': HTMLElement & {
      apiBase: string | null; locale: string | null; token: string | null;
      value: string | undefined; biz: string | undefined; single: boolean | undefined; text: string | undefined; disabled: boolean | undefined;
    };
  }
}
