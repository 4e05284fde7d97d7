import assert from 'node:assert/strict';
import { test } from 'node:test';
import { joinRange, rangeQuery, rangeReversed, splitRange } from './date-range.ts';
import { listQueryOf } from './list-params.ts';
import { sysLogResource } from '../resources/sys-log.ts';

const local = (y: number, m: number, d: number, ms = 0) => new Date(new Date(y, m - 1, d).getTime() + ms).toISOString();

test('a range filter holds two days, either end open, and joins to nothing when both are', () => {
  assert.equal(joinRange('2026-01-02', '2026-01-05'), '2026-01-02,2026-01-05');
  assert.equal(joinRange('', '2026-01-05'), ',2026-01-05');
  assert.equal(joinRange(' ', ''), '');
  assert.deepEqual(splitRange('2026-01-02,'), { from: '2026-01-02', to: '' });
  assert.deepEqual(splitRange(undefined), { from: '', to: '' });
  assert.equal(rangeReversed('2026-01-05,2026-01-02'), true);
  assert.equal(rangeReversed('2026-01-02,2026-01-02'), false);
  assert.equal(rangeReversed(',2026-01-02'), false);
});

test('the list URL names the ends as <field>_begin and <field>_end: the from-day\'s first and the to-day\'s last moment, local time', () => {
  assert.deepEqual(rangeQuery('createTime', '2026-01-02,2026-01-05'), {
    createTime_begin: local(2026, 1, 2), createTime_end: local(2026, 1, 6, -1),
  });
  assert.deepEqual(rangeQuery('createTime', ',2026-02-28'), { createTime_end: local(2026, 3, 1, -1) });
  assert.deepEqual(rangeQuery('createTime', ''), {});
  const query = listQueryOf(sysLogResource, { filters: { createTime: '2026-01-02,', username: 'zhang', logType: '3' } });
  assert.deepEqual(query, { column: 'createTime', order: 'desc', createTime_begin: local(2026, 1, 2), username: 'zhang', logType: '3' });
});
