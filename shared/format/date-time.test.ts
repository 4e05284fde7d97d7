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

describe('formatDateTime in a time zone', () => {
  test('writes the same YYYY/MM/DD HH:mm:ss in the zone asked for', () => {
    const when = Date.UTC(2026, 10, 23, 12, 33, 14);
    assert.equal(formatDateTime(when, 'Asia/Shanghai'), '2026/11/23 20:33:14');
    assert.equal(formatDateTime(new Date(when).toISOString(), 'UTC'), '2026/11/23 12:33:14');
    assert.equal(formatDateTime(Date.UTC(2026, 0, 1, 0, 0, 0), 'UTC'), '2026/01/01 00:00:00');
  });

  test('refuses a zone it does not know', () => {
    assert.throws(() => formatDateTime(0, 'Mars/Olympus'), RangeError);
  });
});

describe("formatDateTime of the API's yyyy-MM-dd HH:mm:ss", () => {
  test("reads the text in the server's zone, not the reader's", async () => {
    const { readServerTimeZoneFrom } = await import('./date-time.ts');
    try {
      readServerTimeZoneFrom(() => 'Asia/Shanghai');
      // 20:33:14 in Shanghai is 12:33:14 UTC and 07:33:14 in New York.
      assert.equal(formatDateTime('2026-11-23 20:33:14', 'UTC'), '2026/11/23 12:33:14');
      assert.equal(formatDateTime('2026-11-23 20:33:14', 'America/New_York'), '2026/11/23 07:33:14');
      assert.equal(formatDateTime('2026-11-23T12:33:14.000Z', 'Asia/Shanghai'), '2026/11/23 20:33:14', 'ISO still reads as its instant');
    } finally {
      readServerTimeZoneFrom(() => null);
    }
  });

  test('takes an unknown server zone as none rather than failing every date', async () => {
    const { getServerTimeZone, readServerTimeZoneFrom } = await import('./date-time.ts');
    readServerTimeZoneFrom(() => 'Mars/Olympus');
    try {
      assert.equal(getServerTimeZone(), null);
      assert.equal(formatDateTime('2026-01-05 07:03:09'), '2026/01/05 07:03:09');
    } finally {
      readServerTimeZoneFrom(() => null);
    }
  });

  test('without a server zone, reads the text in the local zone (a server in the same zone)', () => {
    assert.equal(formatDateTime('2026-01-05 07:03:09'), '2026/01/05 07:03:09');
  });
});
