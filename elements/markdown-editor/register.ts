import { defineElement } from '../define/define-element.tsx';
import { MarkdownEditor } from './MarkdownEditor.tsx';
import css from './markdown-editor.css?inline';
import { markdownEditorElement } from './markdown-editor.element.ts';

/** The `<dkp-markdown-editor>` class, registered on import. */
export const MarkdownEditorElement = defineElement(markdownEditorElement, MarkdownEditor, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-markdown-editor': HTMLElement & {
      apiBase: string | null; locale: string | null; token: string | null;
      value: string | undefined; height: number | undefined; readonly: boolean | undefined; placeholder: string | undefined; iframeOrigins: string | undefined;
    };
  }
}
