import { msg } from '@lit/localize';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { useElementHost, useEmit } from '../define/element-host.ts';
import { positiveOr } from '../define/size-attribute.ts';
import { isOn } from '../pickers/flag.ts';

// CodeMirror and its grammars load with the first code editor shown, not with the page.
const CodeMirrorSurface = lazy(() => import('./CodeMirrorSurface.tsx'));

/** The code editor's height and tab size (widgets-admin §9). */
export const CODE_EDITOR_HEIGHT = 240;
export const CODE_EDITOR_TAB_SIZE = 2;

/** Props of {@link CodeEditor} (the attributes of `<dkp-code-editor>`, and a React host's handler). */
export interface CodeEditorProps {
  value?: string;
  /** css, javascript, html, java, objective-c, python, R, shell, sql, swift, vue or markdown; plain text otherwise. */
  mode?: string;
  /** In pixels; 240 by default. */
  height?: number;
  /** Spaces a tab inserts and indents by; 2 by default. */
  tabSize?: number;
  readonly?: boolean | string;
  placeholder?: string;
  /** The text box's accessible name (a form gives its field's label). */
  label?: string;
  /** A React host's handler; the element emits `dkp-change` instead. */
  onChange?: (value: string) => void;
  /** `data-testid` of the box (its text box gets `<testId>-input`). */
  testId?: string;
  /** Marked invalid (a form's message shows under it). */
  invalid?: boolean;
}

/**
 * `<dkp-code-editor>` (widgets-admin §2, §9): CodeMirror 6, 240 px high, tab 2, in one of the
 * listed modes. Each change writes the element's `value` and emits `dkp-change` (`value` and
 * `text`: the code).
 */
export function CodeEditor({ value = '', mode, height, tabSize, readonly, placeholder, label, onChange, testId = 'code-editor', invalid }: CodeEditorProps) {
  useLocale();
  const [current, setCurrent] = useState(value);
  useEffect(() => setCurrent(value), [value]);
  const host = useElementHost();
  const emit = useEmit();
  const change = (code: string) => {
    setCurrent(code);
    host?.setAttribute('value', code);
    onChange?.(code);
    emit('dkp-change', { value: code, text: code });
  };
  return (
    <div className="dkp-code-editor" part="editor" data-testid={testId} aria-invalid={invalid ? true : undefined} style={{ height: positiveOr(height, CODE_EDITOR_HEIGHT, 4000) }}>
      <Suspense fallback={<div className="dkp-code-loading" data-testid={`${testId}-loading`}>{msg('编辑器加载中…')}</div>}>
        <CodeMirrorSurface value={current} onChange={change} mode={mode} tabSize={positiveOr(tabSize, CODE_EDITOR_TAB_SIZE, 16)} readOnly={isOn(readonly)}
          placeholder={placeholder} label={label ?? msg('代码编辑器')} testId={testId} invalid={invalid} />
      </Suspense>
    </div>
  );
}
