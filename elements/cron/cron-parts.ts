/**
 * The parts of a Quartz cron expression as the cron editors edit them (widgets-admin §2
 * "Cron editors", §3 "Cron value parts", §4 "Cron interplay", §5 "Cron", §9): expression ⇄
 * per-part state, the interplay of the parts, and their ranges. Pure: no DOM, no React, no
 * language; the components are thin over it. Weekdays are Quartz's: Sunday 1 … Saturday 7.
 */

/** The parts, in the expression's order (`second minute hour day month week [year]`). */
export const CRON_PART_NAMES = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type CronPartName = (typeof CRON_PART_NAMES)[number];

/**
 * How a part is set. `unset` is `?` (day, week) or no year; `workday` `nW`, `last` `L`,
 * `lastWorkday` `LW`, `beforeEnd` `L-n` (day); `nth` `d#n`, `lastOfMonth` `dL` (week);
 * `custom` keeps a text none of the modes writes (`1-10/2`, `MON-FRI`) as it was typed.
 */
export type CronMode = 'unset' | 'every' | 'range' | 'loop' | 'specify' | 'workday' | 'last' | 'lastWorkday' | 'beforeEnd' | 'nth' | 'lastOfMonth' | 'custom';

/** One part's state: its mode and the numbers of every mode, kept while another mode is chosen. */
export interface CronPart {
  mode: CronMode;
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopInterval: number;
  /** Sorted, distinct, never empty. */
  specify: number[];
  /** Day `nW`: the day whose nearest workday fires. */
  workday: number;
  /** Day `L-n`: days before the month's last day. */
  beforeEnd: number;
  /** Week `d#n` and `dL`: the weekday d (Sunday 1 … Saturday 7). */
  weekday: number;
  /** Week `d#n`: the n-th (1–5) of the month. */
  nth: number;
  /** `custom`: the text as typed. */
  raw: string;
}

/** Every part's state. */
export type CronParts = Record<CronPartName, CronPart>;

/** The lowest and highest value of a part, and the largest loop interval (widgets-admin §5). */
export interface PartLimits {
  min: number;
  max: number;
  maxInterval: number;
}

/**
 * The ranges of §5: second and minute 0–59, hour 0–23, day 1–31, month 1–12, week 1–7
 * (loop interval 1–7). Years: §5 asks start ≥ 0, end ≥ 1, interval ≥ 1; the scheduler's
 * library (croner) reads years 1–9999, so the editors keep to that.
 */
export const PART_LIMITS: Record<CronPartName, PartLimits> = {
  second: { min: 0, max: 59, maxInterval: 59 },
  minute: { min: 0, max: 59, maxInterval: 59 },
  hour: { min: 0, max: 23, maxInterval: 23 },
  day: { min: 1, max: 31, maxInterval: 31 },
  month: { min: 1, max: 12, maxInterval: 12 },
  week: { min: 1, max: 7, maxInterval: 7 },
  year: { min: 1, max: 9999, maxInterval: 9999 },
};

/** The modes each part offers (widgets-admin §2), in the order the editor lists them. */
export const PART_MODES: Record<CronPartName, readonly CronMode[]> = {
  second: ['every', 'range', 'loop', 'specify'],
  minute: ['every', 'range', 'loop', 'specify'],
  hour: ['every', 'range', 'loop', 'specify'],
  day: ['unset', 'every', 'range', 'loop', 'workday', 'last', 'lastWorkday', 'beforeEnd', 'specify'],
  month: ['every', 'range', 'loop', 'specify'],
  week: ['unset', 'every', 'range', 'loop', 'nth', 'lastOfMonth', 'specify'],
  year: ['unset', 'every', 'range', 'loop'],
};

/** Days before the month's end `L-n` accepts (shared/cron/quartz.ts reads 0–30). */
export const BEFORE_END_LIMITS = { min: 1, max: 30 } as const;
/** The n of `d#n`. */
export const NTH_LIMITS = { min: 1, max: 5 } as const;

/**
 * A part in its default state (§9): `*` (week `?`); range the whole span (seconds 0–59, hours
 * 0–23), loop from the lowest value every 1. Years range from this year to 100 years on, so a
 * year chosen without more thought still fires (JeecgBoot's 2019 default never does, #6006).
 */
export function defaultPart(name: CronPartName, now: Date = new Date()): CronPart {
  const { min, max } = PART_LIMITS[name];
  const year = now.getFullYear();
  const isYear = name === 'year';
  return {
    mode: name === 'week' ? 'unset' : 'every',
    rangeStart: isYear ? year : min,
    rangeEnd: isYear ? year + 100 : max,
    loopStart: isYear ? year : min,
    loopInterval: 1,
    specify: [isYear ? year : min],
    workday: 1,
    beforeEnd: 1,
    weekday: 2,
    nth: 1,
    raw: '',
  };
}

/** Every part in its default state: `* * * * * ? *`. */
export function defaultParts(now: Date = new Date()): CronParts {
  return Object.fromEntries(CRON_PART_NAMES.map((name) => [name, defaultPart(name, now)])) as CronParts;
}

/** The default expression of the editors (§9: every part `*`, week `?`). */
export const DEFAULT_EXPRESSION = '* * * * * ? *';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(Number.isFinite(n) ? n : min)));

/** `part` with every number inside its part's range (§5). */
export function clampPart(name: CronPartName, part: CronPart): CronPart {
  const { min, max, maxInterval } = PART_LIMITS[name];
  const specify = [...new Set(part.specify.map((n) => clamp(n, min, max)))].sort((a, b) => a - b);
  return {
    ...part,
    rangeStart: clamp(part.rangeStart, min, max),
    rangeEnd: clamp(part.rangeEnd, min, max),
    loopStart: clamp(part.loopStart, min, max),
    loopInterval: clamp(part.loopInterval, 1, maxInterval),
    specify: specify.length ? specify : [min],
    workday: clamp(part.workday, 1, 31),
    beforeEnd: clamp(part.beforeEnd, BEFORE_END_LIMITS.min, BEFORE_END_LIMITS.max),
    weekday: clamp(part.weekday, 1, 7),
    nth: clamp(part.nth, NTH_LIMITS.min, NTH_LIMITS.max),
  };
}

/** The text of one part (§3: '*', '?', 'a-b', 'a/b', 'nW', 'L', lists; '' for no year). */
export function serialisePart(name: CronPartName, part: CronPart): string {
  const p = clampPart(name, part);
  switch (p.mode) {
    case 'unset': return name === 'year' ? '' : '?';
    case 'every': return '*';
    case 'range': return `${p.rangeStart}-${p.rangeEnd}`;
    case 'loop': return `${p.loopStart}/${p.loopInterval}`;
    case 'specify': return p.specify.join(',');
    case 'workday': return `${p.workday}W`;
    case 'last': return 'L';
    case 'lastWorkday': return 'LW';
    case 'beforeEnd': return `L-${p.beforeEnd}`;
    case 'nth': return `${p.weekday}#${p.nth}`;
    case 'lastOfMonth': return `${p.weekday}L`;
    case 'custom': return part.raw;
  }
}

/** The expression of `parts`: six parts, and the year when it is set. */
export function serialiseParts(parts: CronParts): string {
  return CRON_PART_NAMES.map((name) => serialisePart(name, parts[name])).filter((text) => text !== '').join(' ');
}

const inRange = (name: CronPartName, ...ns: number[]) => ns.every((n) => n >= PART_LIMITS[name].min && n <= PART_LIMITS[name].max);

/**
 * The state of one part's text, starting from `base` (so the other modes keep their numbers).
 * A text no mode writes, or with a number out of the part's range, is `custom`: kept as typed,
 * so the tabs never claim something the expression does not say.
 */
export function parsePart(name: CronPartName, text: string, base: CronPart = defaultPart(name)): CronPart {
  const t = text.trim();
  const custom: CronPart = { ...base, mode: 'custom', raw: t };
  const canUnset = PART_MODES[name].includes('unset');
  if (t === '' && name === 'year') return { ...base, mode: 'unset' };
  if (t === '?') return canUnset && name !== 'year' ? { ...base, mode: 'unset' } : custom;
  if (t === '*') return { ...base, mode: 'every' };
  let m: RegExpExecArray | null;
  if ((m = /^(\d+)-(\d+)$/.exec(t))) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return inRange(name, a, b) ? { ...base, mode: 'range', rangeStart: a, rangeEnd: b } : custom;
  }
  if ((m = /^(\d+|\*)\/(\d+)$/.exec(t))) {
    const start = m[1] === '*' ? PART_LIMITS[name].min : Number(m[1]);
    const interval = Number(m[2]);
    return inRange(name, start) && interval >= 1 && interval <= PART_LIMITS[name].maxInterval ? { ...base, mode: 'loop', loopStart: start, loopInterval: interval } : custom;
  }
  if (/^\d+(,\d+)*$/.test(t)) {
    const list = t.split(',').map(Number);
    if (name === 'year' || !inRange(name, ...list)) return custom;
    return { ...base, mode: 'specify', specify: [...new Set(list)].sort((a, b) => a - b) };
  }
  if (name === 'day') {
    if (t === 'L') return { ...base, mode: 'last' };
    if (t === 'LW') return { ...base, mode: 'lastWorkday' };
    if ((m = /^(\d+)W$/.exec(t)) && inRange('day', Number(m[1]))) return { ...base, mode: 'workday', workday: Number(m[1]) };
    if ((m = /^L-(\d+)$/.exec(t)) && Number(m[1]) >= BEFORE_END_LIMITS.min && Number(m[1]) <= BEFORE_END_LIMITS.max) return { ...base, mode: 'beforeEnd', beforeEnd: Number(m[1]) };
  }
  if (name === 'week') {
    if ((m = /^([1-7])#([1-5])$/.exec(t))) return { ...base, mode: 'nth', weekday: Number(m[1]), nth: Number(m[2]) };
    if ((m = /^([1-7])L$/.exec(t))) return { ...base, mode: 'lastOfMonth', weekday: Number(m[1]) };
  }
  return custom;
}

/**
 * The parts of an expression of six or seven space-separated parts, each read by
 * {@link parsePart} from `base`'s state; `null` for another count of parts (the tabs then
 * keep what they show).
 */
export function parseExpression(expression: string, base: CronParts = defaultParts()): CronParts | null {
  const texts = expression.trim().split(/\s+/);
  if (texts.length < 6 || texts.length > 7 || expression.trim() === '') return null;
  return Object.fromEntries(CRON_PART_NAMES.map((name, i) => [name, parsePart(name, texts[i] ?? '', base[name])])) as CronParts;
}

const isSet = (part: CronPart) => part.mode !== 'unset';
const every = (part: CronPart) => part.mode === 'every';
const only = (part: CronPart, n: number): CronPart => ({ ...part, mode: 'specify', specify: [n] });

/**
 * `parts` after the user set `name` to `next` in its tab, with what follows from it:
 *
 * - Day and week exclude each other: setting one makes the other `?` (its tab is then
 *   disabled); setting one to 'not set' makes the other every day (`*`), so exactly one is
 *   `?`, as Quartz requires.
 * - The interplay of §4, each rule on a part that changed, and on what it changed in turn
 *   (as JeecgBoot's editor's watchers cascade): minute changed with second every → second 0;
 *   hour changed with minute every → minute 0; day or week changed to something set with hour
 *   every → hour 0; month changed with day `?` and week every → week 1 (Sunday), or with week
 *   `?` and day every → day 1; year changed to a range or loop with month every → month 1.
 *
 * An expression typed in the text box is taken as typed: these rules follow tab changes only.
 */
export function changePart(parts: CronParts, name: CronPartName, next: CronPart): CronParts {
  const result: CronParts = { ...parts, [name]: next };
  const changed: CronPartName[] = [name];
  const set = (part: CronPartName, value: CronPart) => {
    if (serialisePart(part, value) === serialisePart(part, result[part])) return;
    result[part] = value;
    changed.push(part);
  };
  if (name === 'day' || name === 'week') {
    const other = name === 'day' ? 'week' : 'day';
    if (isSet(next)) set(other, { ...result[other], mode: 'unset' });
    else if (!isSet(result[other])) set(other, { ...result[other], mode: 'every' });
  }
  for (let i = 0; i < changed.length && i < 32; i++) {
    const part = changed[i]!;
    if (part === 'minute' && every(result.second)) set('second', only(result.second, 0));
    if (part === 'hour' && every(result.minute)) set('minute', only(result.minute, 0));
    if ((part === 'day' || part === 'week') && isSet(result[part]) && every(result.hour)) set('hour', only(result.hour, 0));
    if (part === 'month') {
      if (!isSet(result.day) && every(result.week)) set('week', only(result.week, 1));
      else if (!isSet(result.week) && every(result.day)) set('day', only(result.day, 1));
    }
    if (part === 'year' && isSet(result.year) && !every(result.year) && every(result.month)) set('month', only(result.month, 1));
  }
  return result;
}

/** `part` switched to `mode`, keeping its numbers (a specify list is never empty). */
export function withMode(part: CronPart, mode: CronMode): CronPart {
  return { ...part, mode };
}

/** `part` with `value` added to or taken from its specify list; the last value stays (a list is never empty). */
export function toggleSpecify(part: CronPart, value: number): CronPart {
  const has = part.specify.includes(value);
  if (has && part.specify.length === 1) return { ...part, mode: 'specify' };
  const specify = has ? part.specify.filter((n) => n !== value) : [...part.specify, value].sort((a, b) => a - b);
  return { ...part, mode: 'specify', specify };
}

export { formatFireTime } from '../../shared/cron/quartz.ts';

/** The units the compact editor sets (widgets-admin §2 "A compact editor"). */
export const COMPACT_UNITS = ['second', 'minute', 'hour'] as const;
export type CompactUnit = (typeof COMPACT_UNITS)[number];

/**
 * The expression of the compact editor: `part` in `unit`, the smaller units 0 (as §4's
 * interplay makes them), the larger ones every, week `?`, no year.
 */
export function compactExpression(unit: CompactUnit, part: CronPart): string {
  const text = serialisePart(unit, part);
  if (unit === 'second') return `${text} * * * * ?`;
  if (unit === 'minute') return `0 ${text} * * * ?`;
  return `0 0 ${text} * * ?`;
}

/**
 * The unit and part of an expression the compact editor writes (hour first, so `0 0 * * * ?`
 * is every hour), or `null` for an expression only the full editor shows.
 */
export function readCompact(expression: string): { unit: CompactUnit; part: CronPart } | null {
  const t = expression.trim().split(/\s+/);
  if (t.length !== 6 || t.slice(3).join(' ') !== '* * ?') return null;
  const [second, minute, hour] = t as [string, string, string];
  const fits = (unit: CompactUnit, text: string) => {
    const part = parsePart(unit, text);
    return PART_MODES[unit].includes(part.mode) ? { unit, part } : null;
  };
  if (second === '0' && minute === '0') return fits('hour', hour);
  if (second === '0' && hour === '*') return fits('minute', minute);
  if (minute === '*' && hour === '*') return fits('second', second);
  return null;
}
