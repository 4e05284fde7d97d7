import { msg } from '@lit/localize';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { useElementHost, useEmit } from '../define/element-host.ts';
import { positiveOr } from '../define/size-attribute.ts';
import { isOn } from '../pickers/flag.ts';
import { RICH_TEXT_IMAGE_BIZ } from './rich-text-image.ts';

// Tiptap, ProseMirror and the page's sanitiser load with the first rich-text editor shown.
const RichTextWorkspace = lazy(() => import('./RichTextWorkspace.tsx'));

/** The rich-text editor's height (widgets-admin §9). */
export const RICH_TEXT_EDITOR_HEIGHT = 300;

/** Props of {@link RichTextEditor} (the attributes of `<dkp-rich-text-editor>`, and a React host's handler). */
export interface RichTextEditorProps {
  /** The HTML; cleaned by the rich-text allowlist before it is shown. */
  value?: string;
  /** In pixels; 300 by default. */
  height?: number;
  readonly?: boolean | string;
  placeholder?: string;
  /** The upload folder of inserted images; `jeditor` by default. */
  biz?: string;
  /** Comma-separated https origins an iframe in the content may show (the server's `DKP_RICH_TEXT_IFRAME_ORIGINS`); none by default. */
  iframeOrigins?: string;
  onChange?: (html: string) => void;
  testId?: string;
}

/**
 * `<dkp-rich-text-editor>` (widgets-admin §2, §9): Tiptap, 300 px high, font sizes 8–36 pt,
 * images uploaded to `/sys/common/upload` with `biz=jeditor`. Each change writes `value` and
 * emits `dkp-change` with the HTML (`value`) and its plain text (`text`).
 */
export function RichTextEditor({ value = '', height, readonly, placeholder, biz, iframeOrigins, onChange, testId = 'rich-text-editor' }: RichTextEditorProps) {
  useLocale();
  const [current, setCurrent] = useState(value);
  useEffect(() => setCurrent(value), [value]);
  const host = useElementHost();
  const emit = useEmit();
  const change = (html: string) => {
    setCurrent(html);
    host?.setAttribute('value', html);
    onChange?.(html);
    emit('dkp-change', { value: html, text: textOf(html) });
  };
  const origins = useMemo(() => (iframeOrigins ?? '').split(',').map((o) => o.trim()).filter(Boolean), [iframeOrigins]);
  return (
    <div className="dkp-rte" part="editor" data-testid={testId} style={{ height: positiveOr(height, RICH_TEXT_EDITOR_HEIGHT, 4000) }}>
      <Suspense fallback={<div className="dkp-code-loading">{msg('编辑器加载中…')}</div>}>
        <RichTextWorkspace value={current} onChange={change} readOnly={isOn(readonly)} placeholder={placeholder} biz={biz?.trim() || RICH_TEXT_IMAGE_BIZ}
          iframeOrigins={origins} host={host} testId={testId} />
      </Suspense>
    </div>
  );
}

/** The text of `html` as a reader sees it (parsed inert, never rendered). */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
