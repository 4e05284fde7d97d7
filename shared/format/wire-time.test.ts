import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatWireDateTime, parseWireDateTime, zoneOffsetMs } from './wire-time.ts';

describe('times on the wire (yyyy-MM-dd HH:mm:ss in the server zone)', () => {
  const instant = new Date(Date.UTC(2026, 10, 23, 12, 33, 14));

  test('writes an instant as the wall time of the zone', () => {
    assert.equal(formatWireDateTime(instant, 'Asia/Shanghai'), '2026-11-23 20:33:14');
    assert.equal(formatWireDateTime(instant, 'UTC'), '2026-11-23 12:33:14');
    assert.equal(formatWireDateTime(instant, 'America/New_York'), '2026-11-23 07:33:14');
  });

  test('reads the server form back to the same instant in every zone', () => {
    for (const zone of ['Asia/Shanghai', 'UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata']) {
      assert.equal(parseWireDateTime(formatWireDateTime(instant, zone), zone)?.getTime(), instant.getTime(), zone);
    }
  });

  test('reads a day alone as its first moment, and a T between day and time', () => {
    assert.equal(parseWireDateTime('2026-11-23', 'Asia/Shanghai')?.toISOString(), '2026-11-22T16:00:00.000Z');
    assert.equal(parseWireDateTime('2026-11-23T20:33:14', 'Asia/Shanghai')?.getTime(), instant.getTime());
  });

  test('reads ISO 8601 with a zone as the instant it names, whatever zone is given', () => {
    assert.equal(parseWireDateTime('2026-11-23T12:33:14.000Z', 'Asia/Shanghai')?.getTime(), instant.getTime());
    assert.equal(parseWireDateTime('2026-11-23T20:33:14+08:00', 'America/New_York')?.getTime(), instant.getTime());
  });

  test('refuses days and hours that do not exist, and text that is no time', () => {
    for (const text of ['2026-02-30 00:00:00', '2026-05-01 24:00:00', '2026-02-30T00:00:00Z', '2026-05-01T24:00:00Z', 'May 1, 2026', '1', '2026', '2026-13-01', '']) {
      assert.equal(parseWireDateTime(text, 'UTC'), null, text);
    }
  });

  test('crosses a daylight-saving change in the server zone', () => {
    // Berlin: 2026-03-29 02:00 CET becomes 03:00 CEST; 2026-10-25 03:00 CEST becomes 02:00 CET.
    assert.equal(parseWireDateTime('2026-03-29 03:30:00', 'Europe/Berlin')?.toISOString(), '2026-03-29T01:30:00.000Z');
    assert.equal(parseWireDateTime('2026-03-29 01:30:00', 'Europe/Berlin')?.toISOString(), '2026-03-29T00:30:00.000Z');
    assert.equal(zoneOffsetMs(new Date('2026-07-01T00:00:00Z'), 'Europe/Berlin'), 2 * 3600_000);
  });
});
