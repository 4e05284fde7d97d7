import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { allKeys, branchKeys, toggleCheck, type CheckNode } from './check-tree.ts';

// system > (user > [user:add, user:edit], role), home
const TREE: CheckNode[] = [
  { key: 'system', children: [{ key: 'user', children: [{ key: 'user:add' }, { key: 'user:edit', children: [] }] }, { key: 'role' }] },
  { key: 'home', children: null },
];

describe('checkable trees (authorisation)', () => {
  test('lists every key depth first, and the keys that can expand', () => {
    assert.deepEqual(allKeys(TREE), ['system', 'user', 'user:add', 'user:edit', 'role', 'home']);
    assert.deepEqual(branchKeys(TREE), ['system', 'user']);
  });

  test('unlinked, a check changes its node alone', () => {
    assert.deepEqual(toggleCheck(TREE, ['home'], 'user', true, false), ['home', 'user']);
    assert.deepEqual(toggleCheck(TREE, ['system', 'user', 'user:add'], 'user', false, false), ['system', 'user:add']);
  });

  test('linked, checking takes the subtree and the ancestors; unchecking drops the subtree only', () => {
    assert.deepEqual(toggleCheck(TREE, ['home'], 'user', true, true), ['home', 'system', 'user', 'user:add', 'user:edit']);
    assert.deepEqual(toggleCheck(TREE, [], 'user:edit', true, true), ['system', 'user', 'user:edit']);
    assert.deepEqual(toggleCheck(TREE, ['system', 'user', 'user:add', 'role'], 'user', false, true), ['system', 'role']);
  });

  test('an unknown key changes nothing; a key checked twice stays once', () => {
    assert.deepEqual(toggleCheck(TREE, ['role'], 'nope', true, true), ['role']);
    assert.deepEqual(toggleCheck(TREE, ['role'], 'role', true, false), ['role']);
  });
});
