import type { ElementDefinition } from '../define/element-definition.ts';
import type { FilePreviewProps } from './FilePreview.tsx';

/** `<dkp-file-preview>`: the file preview of issue 24 (widgets-admin §2 "file preview, pdf"). */
export const filePreviewElement = {
  tag: 'dkp-file-preview',
  className: 'DkpFilePreview',
  summary: 'Previews a stored file: a PDF with pdf.js (pages, zoom), a picture, a text file as text; anything else is offered for download.',
  description:
    'The file is read through `GET /sys/common/file/<path>` with the page\'s session (sign in, or give `token`), so the server decides ' +
    'who may see it; a refusal or a missing file shows the server\'s reason in the user\'s language. PDFs are drawn on a canvas by pdf.js ' +
    '(loaded, with its worker, only when a PDF is shown), read by ranges; the first page shows fitted to the width, with previous/next and ' +
    'zoom. Text files show their first MB as plain text (never as markup). A download button saves the file under its name.',
  attributes: [
    { name: 'src', property: 'src', type: 'string', description: 'The file: `/sys/common/file/<path>` (also accepted: the stored path alone, or the same URL under the API base).' },
    { name: 'name', property: 'name', type: 'string', description: 'The name shown; its extension decides the kind of preview. Default: the last segment of `src`.' },
    { name: 'height', property: 'height', type: 'number', description: 'The height in pixels.', default: '560' },
  ],
  cssParts: [
    { name: 'preview', description: 'The preview\'s box (border, height).' },
    { name: 'toolbar', description: 'The line with the name and the download button.' },
    { name: 'pdf-toolbar', description: 'A PDF\'s page and zoom buttons.' },
    { name: 'body', description: 'Where the file shows.' },
  ],
} as const satisfies ElementDefinition<FilePreviewProps>;
