/**
 * The public surface of `<dkp-markdown-editor>` for a React host (`register.ts` defines the
 * custom element). Importing it adds the editor's styles to the document, as the host renders
 * without a shadow root.
 */
import './markdown-editor.css';

export { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor.tsx';
export { markdownEditorElement } from './markdown-editor.element.ts';
