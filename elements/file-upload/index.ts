/**
 * The public surface of `<dkp-file-upload>` and its popup for a React host (`register.ts`
 * defines the custom element). Importing it adds their styles to the document, as the host
 * renders without a shadow root.
 */
import './file-upload.css';

export { FileUpload, DEFAULT_UPLOAD_BIZ, type FileUploadProps } from './FileUpload.tsx';
export { UploadPopup, UPLOAD_POPUP_HEIGHT, UPLOAD_POPUP_WIDTH, type UploadPopupProps, type UploadedFile } from './UploadPopup.tsx';
export { fileUploadElement } from './file-upload.element.ts';
