import { defineElement } from '../define/define-element.tsx';
import { CodeEditor } from './CodeEditor.tsx';
import css from './code-editor.css?inline';
import { codeEditorElement } from './code-editor.element.ts';

/** The `<dkp-code-editor>` class, registered on import. */
export const CodeEditorElement = defineElement(codeEditorElement, CodeEditor, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-code-editor': HTMLElement & {
      apiBase: string | null; locale: string | null; token: string | null;
      value: string | undefined; mode: string | undefined; height: number | undefined; tabSize: number | undefined;
      readonly: boolean | undefined; placeholder: string | undefined; label: string | undefined;
    };
  }
}
