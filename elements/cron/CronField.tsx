import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useLocale } from '../../shared/i18n/index.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import '../shoelace/icon-base.ts';

// The editor (and the scheduler's cron library with it) loads on the first opening.
const CronEditor = lazy(() => import('./CronEditor.tsx'));

/** Props of {@link CronField}. */
export interface CronFieldProps {
  /** The expression. */
  value: string;
  /** Told of the new expression: chosen in the editor, or typed and left. */
  onChange(expression: string): void;
  placeholder?: string | undefined;
  hideYear?: boolean;
  wide?: boolean;
  timeZone?: string | undefined;
  /** `<testId>-input`, `<testId>-open` inside; the editor is `cron-editor`. */
  testId?: string;
  /** The input's accessible name (a form's label). */
  label?: string | undefined;
}

/**
 * The cron field of a form (widgets-admin §2, for push plans and scheduled jobs): the
 * expression in a text box (typed expressions count when the box is left or Enter is
 * pressed) and a button opening the full editor, whose OK sets the value.
 */
export function CronField({ value, onChange, placeholder, hideYear = false, wide = false, timeZone, testId = 'cron-field', label }: CronFieldProps) {
  useLocale();
  const [draft, setDraft] = useState(value);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    const next = draft.trim().split(/\s+/).join(' ');
    if (next !== value) onChange(next);
  };
  return (
    <div className="dkp-cron-field" part="field" data-testid={testId}>
      <input value={draft} placeholder={placeholder ?? msg('请输入cron表达式')} spellCheck={false} autoComplete="off" aria-label={label ?? msg('Cron表达式')}
        part="input" data-testid={`${testId}-input`}
        onChange={(event) => setDraft(event.currentTarget.value)} onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // In a form, Enter only takes the expression: the form saves by its own button.
          event.preventDefault();
          commit();
        }} />
      <SlButton size="small" part="button" data-testid={`${testId}-open`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}>{msg('选择')}</SlButton>
      {opened ? (
        <Suspense fallback={null}>
          <CronEditor open={open} value={draft} hideYear={hideYear} wide={wide} timeZone={timeZone} onCancel={() => setOpen(false)}
            onOk={(expression) => {
              setOpen(false);
              setDraft(expression);
              if (expression !== value) onChange(expression);
            }} />
        </Suspense>
      ) : null}
    </div>
  );
}
