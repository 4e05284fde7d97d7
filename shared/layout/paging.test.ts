import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jumpTarget, pageCount, pageRange, pageWindow } from './paging.ts';

test('page count rounds up and keeps one page for an empty list', () => {
  assert.deepEqual([pageCount(0, 10), pageCount(10, 10), pageCount(11, 10), pageCount(31, 30)], [1, 1, 2, 2]);
});

test('the range of a page is 1-based and stops at the total', () => {
  assert.deepEqual(pageRange(1, 10, 23), { from: 1, to: 10 });
  assert.deepEqual(pageRange(3, 10, 23), { from: 21, to: 23 });
  assert.deepEqual(pageRange(1, 10, 0), { from: 0, to: 0 });
});

test('the page window centres on the current page within the bounds', () => {
  assert.deepEqual(pageWindow(1, 3), [1, 2, 3]);
  assert.deepEqual(pageWindow(1, 9), [1, 2, 3, 4, 5]);
  assert.deepEqual(pageWindow(5, 9), [3, 4, 5, 6, 7]);
  assert.deepEqual(pageWindow(9, 9), [5, 6, 7, 8, 9]);
});

test('the quick jumper clamps to the pages there are and ignores non-numbers', () => {
  assert.deepEqual([jumpTarget('2', 3), jumpTarget(' 99 ', 3), jumpTarget('0', 3), jumpTarget('x', 3), jumpTarget('', 3)], [2, 3, 1, null, null]);
});
