import { msg } from '@lit/localize';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { useElementHost, useEmit } from '../define/element-host.ts';
import { positiveOr } from '../define/size-attribute.ts';
import { isOn } from '../pickers/flag.ts';

// CodeMirror, marked and the page's sanitiser load with the first markdown editor shown.
const MarkdownWorkspace = lazy(() => import('./MarkdownWorkspace.tsx'));

/** The markdown editor's height and the least it may be made (widgets-admin §9). */
export const MARKDOWN_EDITOR_HEIGHT = 300;
export const MARKDOWN_EDITOR_MIN_HEIGHT = 200;

/** Props of {@link MarkdownEditor} (the attributes of `<dkp-markdown-editor>`, and a React host's handler). */
export interface MarkdownEditorProps {
  /** The markdown source. */
  value?: string;
  /** In pixels; 300 by default, never under 200. */
  height?: number;
  readonly?: boolean | string;
  placeholder?: string;
  /** Comma-separated https origins an iframe in the preview may show (the server's `DKP_RICH_TEXT_IFRAME_ORIGINS`); none by default. */
  iframeOrigins?: string;
  onChange?: (value: string) => void;
  testId?: string;
}

/**
 * `<dkp-markdown-editor>` (widgets-admin §2, §9): markdown in CodeMirror 6 beside its preview,
 * which is sanitised by the one rich-text allowlist before it shows; 300 px high (at least
 * 200, the user may drag it taller), its texts in the page's language (simplified Chinese by
 * default). Each change writes `value` and emits `dkp-change` with the source.
 */
export function MarkdownEditor({ value = '', height, readonly, placeholder, iframeOrigins, onChange, testId = 'markdown-editor' }: MarkdownEditorProps) {
  useLocale();
  const [current, setCurrent] = useState(value);
  useEffect(() => setCurrent(value), [value]);
  const host = useElementHost();
  const emit = useEmit();
  const change = (source: string) => {
    setCurrent(source);
    host?.setAttribute('value', source);
    onChange?.(source);
    emit('dkp-change', { value: source, text: source });
  };
  const origins = useMemo(() => (iframeOrigins ?? '').split(',').map((o) => o.trim()).filter(Boolean), [iframeOrigins]);
  const boxHeight = Math.max(MARKDOWN_EDITOR_MIN_HEIGHT, positiveOr(height, MARKDOWN_EDITOR_HEIGHT, 4000));
  return (
    <div className="dkp-md-editor" part="editor" data-testid={testId} style={{ height: boxHeight }}>
      <Suspense fallback={<div className="dkp-code-loading">{msg('编辑器加载中…')}</div>}>
        <MarkdownWorkspace value={current} onChange={change} readOnly={isOn(readonly)} placeholder={placeholder} iframeOrigins={origins} testId={testId} />
      </Suspense>
    </div>
  );
}
