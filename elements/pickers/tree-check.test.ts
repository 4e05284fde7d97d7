import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { partlyChecked, toggleChecked, type CheckNode } from './tree-check.ts';
import { pickedOf, splitValues } from './value-list.ts';

// A company with two departments, the first with two teams.
const TREE: CheckNode[] = [{ id: 'co', children: [{ id: 'd1', children: [{ id: 't1' }, { id: 't2' }] }, { id: 'd2' }] }];
const ids = (set: Set<string>) => [...set].sort();

describe('tree checking', () => {
  it('single keeps one node checked: checking another replaces it, checking it again clears', () => {
    const one = toggleChecked(TREE, new Set(), 'd1', 'single');
    assert.deepEqual(ids(one), ['d1']);
    assert.deepEqual(ids(toggleChecked(TREE, one, 't2', 'single')), ['t2']);
    assert.deepEqual(ids(toggleChecked(TREE, one, 'd1', 'single')), []);
  });

  it('unlinked checks the node alone', () => {
    const parent = toggleChecked(TREE, new Set(), 'd1', 'unlinked');
    assert.deepEqual(ids(parent), ['d1']);
    const both = toggleChecked(TREE, parent, 't1', 'unlinked');
    assert.deepEqual(ids(both), ['d1', 't1']);
    assert.deepEqual(ids(toggleChecked(TREE, both, 'd1', 'unlinked')), ['t1']);
  });

  it('linked checks the subtree, and a parent once all its children are', () => {
    const d1 = toggleChecked(TREE, new Set(), 'd1', 'linked');
    assert.deepEqual(ids(d1), ['d1', 't1', 't2']);
    assert.deepEqual(ids(partlyChecked(TREE, d1)), ['co']);
    const all = toggleChecked(TREE, d1, 'd2', 'linked');
    assert.deepEqual(ids(all), ['co', 'd1', 'd2', 't1', 't2'], 'every child checked checks the company');
    const less = toggleChecked(TREE, all, 't1', 'linked');
    assert.deepEqual(ids(less), ['d2', 't2'], 'unchecking a team unchecks its department and the company');
    assert.deepEqual(ids(partlyChecked(TREE, less)), ['co', 'd1']);
    assert.deepEqual(ids(toggleChecked(TREE, all, 'co', 'linked')), []);
  });

  it('leaves the given set alone', () => {
    const checked = new Set(['d2']);
    toggleChecked(TREE, checked, 'd1', 'linked');
    assert.deepEqual(ids(checked), ['d2']);
  });
});

describe('picked values', () => {
  it('splits comma-joined values, trimming and dropping empties and repeats', () => {
    assert.deepEqual(splitValues(' a, b,,a ,c '), ['a', 'b', 'c']);
    assert.deepEqual(splitValues(undefined), []);
  });
  it('joins values and texts in the same order', () => {
    assert.deepEqual(pickedOf([{ id: '1', n: 'x' }, { id: '2', n: 'y' }], (r) => r.id, (r) => r.n), { value: '1,2', text: 'x,y' });
  });
});
