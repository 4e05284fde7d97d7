import { defineElement } from '../define/define-element.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import css from './rich-text-editor.css?inline';
import { richTextEditorElement } from './rich-text-editor.element.ts';

/** The `<dkp-rich-text-editor>` class, registered on import. */
export const RichTextEditorElement = defineElement(richTextEditorElement, RichTextEditor, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-rich-text-editor': HTMLElement & {
      apiBase: string | null; locale: string | null; token: string | null;
      value: string | undefined; height: number | undefined; readonly: boolean | undefined; placeholder: string | undefined;
      biz: string | undefined; iframeOrigins: string | undefined;
    };
  }
}
