/**
 * The public surface of `<dkp-code-editor>` for a React host (the kit's `code` form field;
 * `register.ts` defines the custom element). Importing it adds the editor's styles to the
 * document, as the host renders without a shadow root.
 */
import './code-editor.css';

export { CodeEditor, type CodeEditorProps } from './CodeEditor.tsx';
export { CODE_MODES, codeModeOf, type CodeMode } from './code-modes.ts';
export { codeEditorElement } from './code-editor.element.ts';
