/**
 * The public surface of `<dkp-rich-text-editor>` for a React host (`register.ts` defines the
 * custom element). Importing it adds the editor's styles, and its surface's, to the document,
 * as the host renders without a shadow root.
 */
import './rich-text-editor.css';
import './rich-text-content.css';

export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';
export { richTextEditorElement } from './rich-text-editor.element.ts';
