import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CRON_PART_NAMES, changePart, clampPart, defaultPart, defaultParts, DEFAULT_EXPRESSION, formatFireTime, parseExpression, parsePart,
  PART_LIMITS, PART_MODES, serialisePart, serialiseParts, toggleSpecify, withMode, type CronPart, type CronPartName, type CronParts,
} from './cron-parts.ts';
import { previewCron, PREVIEW_COUNT } from './cron-preview.ts';

const NOW = new Date(2026, 10, 25, 1, 0, 0);
const parts = (expression: string): CronParts => parseExpression(expression, defaultParts(NOW))!;
const set = (name: CronPartName, patch: Partial<CronPart>, from = defaultParts(NOW)) => changePart(from, name, { ...from[name], ...patch });

describe('cron parts: defaults and ranges (widgets-admin §5, §9)', () => {
  it('defaults every part to * and week to ?; seconds range 0-59, loop from 0 every 1; hours 0-23', () => {
    assert.equal(serialiseParts(defaultParts(NOW)), DEFAULT_EXPRESSION);
    const second = defaultPart('second', NOW);
    assert.deepEqual([second.rangeStart, second.rangeEnd, second.loopStart, second.loopInterval], [0, 59, 0, 1]);
    const hour = defaultPart('hour', NOW);
    assert.deepEqual([hour.rangeStart, hour.rangeEnd, hour.loopInterval], [0, 23, 1]);
    const year = defaultPart('year', NOW);
    assert.deepEqual([year.rangeStart, year.rangeEnd, year.loopStart], [2026, 2126, 2026], 'this year to +100, never a past year');
  });

  it('keeps every number inside its part: second/minute 0-59, hour 0-23, day 1-31, month 1-12, week 1-7, intervals from 1', () => {
    const limits = Object.fromEntries(CRON_PART_NAMES.map((n) => [n, [PART_LIMITS[n].min, PART_LIMITS[n].max]]));
    assert.deepEqual(limits, { second: [0, 59], minute: [0, 59], hour: [0, 23], day: [1, 31], month: [1, 12], week: [1, 7], year: [1, 9999] });
    assert.equal(serialisePart('second', { ...defaultPart('second'), mode: 'range', rangeStart: -5, rangeEnd: 75 }), '0-59');
    assert.equal(serialisePart('hour', { ...defaultPart('hour'), mode: 'loop', loopStart: 30, loopInterval: 0 }), '23/1');
    assert.equal(serialisePart('day', { ...defaultPart('day'), mode: 'specify', specify: [0, 40, 15, 15] }), '1,15,31');
    assert.equal(serialisePart('month', { ...defaultPart('month'), mode: 'range', rangeStart: 0, rangeEnd: 13 }), '1-12');
    assert.equal(serialisePart('week', { ...defaultPart('week'), mode: 'loop', loopStart: 1, loopInterval: 9 }), '1/7', 'week loop interval 1-7');
    assert.equal(serialisePart('year', { ...defaultPart('year'), mode: 'range', rangeStart: 0, rangeEnd: 0 }), '1-1');
    assert.equal(serialisePart('year', { ...defaultPart('year'), mode: 'loop', loopStart: 2030, loopInterval: 0 }), '2030/1');
    assert.deepEqual(clampPart('second', { ...defaultPart('second'), specify: [] }).specify, [0], 'a list is never empty');
  });
});

describe('cron parts: every mode serialises and reads back (widgets-admin §2, §3)', () => {
  const cases: [CronPartName, CronPart['mode'], Partial<CronPart>, string][] = [
    ['second', 'every', {}, '*'],
    ['second', 'range', { rangeStart: 5, rangeEnd: 10 }, '5-10'],
    ['second', 'loop', { loopStart: 0, loopInterval: 5 }, '0/5'],
    ['second', 'specify', { specify: [30, 0, 15] }, '0,15,30'],
    ['minute', 'range', { rangeStart: 0, rangeEnd: 59 }, '0-59'],
    ['minute', 'loop', { loopStart: 10, loopInterval: 15 }, '10/15'],
    ['hour', 'specify', { specify: [9, 18] }, '9,18'],
    ['hour', 'loop', { loopStart: 0, loopInterval: 2 }, '0/2'],
    ['day', 'unset', {}, '?'],
    ['day', 'every', {}, '*'],
    ['day', 'range', { rangeStart: 1, rangeEnd: 15 }, '1-15'],
    ['day', 'loop', { loopStart: 1, loopInterval: 3 }, '1/3'],
    ['day', 'workday', { workday: 15 }, '15W'],
    ['day', 'last', {}, 'L'],
    ['day', 'lastWorkday', {}, 'LW'],
    ['day', 'beforeEnd', { beforeEnd: 3 }, 'L-3'],
    ['day', 'specify', { specify: [1, 15] }, '1,15'],
    ['month', 'range', { rangeStart: 3, rangeEnd: 6 }, '3-6'],
    ['month', 'loop', { loopStart: 1, loopInterval: 3 }, '1/3'],
    ['month', 'specify', { specify: [12] }, '12'],
    ['week', 'unset', {}, '?'],
    ['week', 'every', {}, '*'],
    ['week', 'range', { rangeStart: 2, rangeEnd: 6 }, '2-6'],
    ['week', 'loop', { loopStart: 1, loopInterval: 2 }, '1/2'],
    ['week', 'nth', { weekday: 2, nth: 1 }, '2#1'],
    ['week', 'lastOfMonth', { weekday: 6 }, '6L'],
    ['week', 'specify', { specify: [1, 7] }, '1,7'],
    ['year', 'unset', {}, ''],
    ['year', 'every', {}, '*'],
    ['year', 'range', { rangeStart: 2026, rangeEnd: 2030 }, '2026-2030'],
    ['year', 'loop', { loopStart: 2026, loopInterval: 2 }, '2026/2'],
  ];
  for (const [name, mode, patch, text] of cases) {
    it(`${name} ${mode} → '${text}' and back`, () => {
      assert.ok(PART_MODES[name].includes(mode), `${name} offers ${mode}`);
      const part = { ...defaultPart(name, NOW), mode, ...patch };
      assert.equal(serialisePart(name, part), text);
      const read = parsePart(name, text, defaultPart(name, NOW));
      assert.equal(read.mode, mode);
      assert.equal(serialisePart(name, read), text);
    });
  }

  it('reads * as a loop start (*/5 is 0/5 for seconds, 1/5 for days), one number as a list of one', () => {
    assert.equal(serialisePart('second', parsePart('second', '*/5')), '0/5');
    assert.equal(serialisePart('day', parsePart('day', '*/5')), '1/5');
    assert.deepEqual(parsePart('hour', '7').specify, [7]);
  });

  it('keeps as typed (custom) a text no mode writes or a number out of range, so the tabs never misstate it', () => {
    for (const [name, text] of [['minute', '1-10/2'], ['minute', '5-70'], ['hour', '24'], ['week', 'MON-FRI'], ['week', '8#1'], ['day', '0W'], ['month', 'JAN'], ['second', '?'], ['year', '2026,2027'], ['day', 'L-31']] as const) {
      const part = parsePart(name, text);
      assert.equal(part.mode, 'custom', `${name} '${text}'`);
      assert.equal(serialisePart(name, part), text);
    }
  });

  it('reads a whole expression of six or seven parts, not another count; keeps numbers of other modes from the base', () => {
    const p = parts('0 0/5 9-17 ? * 2#1 2026-2030');
    assert.deepEqual(CRON_PART_NAMES.map((n) => p[n].mode), ['specify', 'loop', 'range', 'unset', 'every', 'nth', 'range']);
    assert.equal(serialiseParts(p), '0 0/5 9-17 ? * 2#1 2026-2030');
    assert.equal(serialiseParts(parts('0 0 12 L-3 * ?')), '0 0 12 L-3 * ?', 'no year stays without year');
    assert.equal(parseExpression('0 0 12 * *'), null);
    assert.equal(parseExpression('0 0 12 * * ? 2026 x'), null);
    assert.equal(parseExpression(''), null);
    const base = set('second', { mode: 'range', rangeStart: 3, rangeEnd: 9 });
    assert.equal(parseExpression('* * * * * ?', base)!.second.rangeStart, 3, 'the range typed before is kept for the range mode');
  });

  it('a specify list toggles values and never empties; switching mode keeps the numbers', () => {
    let part = withMode(defaultPart('minute'), 'specify');
    part = toggleSpecify(part, 30);
    part = toggleSpecify(part, 15);
    assert.equal(serialisePart('minute', part), '0,15,30');
    part = toggleSpecify(toggleSpecify(toggleSpecify(part, 0), 15), 30);
    assert.equal(serialisePart('minute', part), '30', 'the last value stays');
    assert.equal(serialisePart('minute', withMode(withMode(part, 'every'), 'specify')), '30');
  });
});

describe('cron parts: day and week exclude each other (widgets-admin §2)', () => {
  it('setting the day makes the week ?; setting the week makes the day ?', () => {
    const day = set('day', { mode: 'specify', specify: [15] }, parts('0 0 0 ? * 2'));
    assert.equal(serialiseParts(day), '0 0 0 15 * ?');
    const week = set('week', { mode: 'nth', weekday: 6, nth: 2 }, parts('0 0 0 15 * ?'));
    assert.equal(serialiseParts(week), '0 0 0 ? * 6#2');
  });

  it("setting one to 'not set' makes the other every day, so exactly one is ?", () => {
    assert.equal(serialiseParts(set('day', { mode: 'unset' }, parts('0 0 0 15 * ?'))), '0 0 0 ? * *');
    assert.equal(serialiseParts(set('week', { mode: 'unset' }, parts('0 0 0 ? * 2'))), '0 0 0 * * ?');
  });
});

describe('cron parts: interplay (widgets-admin §4)', () => {
  it('minute changed while second is every makes second 0', () => {
    assert.equal(serialiseParts(set('minute', { mode: 'loop', loopStart: 0, loopInterval: 5 })), '0 0/5 * * * ? *');
    assert.equal(serialiseParts(set('minute', { mode: 'every' }, parts('* 5 * * * ?'))), '0 * * * * ?', 'minute set to every');
    assert.equal(serialiseParts(set('minute', { mode: 'loop', loopStart: 0, loopInterval: 5 }, parts('30 * * * * ?'))), '30 0/5 * * * ?', 'a set second stays');
  });

  it('hour changed while minute is every makes minute 0 (and so second 0)', () => {
    assert.equal(serialiseParts(set('hour', { mode: 'specify', specify: [9] })), '0 0 9 * * ? *');
    assert.equal(serialiseParts(set('hour', { mode: 'specify', specify: [9] }, parts('15 30 * * * ?'))), '15 30 9 * * ?');
  });

  it('day or week set while hour is every makes hour 0 (cascading to minute and second)', () => {
    assert.equal(serialiseParts(set('day', { mode: 'last' })), '0 0 0 L * ? *');
    assert.equal(serialiseParts(set('week', { mode: 'lastOfMonth', weekday: 6 })), '0 0 0 ? * 6L *');
    assert.equal(serialiseParts(set('day', { mode: 'specify', specify: [1] }, parts('0 0 8 * * ?'))), '0 0 8 1 * ?', 'a set hour stays');
  });

  it('month changed: day ? and week every makes week 1; week ? and day every makes day 1', () => {
    assert.equal(serialiseParts(set('month', { mode: 'specify', specify: [3] }, parts('0 0 8 ? * *'))), '0 0 8 ? 3 1');
    assert.equal(serialiseParts(set('month', { mode: 'specify', specify: [3] }, parts('0 0 8 * * ?'))), '0 0 8 1 3 ?');
    assert.equal(serialiseParts(set('month', { mode: 'specify', specify: [3] }, parts('0 0 8 15 * ?'))), '0 0 8 15 3 ?', 'a set day stays');
  });

  it('year changed to a range or loop while month is every makes month 1; to every or not set, nothing', () => {
    assert.equal(serialiseParts(set('year', { mode: 'range', rangeStart: 2027, rangeEnd: 2028 }, parts('0 0 8 15 * ?'))), '0 0 8 15 1 ? 2027-2028');
    assert.equal(serialiseParts(set('year', { mode: 'every' }, parts('0 0 8 15 * ?'))), '0 0 8 15 * ? *');
    assert.equal(serialiseParts(set('year', { mode: 'unset' }, parts('0 0 8 15 * ? 2027'))), '0 0 8 15 * ?');
  });
});

describe('cron preview (widgets-admin §2, §9)', () => {
  it('gives the next 10 fire times as yyyy-MM-dd HH:mm:ss, from the scheduler\'s function', () => {
    const preview = previewCron('0 0/30 9 ? * 2#1', new Date(Date.UTC(2026, 10, 25)), 'Asia/Shanghai');
    assert.ok(preview.ok);
    assert.equal(preview.times.length, PREVIEW_COUNT);
    assert.deepEqual(preview.times.slice(0, 3), ['2026-12-07 09:00:00', '2026-12-07 09:30:00', '2027-01-04 09:00:00']);
    for (const t of preview.times) assert.match(t, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('gives no time for a past year, and the problem of an expression that is not one', () => {
    assert.deepEqual(previewCron('0 0 0 1 1 ? 2019', NOW), { ok: true, times: [] });
    assert.deepEqual(previewCron('0 0 0 * * *', NOW), { ok: false, problem: 'dayAndWeek' });
    assert.deepEqual(previewCron('0 0 0 * *', NOW), { ok: false, problem: 'parts' });
    const syntax = previewCron('0 70 0 * * ?', NOW);
    assert.equal(syntax.ok ? '' : syntax.problem, 'syntax');
  });

  it('formats midnight as 00 and pads the year', () => {
    assert.equal(formatFireTime(new Date(Date.UTC(2026, 0, 2, 16, 0, 5)), 'Asia/Shanghai'), '2026-01-03 00:00:05');
  });
});

describe('cron preview: the culprit of an invalid expression', () => {
  it('names the first part the scheduler cannot read', async () => {
    const { findBadPart } = await import('./cron-preview.ts');
    assert.deepEqual(findBadPart('0 70 0 * * ?'), { name: 'minute', text: '70' });
    assert.deepEqual(findBadPart('0 0 0 ? * 9'), { name: 'week', text: '9' });
    assert.deepEqual(findBadPart('0 0 0 1 1 ? 0'), { name: 'year', text: '0' });
    assert.equal(findBadPart('0 0 0 * * ?'), null);
  });
});

describe('cron parts: the compact editor (widgets-admin §2)', () => {
  it('writes every, range, loop and specify of a unit, smaller units 0; reads them back, hour first', async () => {
    const { compactExpression, readCompact } = await import('./cron-parts.ts');
    const minute = defaultPart('minute', NOW);
    assert.equal(compactExpression('minute', minute), '0 * * * * ?');
    assert.equal(compactExpression('minute', { ...minute, mode: 'range', rangeStart: 10, rangeEnd: 20 }), '0 10-20 * * * ?');
    assert.equal(compactExpression('second', { ...defaultPart('second'), mode: 'loop', loopStart: 0, loopInterval: 5 }), '0/5 * * * * ?');
    assert.equal(compactExpression('hour', { ...defaultPart('hour'), mode: 'specify', specify: [9, 18] }), '0 0 9,18 * * ?');
    assert.deepEqual(readCompact('0 0 * * * ?')?.unit, 'hour');
    assert.equal(readCompact('0 0 9,18 * * ?')?.part.mode, 'specify');
    assert.equal(readCompact('0 10-20 * * * ?')?.unit, 'minute');
    assert.equal(readCompact('* * * * * ?')?.unit, 'second');
    assert.equal(readCompact('0 0 8 1 * ?'), null, 'a day: only the full editor shows it');
    assert.equal(readCompact('0 1-10/2 * * * ?'), null);
  });
});
