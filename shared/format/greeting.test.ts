import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dayPart, greetingText } from './greeting.ts';

describe('greeting by hour (portal-shell §9)', () => {
  test('before 9 morning, to 11 forenoon, to 13 noon, before 20 afternoon, otherwise evening', () => {
    const parts = Array.from({ length: 24 }, (_, hour) => dayPart(hour));
    assert.deepEqual(parts, [
      'morning', 'morning', 'morning', 'morning', 'morning', 'morning', 'morning', 'morning', 'morning',
      'forenoon', 'forenoon', 'forenoon',
      'noon', 'noon',
      'afternoon', 'afternoon', 'afternoon', 'afternoon', 'afternoon', 'afternoon',
      'evening', 'evening', 'evening', 'evening',
    ]);
  });

  test('greets in the source language by default', () => {
    assert.deepEqual(
      (['morning', 'forenoon', 'noon', 'afternoon', 'evening'] as const).map(greetingText),
      ['早上好', '上午好', '中午好', '下午好', '晚上好'],
    );
  });
});
