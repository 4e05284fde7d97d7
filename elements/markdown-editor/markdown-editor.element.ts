import type { ElementDefinition } from '../define/element-definition.ts';
import type { MarkdownEditorProps } from './MarkdownEditor.tsx';

/** `<dkp-markdown-editor>`: the markdown editor of widgets-admin §2, §9. */
export const markdownEditorElement = {
  tag: 'dkp-markdown-editor',
  className: 'DkpMarkdownEditor',
  summary: 'Edits markdown in CodeMirror 6 beside a preview sanitised by the rich-text allowlist; 300 px high, at least 200.',
  description:
    'A toolbar (bold, italic, heading, link, list, code block) and three layouts: edit, split (default; stacked on a phone) and preview. ' +
    'The preview is GitHub-flavoured markdown (marked) cleaned in the page by DOMPurify with the one rich-text allowlist: no script, event ' +
    'handler, `javascript:` link or style expression runs, images only of the DKP store. Texts in the page\'s language (simplified Chinese ' +
    'by default). CodeMirror and marked load when the editor first shows. `dkp-change` gives the markdown as `value` (and `text`).',
  attributes: [
    { name: 'value', property: 'value', type: 'string', description: 'The markdown. Written back on every change.' },
    { name: 'height', property: 'height', type: 'number', description: 'The height in pixels; never under 200. The user may drag it taller.', default: '300' },
    { name: 'readonly', property: 'readonly', type: 'boolean', description: 'The preview alone, not edited.' },
    { name: 'placeholder', property: 'placeholder', type: 'string', description: 'Shown while the source is empty.' },
    { name: 'iframe-origins', property: 'iframeOrigins', type: 'string', description: 'Comma-separated https origins an iframe in the preview may show (as the server\'s `DKP_RICH_TEXT_IFRAME_ORIGINS`); none by default.' },
  ],
  events: [{ name: 'dkp-change', description: 'The user changed the markdown: `detail.value` (and `detail.text`) is the whole source.' }],
  cssParts: [
    { name: 'editor', description: 'The editor\'s box (border, height).' },
    { name: 'toolbar', description: 'The toolbar.' },
    { name: 'preview', description: 'The sanitised preview.' },
  ],
} as const satisfies ElementDefinition<MarkdownEditorProps>;
