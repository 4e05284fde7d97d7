import type { ElementDefinition } from '../define/element-definition.ts';
import type { CodeEditorProps } from './CodeEditor.tsx';

/** `<dkp-code-editor>`: the code editor of widgets-admin §2, §9. */
export const codeEditorElement = {
  tag: 'dkp-code-editor',
  className: 'DkpCodeEditor',
  summary: 'Edits code with CodeMirror 6: 240 px high, tab size 2, syntax of the chosen mode.',
  description:
    'The modes are css, javascript, html, java, objective-c, python, R, shell, sql (PostgreSQL), swift, vue and markdown (any case); ' +
    'another or none edits plain text. CodeMirror and each mode\'s grammar load when the editor first shows, so pages without it do not pay. ' +
    '`dkp-change` gives the code as `value` (and `text`), and the `value` attribute follows it.',
  attributes: [
    { name: 'value', property: 'value', type: 'string', description: 'The code. Written back on every change.' },
    { name: 'mode', property: 'mode', type: 'string', description: 'The language: css, javascript, html, java, objective-c, python, R, shell, sql, swift, vue or markdown.' },
    { name: 'height', property: 'height', type: 'number', description: 'The height in pixels.', default: '240' },
    { name: 'tab-size', property: 'tabSize', type: 'number', description: 'Spaces a tab inserts and indents by.', default: '2' },
    { name: 'readonly', property: 'readonly', type: 'boolean', description: 'Shown, not edited.' },
    { name: 'placeholder', property: 'placeholder', type: 'string', description: 'Shown while the code is empty.' },
    { name: 'label', property: 'label', type: 'string', description: 'The accessible name of the text box.' },
  ],
  events: [{ name: 'dkp-change', description: 'The user changed the code: `detail.value` (and `detail.text`) is the whole code.' }],
  cssParts: [{ name: 'editor', description: 'The editor\'s box (border, height).' }],
} as const satisfies ElementDefinition<CodeEditorProps>;
