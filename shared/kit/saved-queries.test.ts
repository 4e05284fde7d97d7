import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores, keepMount } from 'nanostores';
import type { SavedQuery } from './query-rules.ts';
import {
  decodeSavedQueries, deleteSavedQuery, findSavedQuery, forgetSavedQueryStores, keepSavedQuery, savedQueriesKey, savedQueriesStore,
} from './saved-queries.ts';

useTestStorageEngine();

const BY_NAME: SavedQuery = { title: 'by name', matchType: 'and', records: [{ field: 'name', rule: 'like', val: '张' }] };
const BY_RANK: SavedQuery = { title: 'by rank', matchType: 'or', records: [{ field: 'postRank', rule: 'in', val: 'P1,P2' }] };

describe('saved queries', () => {
  afterEach(() => {
    forgetSavedQueryStores();
    cleanTestStorage();
  });

  test('are kept per page and per user under the dkp: prefix', () => {
    assert.equal(savedQueriesKey('PositionList', 'u1'), 'dkp:saved-queries:u1:PositionList');
    const mine = savedQueriesStore('PositionList', 'u1');
    keepMount(mine);
    keepSavedQuery(mine, BY_NAME);
    assert.deepEqual(JSON.parse(getTestStorage()['dkp:saved-queries:u1:PositionList']!), [BY_NAME]);
    assert.deepEqual(savedQueriesStore('PositionList', 'u2').get(), [], "another user's list is empty");
    assert.deepEqual(savedQueriesStore('UserList', 'u1').get(), [], "another page's list is empty");
    assert.equal(savedQueriesStore('PositionList', 'u1'), mine, 'one store per key');
    cleanStores(mine);
  });

  test('are read back from storage by a fresh store (a reload)', () => {
    keepSavedQuery(savedQueriesStore('PositionList', 'u1'), BY_NAME);
    forgetSavedQueryStores();
    assert.deepEqual(savedQueriesStore('PositionList', 'u1').get(), [BY_NAME]);
  });

  test('saving under an existing name replaces it in place; names are trimmed', () => {
    const store = savedQueriesStore('P', 'u');
    keepSavedQuery(store, BY_NAME);
    keepSavedQuery(store, BY_RANK);
    const changed = { ...BY_NAME, title: ' by name ', matchType: 'or' as const };
    keepSavedQuery(store, changed);
    assert.deepEqual(store.get(), [{ ...changed, title: 'by name' }, BY_RANK]);
    assert.deepEqual(findSavedQuery(store.get(), '  by rank'), BY_RANK);
    assert.equal(findSavedQuery(store.get(), 'other'), undefined);
  });

  test('deleting removes the one named; the last one gone clears the storage key', () => {
    const store = savedQueriesStore('P', 'u');
    keepSavedQuery(store, BY_NAME);
    keepSavedQuery(store, BY_RANK);
    deleteSavedQuery(store, 'by name');
    assert.deepEqual(store.get(), [BY_RANK]);
    deleteSavedQuery(store, 'by rank');
    assert.equal(getTestStorage()[savedQueriesKey('P', 'u')], undefined);
  });

  test('unreadable or malformed stored entries are dropped, never thrown', () => {
    assert.deepEqual(decodeSavedQueries('not json'), []);
    assert.deepEqual(decodeSavedQueries('{"title":"x"}'), []);
    assert.deepEqual(decodeSavedQueries(JSON.stringify([
      BY_NAME, { title: 'bad rule', matchType: 'and', records: [{ field: 'a', rule: 'drop', val: 'x' }] },
      { title: 'bad match', matchType: 'xor', records: [] }, null,
    ])), [BY_NAME]);
    setTestStorageKey(savedQueriesKey('P', 'u'), '[[');
    assert.deepEqual(savedQueriesStore('P', 'u').get(), []);
  });
});
