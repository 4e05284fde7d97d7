import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readSearchQuery, readSearchQueryOf, searchResultsPath } from './search-page.ts';

test('the search-results path carries the trimmed, encoded key and category 1; blank input opens nothing', () => {
  assert.equal(searchResultsPath('  销售 & report '), '/dashboard/analysis?mode=SearchList&key=%E9%94%80%E5%94%AE%20%26%20report&category=1');
  assert.equal(searchResultsPath('   '), null);
});

test('a search-results location reads back its key and category', () => {
  const path = searchResultsPath('100% a_b')!;
  assert.deepEqual(readSearchQueryOf(path), { key: '100% a_b', category: '1' });
  assert.deepEqual(readSearchQuery('/dashboard/analysis/', '?mode=SearchList&key=%20x%20&category=7'), { key: 'x', category: '1' });
  assert.deepEqual(readSearchQuery('/dashboard/analysis', '?mode=SearchList'), { key: '', category: '1' });
});

test('other pages and other modes are not the search-results page', () => {
  assert.equal(readSearchQuery('/dashboard/analysis', ''), null);
  assert.equal(readSearchQuery('/dashboard/analysis', '?mode=detail&key=x'), null);
  assert.equal(readSearchQuery('/news', '?mode=SearchList&key=x'), null);
  assert.equal(readSearchQueryOf('/dashboard/analysis'), null);
});
