import { msg, str } from '@lit/localize';
import { useEffect, useState, type ReactNode } from 'react';
import { BEFORE_END_LIMITS, clampPart, NTH_LIMITS, PART_LIMITS, PART_MODES, toggleSpecify, type CronMode, type CronPart, type CronPartName } from './cron-parts.ts';
import { modeLabel, partLabel, weekdayLabel } from './cron-texts.ts';

/** Props of {@link CronPartTab}. */
export interface CronPartTabProps {
  name: CronPartName;
  part: CronPart;
  /** Day while the week is set, week while the day is set (widgets-admin §2). */
  disabled?: boolean;
  /** The modes offered (default: all of the part's); one alone shows without its radio (the compact editor's tab). */
  modes?: readonly CronMode[];
  onChange(part: CronPart): void;
}

/** A number box that lets its text be cleared while typing and shows the kept value when left. */
function NumberBox({ testId, value, min, max, label, onValue }: { testId: string; value: number; min: number; max: number; label: string; onValue(n: number): void }) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  return (
    <input type="number" inputMode="numeric" min={min} max={max} value={draft} aria-label={label} data-testid={testId}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        const n = event.currentTarget.valueAsNumber;
        if (Number.isFinite(n)) onValue(n);
      }}
      onBlur={() => setDraft(String(value))} />
  );
}

function WeekdaySelect({ testId, value, label, onValue }: { testId: string; value: number; label: string; onValue(n: number): void }) {
  return (
    <select value={value} aria-label={label} data-testid={testId} onChange={(event) => onValue(Number(event.currentTarget.value))}>
      {[1, 2, 3, 4, 5, 6, 7].map((d) => <option key={d} value={d}>{weekdayLabel(d)}</option>)}
    </select>
  );
}

/**
 * One part's tab of the full editor (widgets-admin §2): a radio per mode of the part, each
 * with the numbers it takes inside the part's range (§5); editing a number chooses its mode.
 * A part typed in a form no mode writes shows as it is, until a mode is chosen.
 */
export function CronPartTab({ name, part, disabled = false, modes = PART_MODES[name], onChange }: CronPartTabProps) {
  const { min, max, maxInterval } = PART_LIMITS[name];
  const id = (what: string) => `cron-${name}-${what}`;
  const put = (mode: CronMode, patch: Partial<CronPart> = {}) => onChange(clampPart(name, { ...part, ...patch, mode }));
  const isWeek = name === 'week';
  const value = (what: string, n: number, lo: number, hi: number, mode: CronMode, key: keyof CronPart, label: string) => (
    <NumberBox testId={id(what)} value={n} min={lo} max={hi} label={label} onValue={(v) => put(mode, { [key]: v })} />
  );
  const day = (what: string, n: number, mode: CronMode, key: keyof CronPart, label: string) =>
    isWeek ? <WeekdaySelect testId={id(what)} value={n} label={label} onValue={(v) => put(mode, { [key]: v })} /> : value(what, n, min, max, mode, key, label);

  const extras: Partial<Record<CronMode, ReactNode>> = {
    range: <>{msg('从')} {day('range-start', part.rangeStart, 'range', 'rangeStart', msg('开始'))} {msg('至')} {day('range-end', part.rangeEnd, 'range', 'rangeEnd', msg('结束'))}</>,
    loop: <>{msg('从')} {day('loop-start', part.loopStart, 'loop', 'loopStart', msg('开始'))} {msg('开始，每隔')} {value('loop-interval', part.loopInterval, 1, maxInterval, 'loop', 'loopInterval', msg('间隔'))}</>,
    workday: value('workday', part.workday, 1, 31, 'workday', 'workday', msg('日期')),
    beforeEnd: value('before-end', part.beforeEnd, BEFORE_END_LIMITS.min, BEFORE_END_LIMITS.max, 'beforeEnd', 'beforeEnd', msg('天数')),
    nth: <>{value('nth', part.nth, NTH_LIMITS.min, NTH_LIMITS.max, 'nth', 'nth', msg('第几个'))} {day('nth-weekday', part.weekday, 'nth', 'weekday', msg('星期几'))}</>,
    lastOfMonth: day('last-weekday', part.weekday, 'lastOfMonth', 'weekday', msg('星期几')),
  };
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const label = partLabel(name);
  return (
    <fieldset className="dkp-cron-modes" disabled={disabled} data-testid={id('modes')} aria-label={label}
      // The editors may sit in a form (the kit's): Enter in a number box must not submit it.
      onKeyDown={(event) => event.key === 'Enter' && (event.target as HTMLElement).localName === 'input' && event.preventDefault()}>
      {disabled ? (
        <p className="dkp-cron-note" data-testid={id('disabled')}>
          {name === 'week' ? msg('已设置“日”，“周”不可用；要按周设置，请先在“日”中选择“不指定”。') : msg('已设置“周”，“日”不可用；要按日设置，请先在“周”中选择“不指定”。')}
        </p>
      ) : null}
      {part.mode === 'custom' ? (
        <p className="dkp-cron-note" data-testid={id('custom')}>{msg(str`当前值“${part.raw}”不属于以下方式；选择一种方式将替换它。`)}</p>
      ) : null}
      {modes.map((mode) => (
        <div className="dkp-cron-mode" key={mode}>
          {modes.length > 1 ? (
            <label>
              <input type="radio" name={id('mode')} checked={part.mode === mode} data-testid={id(`mode-${mode}`)} onChange={() => put(mode)} />
              {modeLabel(name, mode)}
            </label>
          ) : <span>{modeLabel(name, mode)}</span>}
          {extras[mode] ?? null}
          {mode === 'specify' ? (
            <div className={isWeek ? 'dkp-cron-specify dkp-cron-specify-week' : 'dkp-cron-specify'} role="group" aria-label={modeLabel(name, 'specify')}>
              {values.map((n) => (
                <label key={n}>
                  <input type="checkbox" checked={part.mode === 'specify' && part.specify.includes(n)} data-testid={id(`specify-${n}`)}
                    onChange={() => onChange(part.mode === 'specify' ? toggleSpecify(part, n) : { ...part, mode: 'specify', specify: [n] })} />
                  {isWeek ? weekdayLabel(n) : String(n).padStart(2, '0')}
                </label>
              ))}
            </div>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
