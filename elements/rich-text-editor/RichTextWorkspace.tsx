import { msg } from '@lit/localize';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocale } from '../../shared/i18n/index.ts';
import { Echoes } from '../define/echoes.ts';
import { sanitizeRichTextInPage } from '../../shared/rich-text/in-page.ts';
import contentCss from './rich-text-content.css?inline';
import { richTextExtensions } from './rich-text-extensions.ts';
import { uploadRichTextImage } from './rich-text-image.ts';
import { RichTextToolbar } from './RichTextToolbar.tsx';

/** The slot of `<dkp-rich-text-editor>` its editing surface is mounted in (light DOM, see below). */
export const SURFACE_SLOT = 'dkp-rich-text-surface';

/** Props of {@link RichTextWorkspace}. */
export interface RichTextWorkspaceProps {
  value: string;
  onChange: (html: string) => void;
  readOnly: boolean;
  placeholder?: string | undefined;
  biz: string;
  iframeOrigins: readonly string[];
  /** The custom element it renders in, or null in the portal. */
  host: HTMLElement | null;
  testId: string;
}

/** The surface's style, adopted once into the document as a constructed sheet (a page's CSP may refuse a <style> element). */
let documentSheet: CSSStyleSheet | null = null;
function adoptContentCss(): void {
  if (documentSheet) return;
  documentSheet = new CSSStyleSheet();
  documentSheet.replaceSync(contentCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, documentSheet];
}

/**
 * Where the editing surface lives. Inside a custom element, ProseMirror in the shadow root
 * loses or doubles characters typed with an input method (Chinese, Japanese; tiptap #4919), so
 * the surface is mounted in the element's light DOM, in a slot of its shadow root, its style
 * (scoped to its classes) adopted by the document; in the portal there is no shadow root and
 * it renders in place.
 */
function useLightDomBox(host: HTMLElement | null): HTMLElement | null {
  const [box, setBox] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!host) return undefined;
    adoptContentCss();
    const made = document.createElement('div');
    made.slot = SURFACE_SLOT;
    made.className = 'dkp-rte-light';
    host.append(made);
    setBox(made);
    return () => {
      made.remove();
      setBox(null);
    };
  }, [host]);
  return box;
}

/**
 * The rich-text editor's body (its own chunk, with Tiptap and ProseMirror): the toolbar, the
 * surface, and the upload's state. What comes in is cleaned by the one allowlist first; what
 * goes out is Tiptap's HTML, which the server cleans again when it stores it.
 */
export default function RichTextWorkspace({ value, onChange, readOnly, placeholder, biz, iframeOrigins, host, testId }: RichTextWorkspaceProps) {
  useLocale();
  const written = useRef(value);
  const echoes = useRef(new Echoes());
  const placeholderText = useRef(placeholder);
  placeholderText.current = placeholder;
  const [upload, setUpload] = useState<{ status: 'idle' | 'uploading' } | { status: 'error'; message: string }>({ status: 'idle' });
  const editor = useEditor({
    extensions: richTextExtensions(() => placeholderText.current ?? msg('请输入内容')),
    content: sanitizeRichTextInPage(value, { iframeOrigins }),
    editable: !readOnly,
    immediatelyRender: true,
    // Tiptap's own <style> element would be refused by a strict CSP; its rules are in rich-text-content.css.
    injectCSS: false,
    editorProps: {
      attributes: { 'aria-label': msg('富文本编辑器'), 'aria-multiline': 'true', role: 'textbox', 'data-testid': `${testId}-input`, class: 'dkp-rte-content' },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      written.current = html;
      echoes.current.sentValue(html);
      onChange(html);
    },
  });
  // A value set from outside replaces the content (cleaned); one this editor wrote is already there.
  useEffect(() => {
    if (value === written.current || echoes.current.isEcho(value)) return;
    written.current = value;
    editor.commands.setContent(sanitizeRichTextInPage(value, { iframeOrigins }), { emitUpdate: false });
  }, [value, editor, iframeOrigins]);
  useEffect(() => editor.setEditable(!readOnly, false), [readOnly, editor]);

  const insertImage = async (file: File) => {
    setUpload({ status: 'uploading' });
    const outcome = await uploadRichTextImage(file, biz);
    if (outcome.status === 'error') {
      setUpload(outcome);
      return;
    }
    setUpload({ status: 'idle' });
    editor.chain().focus().setImage({ src: outcome.src, alt: file.name }).run();
  };

  const box = useLightDomBox(host);
  const surface = <EditorContent editor={editor} className="dkp-rte-surface" />;
  return (
    <>
      {readOnly ? null : <RichTextToolbar editor={editor} testId={testId} onImage={(file) => void insertImage(file)} uploading={upload.status === 'uploading'} />}
      <div className="dkp-rte-body">
        {host ? <slot name={SURFACE_SLOT} /> : surface}
        {host && box ? createPortal(surface, box) : null}
      </div>
      {upload.status === 'idle' ? null : (
        <div className="dkp-rte-status" role="status" part="status" data-testid={`${testId}-status`}>
          {upload.status === 'error' ? upload.message : msg('上传中')}
        </div>
      )}
    </>
  );
}
