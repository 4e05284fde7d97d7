import { msg } from '@lit/localize';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { COMPACT_UNITS, compactExpression, defaultPart, readCompact, withMode, type CompactUnit, type CronMode, type CronPart } from './cron-parts.ts';
import { CronPartTab } from './CronPartTab.tsx';
import { CronPreviewList } from './CronPreviewList.tsx';
import { modeLabel, partLabel } from './cron-texts.ts';

/** Props of {@link CronCompact}. */
export interface CronCompactProps {
  value: string;
  onChange(expression: string): void;
  timeZone?: string | undefined;
}

const TABS: readonly CronMode[] = ['every', 'range', 'loop', 'specify'];

/**
 * The compact cron editor (widgets-admin §2 "A compact editor has tabs every minute, range,
 * loop, specify"): one unit (second, minute — the default — or hour) set by four tabs, the
 * smaller units 0 and the larger every; the expression and its next fire times below. An
 * expression it cannot show (a day, a month…) is said so, and a change replaces it.
 */
export default function CronCompact({ value, onChange, timeZone }: CronCompactProps) {
  // An empty value shows the default, every minute, until a change writes one.
  const read = readCompact(value) ?? (value.trim() === '' ? { unit: 'minute' as const, part: defaultPart('minute') } : null);
  const [unit, setUnit] = useState<CompactUnit>(read?.unit ?? 'minute');
  const [part, setPart] = useState<CronPart>(read?.part ?? defaultPart('minute'));
  useLocale();
  // Its own change comes back as the value: kept as set (`0 0 * * * ?` stays minute 0, not every hour).
  const own = useRef<string | null>(null);
  useEffect(() => {
    if (value === own.current) return;
    const again = readCompact(value);
    if (!again) return;
    setUnit(again.unit);
    setPart(again.part);
  }, [value]);
  const expression = read && value.trim() ? value.trim() : compactExpression(unit, part);
  const change = (nextUnit: CompactUnit, next: CronPart) => {
    setUnit(nextUnit);
    setPart(next);
    own.current = compactExpression(nextUnit, next);
    onChange(own.current);
  };
  return (
    <div className="dkp-cron-compact" part="compact" data-testid="cron-compact">
      <div className="dkp-cron-compact-head">
        <label>
          {msg('单位')}{' '}
          <select value={unit} data-testid="cron-compact-unit"
            onChange={(event) => {
              const next = event.currentTarget.value as CompactUnit;
              change(next, { ...defaultPart(next), mode: part.mode === 'custom' ? 'every' : part.mode });
            }}>
            {COMPACT_UNITS.map((u) => <option key={u} value={u}>{partLabel(u)}</option>)}
          </select>
        </label>
        <div role="tablist" className="dkp-cron-compact-tabs" aria-label={partLabel(unit)}>
          {TABS.map((mode) => (
            <button type="button" role="tab" key={mode} aria-selected={read !== null && part.mode === mode} data-testid={`cron-compact-tab-${mode}`}
              className={read !== null && part.mode === mode ? 'dkp-cron-tab-on' : ''}
              onClick={() => change(unit, withMode(part.mode === 'custom' ? defaultPart(unit) : part, mode))}>
              {modeLabel(unit, mode)}
            </button>
          ))}
        </div>
      </div>
      {read ? null : <p className="dkp-cron-note" data-testid="cron-compact-other">{msg('该表达式需用完整编辑器编辑；在此修改将替换它。')}</p>}
      {read && part.mode !== 'every' ? (
        <div role="tabpanel">
          <CronPartTab name={unit} part={part} modes={[part.mode]} onChange={(next) => change(unit, next)} />
        </div>
      ) : null}
      <div>{msg('表达式')}: <code data-testid="cron-compact-expression">{expression || '—'}</code></div>
      <CronPreviewList expression={expression} timeZone={timeZone} />
    </div>
  );
}
