import { useLocale } from '../../shared/i18n/index.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useElementHost, useEmit } from '../define/element-host.ts';
import { isOn } from '../pickers/flag.ts';
import { CronField } from './CronField.tsx';

// The compact editor computes its preview at once: it and the cron library load with it.
const CronCompact = lazy(() => import('./CronCompact.tsx'));

/** Props of {@link Cron} (the attributes of `<dkp-cron>`, and a React host's handler). */
export interface CronProps {
  /** The Quartz expression (`0 0/5 * * * ?`). */
  value?: string;
  /** `full` (default): a field opening the full editor; `compact`: the compact editor inline. */
  mode?: string;
  placeholder?: string;
  /** The full editor without its year tab (608 wide). */
  hideYear?: boolean | string;
  /** The full editor 800 wide even without its year tab. */
  wide?: boolean | string;
  /** The scheduler's time zone for the preview (an IANA name); the browser's when omitted. */
  timeZone?: string;
  /** A React host's handler; the element emits `dkp-change` instead. */
  onChange?: (expression: string) => void;
}

/**
 * `<dkp-cron>` (widgets-admin §2 "Cron editors"): the full editor behind a field, or the
 * compact editor. Each change writes the element's `value` attribute and emits `dkp-change`
 * with the expression as `value` and `text`.
 */
export function Cron({ value = '', mode, placeholder, hideYear, wide, timeZone, onChange }: CronProps) {
  useLocale();
  const [current, setCurrent] = useState(value);
  useEffect(() => setCurrent(value), [value]);
  const host = useElementHost();
  const emit = useEmit();
  const change = (expression: string) => {
    setCurrent(expression);
    host?.setAttribute('value', expression);
    onChange?.(expression);
    emit('dkp-change', { value: expression, text: expression });
  };
  if (mode === 'compact') {
    return (
      <Suspense fallback={null}>
        <CronCompact value={current} timeZone={timeZone} onChange={change} />
      </Suspense>
    );
  }
  return <CronField value={current} placeholder={placeholder} hideYear={isOn(hideYear)} wide={isOn(wide)} timeZone={timeZone} onChange={change} />;
}
