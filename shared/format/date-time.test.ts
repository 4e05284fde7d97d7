import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatDateTime } from './date-time.ts';

describe('formatDateTime', () => {
  test('writes YYYY/MM/DD HH:mm:ss with leading zeros, in local time', () => {
    assert.equal(formatDateTime(new Date(2026, 0, 5, 7, 3, 9)), '2026/01/05 07:03:09');
    assert.equal(formatDateTime(new Date(2026, 11, 31, 23, 59, 58)), '2026/12/31 23:59:58');
  });

  test('accepts epoch milliseconds', () => {
    const when = new Date(2025, 5, 15, 12, 0, 0);
    assert.equal(formatDateTime(when.getTime()), '2025/06/15 12:00:00');
  });
});
