import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkQuartz, nextFireTimes } from './quartz.ts';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());
const FROM = new Date('2026-01-30T23:59:58Z');

describe('Quartz cron expressions (widgets-admin §2, issue 13)', () => {
  it('reads seconds and a year', () => {
    assert.deepEqual(iso(nextFireTimes('0/5 * * * * ? *', 3, FROM, 'UTC')), ['2026-01-31T00:00:00.000Z', '2026-01-31T00:00:05.000Z', '2026-01-31T00:00:10.000Z']);
    assert.deepEqual(nextFireTimes('0 0 12 * * ? 2019', 10, FROM, 'UTC'), [], 'a past year never fires');
  });

  it('reads L, W, LW, # and weekdays Sunday 1 … Saturday 7', () => {
    assert.deepEqual(iso(nextFireTimes('0 0 9 L * ?', 2, FROM, 'UTC')), ['2026-01-31T09:00:00.000Z', '2026-02-28T09:00:00.000Z']);
    // 2026-02-15 is a Sunday: the nearest weekday is Monday the 16th.
    assert.deepEqual(iso(nextFireTimes('0 0 9 15W * ?', 2, FROM, 'UTC')), ['2026-02-16T09:00:00.000Z', '2026-03-16T09:00:00.000Z']);
    // 2026-01-31 is a Saturday: the last weekday of January is Friday the 30th (past); of February, Friday the 27th.
    assert.deepEqual(iso(nextFireTimes('0 0 9 LW * ?', 1, FROM, 'UTC')), ['2026-02-27T09:00:00.000Z']);
    assert.deepEqual(iso(nextFireTimes('0 0 9 ? * 2#1', 2, FROM, 'UTC')), ['2026-02-02T09:00:00.000Z', '2026-03-02T09:00:00.000Z'], 'the first Monday');
    assert.deepEqual(iso(nextFireTimes('0 0 9 ? * 1', 1, FROM, 'UTC')), ['2026-02-01T09:00:00.000Z'], '1 is Sunday');
  });

  it('reads L-n, n days before the month ends', () => {
    assert.deepEqual(iso(nextFireTimes('0 30 8 L-2 * ?', 3, FROM, 'UTC')), ['2026-02-26T08:30:00.000Z', '2026-03-29T08:30:00.000Z', '2026-04-28T08:30:00.000Z']);
    // February 2026 has 28 days: L-3 is the 25th, whose last fire is 23:59:40; then March's 28th.
    assert.deepEqual(iso(nextFireTimes('0/20 * * L-3 * ?', 2, new Date('2026-02-25T23:59:50Z'), 'UTC')), ['2026-03-28T00:00:00.000Z', '2026-03-28T00:00:20.000Z']);
  });

  it('computes in the given time zone', () => {
    assert.deepEqual(iso(nextFireTimes('0 0 9 * * ?', 1, FROM, 'Asia/Shanghai')), ['2026-01-31T01:00:00.000Z']);
    assert.deepEqual(iso(nextFireTimes('0 0 9 L-1 * ?', 1, FROM, 'Asia/Shanghai')), ['2026-02-27T01:00:00.000Z']);
  });

  it('refuses what Quartz refuses', () => {
    assert.deepEqual(checkQuartz('* * * * *'), { ok: false, problem: 'parts' });
    assert.deepEqual(checkQuartz('0 0 9 * * *'), { ok: false, problem: 'dayAndWeek' });
    assert.deepEqual(checkQuartz('0 0 9 ? * ?'), { ok: false, problem: 'dayAndWeek' });
    assert.equal(checkQuartz('0 0 25 * * ?').ok, false);
    assert.equal(checkQuartz('0 0 9 L-31 * ?').ok, false);
    assert.equal(checkQuartz('0 0 9 1-5 * ? 2030').ok, true);
    assert.deepEqual(nextFireTimes('nonsense', 10), []);
  });
});
