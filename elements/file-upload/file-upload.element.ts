import type { ElementDefinition } from '../define/element-definition.ts';
import type { FileUploadProps } from './FileUpload.tsx';

/** `<dkp-file-upload>`: the file upload popup of widgets-admin §2 (520 × 200), as a field. */
export const fileUploadElement = {
  tag: 'dkp-file-upload',
  className: 'DkpFileUpload',
  summary: 'A field of uploaded files: a button opens the 520 × 200 upload popup; files are listed by their names shortened to 5 characters.',
  description:
    'Files chosen (or dropped) in the popup go at once to `POST /sys/common/upload` in the folder `biz` with the page\'s session (sign in, ' +
    'or give `token`), each with its progress (\'上传中 (n%)\'), then \'上传完成\' or the server\'s reason in the user\'s language ' +
    '(\'{file} 上传失败.\', \'未知错误\' when it gave none). OK with no file uploaded says \'未上传任何文件\'. The value is the stored ' +
    'paths, comma-joined; `dkp-change` gives it as `value` and the names as `text`. A stored file is read at `/sys/common/file/<path>` ' +
    '(`<dkp-file-preview>` shows it).',
  attributes: [
    { name: 'value', property: 'value', type: 'string', description: 'The stored paths, comma-joined. Written back on every change.' },
    { name: 'biz', property: 'biz', type: 'string', description: 'The upload folder (letters, digits, `_`, `-`, `/`).', default: 'temp' },
    { name: 'single', property: 'single', type: 'boolean', description: 'One file only: an upload replaces it.' },
    { name: 'text', property: 'text', type: 'string', description: 'The button\'s text.', default: '上传文件' },
    { name: 'disabled', property: 'disabled', type: 'boolean', description: 'Shown, not changed.' },
  ],
  events: [{ name: 'dkp-change', description: 'The files changed: `detail.value` is the stored paths, `detail.text` the names, each comma-joined.' }],
  cssParts: [{ name: 'field', description: 'The list of files and the button.' }],
} as const satisfies ElementDefinition<FileUploadProps>;
