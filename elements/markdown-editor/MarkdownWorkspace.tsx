import { msg } from '@lit/localize';
import type { EditorView } from '@codemirror/view';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import CodeMirrorSurface from '../code-editor/CodeMirrorSurface.tsx';
import { applyMarkdown, type MarkdownAction } from './markdown-format.ts';
import { markdownPreview } from './markdown-preview.ts';

/** How the editor shows: the source, the preview, or both side by side. */
type Layout = 'edit' | 'split' | 'preview';

/** Props of {@link MarkdownWorkspace}. */
export interface MarkdownWorkspaceProps {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  placeholder?: string | undefined;
  iframeOrigins: readonly string[];
  testId: string;
}

const actions = (): readonly (readonly [MarkdownAction, string, string])[] => [
  ['bold', 'B', msg('加粗')], ['italic', 'I', msg('斜体')], ['heading', 'H', msg('标题', { id: 'editor-heading' })],
  ['link', '🔗', msg('链接')], ['list', '•', msg('无序列表')], ['code', '</>', msg('代码块')],
];

/**
 * The markdown editor's body (its own chunk, with CodeMirror and marked): a toolbar, the
 * source in CodeMirror and its preview, sanitised in the page before it is shown.
 */
export default function MarkdownWorkspace({ value, onChange, readOnly, placeholder, iframeOrigins, testId }: MarkdownWorkspaceProps) {
  useLocale();
  const [layout, setLayout] = useState<Layout>(readOnly ? 'preview' : 'split');
  const view = useRef<EditorView | null>(null);
  // Typing stays quick on a long text: the preview follows when React has time.
  const shown = useDeferredValue(value);
  const html = useMemo(() => (layout === 'edit' ? '' : markdownPreview(shown, iframeOrigins)), [shown, layout, iframeOrigins]);
  const layouts: readonly (readonly [Layout, string])[] = [['edit', msg('编辑')], ['split', msg('分屏')], ['preview', msg('预览')]];
  return (
    <>
      <div className="dkp-md-toolbar" role="toolbar" aria-label={msg('Markdown 工具栏')} part="toolbar">
        {readOnly ? null : actions().map(([action, face, title]) => (
          <button key={action} type="button" className="dkp-md-button" title={title} aria-label={title} data-testid={`${testId}-${action}`}
            disabled={layout === 'preview'} onClick={() => view.current && applyMarkdown(view.current, action)}>{face}</button>
        ))}
        <span className="dkp-md-layouts">
          {layouts.map(([name, label]) => (
            <button key={name} type="button" className="dkp-md-button" aria-pressed={layout === name} data-testid={`${testId}-layout-${name}`}
              onClick={() => setLayout(name)}>{label}</button>
          ))}
        </span>
      </div>
      <div className={`dkp-md-body dkp-md-${layout}`}>
        <div className="dkp-md-source" hidden={layout === 'preview'}>
          <CodeMirrorSurface value={value} onChange={onChange} mode="markdown" tabSize={2} readOnly={readOnly} placeholder={placeholder}
            label={msg('Markdown 源文')} lineNumbers={false} wrap testId={testId} onView={(made) => { view.current = made; }} />
        </div>
        {layout === 'edit' ? null : (
          // Sanitised just above by the one rich-text allowlist (shared/rich-text), in this page.
          <div className="dkp-md-preview" part="preview" data-testid={`${testId}-preview`} aria-label={msg('预览')} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </>
  );
}
