import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, jumpTarget, pageCount, pageItems, pageRange } from './paging.ts';

test('sizes 10, 20 and 30, ten by default (portal-shell §9)', () => {
  assert.deepEqual([...PAGE_SIZE_OPTIONS], [10, 20, 30]);
  assert.equal(DEFAULT_PAGE_SIZE, 10);
});

test('the range of a page, clipped to the total; an empty list is 0–0 on one page', () => {
  assert.deepEqual(pageRange({ pageNo: 1, pageSize: 10, total: 25 }), [1, 10]);
  assert.deepEqual(pageRange({ pageNo: 3, pageSize: 10, total: 25 }), [21, 25]);
  assert.deepEqual(pageRange({ pageNo: 1, pageSize: 10, total: 0 }), [0, 0]);
  assert.equal(pageCount({ pageSize: 10, total: 0 }), 1);
  assert.equal(pageCount({ pageSize: 20, total: 41 }), 3);
});

test('a jump goes to a whole page within the list, or nowhere', () => {
  const paging = { pageSize: 10, total: 25 };
  assert.equal(jumpTarget('2', paging), 2);
  assert.equal(jumpTarget(' 9 ', paging), 3);
  assert.equal(jumpTarget('0', paging), 1);
  for (const bad of ['', ' ', 'x', '1.5']) assert.equal(jumpTarget(bad, paging), null, bad);
});

test('page buttons: all up to seven, else first, last and neighbours with gaps', () => {
  assert.deepEqual(pageItems(1, 3), [1, 2, 3]);
  assert.deepEqual(pageItems(1, 7), [1, 2, 3, 4, 5, 6, 7]);
  assert.deepEqual(pageItems(1, 20), [1, 2, 3, 4, 5, 6, 'gap', 20]);
  assert.deepEqual(pageItems(10, 20), [1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  assert.deepEqual(pageItems(20, 20), [1, 'gap', 15, 16, 17, 18, 19, 20]);
  assert.deepEqual(pageItems(4, 9), [1, 2, 3, 4, 5, 6, 'gap', 9]);
});
