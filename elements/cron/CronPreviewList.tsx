import { msg } from '@lit/localize';
import { useEffect, useState } from 'react';
import { findBadPart, previewCron, PREVIEW_DEBOUNCE_MS, type CronPreview } from './cron-preview.ts';
import { previewProblem } from './cron-texts.ts';

/** Props of {@link CronPreviewList}. */
export interface CronPreviewListProps {
  expression: string;
  /** The scheduler's time zone (an IANA name); the browser's when omitted. */
  timeZone?: string | undefined;
}

interface Shown {
  expression: string;
  preview: CronPreview;
}
const compute = (expression: string, timeZone?: string): Shown => ({ expression, preview: previewCron(expression, new Date(), timeZone) });

/**
 * The next 10 fire times of an expression (widgets-admin §2, §9), `yyyy-MM-dd HH:mm:ss`, or
 * 'no execution time', or why the expression is not one. Computed at once for the first
 * expression, then 500 ms after the last change (§4), so typing does not recompute per key.
 */
export function CronPreviewList({ expression, timeZone }: CronPreviewListProps) {
  const [shown, setShown] = useState(() => compute(expression, timeZone));
  useEffect(() => {
    if (expression === shown.expression) return undefined;
    const timer = setTimeout(() => setShown(compute(expression, timeZone)), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [expression, timeZone, shown.expression]);
  const { preview } = shown;
  return (
    <section className="dkp-cron-preview" part="preview" data-testid="cron-preview" data-expression={shown.expression} aria-live="polite">
      <header>{msg('最近10次运行时间')}</header>
      {preview.ok && preview.times.length ? (
        <ol data-testid="cron-preview-times">{preview.times.map((t, i) => <li key={i}>{t}</li>)}</ol>
      ) : (
        <p className={preview.ok ? 'dkp-cron-none' : 'dkp-cron-problem'} role={preview.ok ? undefined : 'alert'} data-testid={preview.ok ? 'cron-preview-none' : 'cron-problem'}>
          {previewProblem(preview, preview.ok ? null : findBadPart(shown.expression))}
        </p>
      )}
    </section>
  );
}
