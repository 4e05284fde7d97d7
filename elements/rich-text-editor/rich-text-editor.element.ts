import type { ElementDefinition } from '../define/element-definition.ts';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

/** `<dkp-rich-text-editor>`: the rich-text editor of widgets-admin §2, §9. */
export const richTextEditorElement = {
  tag: 'dkp-rich-text-editor',
  className: 'DkpRichTextEditor',
  summary: 'Edits rich text with Tiptap: 300 px high, font sizes 8–36 pt, images uploaded to DKP with biz=jeditor.',
  description:
    'A toolbar (paragraph or heading 1–4, font size 8–36 pt, bold, italic, underline, strike, colour, lists, quote, code block, link, ' +
    'image upload, undo, redo, clear formatting). Images go to `POST /sys/common/upload` (`biz=jeditor`; the page\'s session, so sign in ' +
    'or give `token`) and are inserted as our static path. The value is cleaned by the rich-text allowlist before it shows; the server ' +
    'cleans it again when it stores it. The editing surface is mounted in the element\'s light DOM (slot `' + 'dkp-rich-text-surface' + '`), ' +
    'because ProseMirror inside a shadow root mishandles input methods (tiptap #4919). Tiptap loads when the editor first shows. ' +
    '`dkp-change` gives the HTML as `value` and its plain text as `text`.',
  attributes: [
    { name: 'value', property: 'value', type: 'string', description: 'The HTML. Written back on every change.' },
    { name: 'height', property: 'height', type: 'number', description: 'The height in pixels.', default: '300' },
    { name: 'readonly', property: 'readonly', type: 'boolean', description: 'Shown without the toolbar, not edited.' },
    { name: 'placeholder', property: 'placeholder', type: 'string', description: 'Shown while the content is empty.', default: '请输入内容' },
    { name: 'biz', property: 'biz', type: 'string', description: 'The upload folder of inserted images.', default: 'jeditor' },
    { name: 'iframe-origins', property: 'iframeOrigins', type: 'string', description: 'Comma-separated https origins an iframe in the content may show (as the server\'s `DKP_RICH_TEXT_IFRAME_ORIGINS`); none by default.' },
  ],
  events: [{ name: 'dkp-change', description: 'The user changed the content: `detail.value` is the HTML, `detail.text` its plain text.' }],
  slots: [{ name: 'dkp-rich-text-surface', description: 'Filled by the element itself with its editing surface (light DOM); leave it alone.' }],
  cssParts: [
    { name: 'editor', description: 'The editor\'s box (border, height).' },
    { name: 'toolbar', description: 'The toolbar.' },
    { name: 'status', description: 'The image upload\'s state or error.' },
  ],
} as const satisfies ElementDefinition<RichTextEditorProps>;
