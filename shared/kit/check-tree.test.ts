import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { allKeys, branchKeys, checkStates, parentsOf, toggleCheck, type CheckNode } from './check-tree.ts';

const n = (key: string, ...children: CheckNode[]): CheckNode => ({ key, children });
// sys ─ user ─ user:add, user:edit
//     └ role
// home
const TREE = [n('sys', n('user', n('user:add'), n('user:edit')), n('role')), n('home')];
const sorted = (set: Iterable<string>) => [...set].sort();
const states = (checked: string[], linked: boolean) => Object.fromEntries(checkStates(TREE, new Set(checked), linked));

describe('check tree', () => {
  test('lists every key, the branches and each parent', () => {
    assert.deepEqual(allKeys(TREE), ['sys', 'user', 'user:add', 'user:edit', 'role', 'home']);
    assert.deepEqual(branchKeys(TREE), ['sys', 'user']);
    assert.deepEqual(Object.fromEntries(parentsOf(TREE)), { user: 'sys', 'user:add': 'user', 'user:edit': 'user', role: 'sys' });
  });

  test('unlinked, a click changes its node alone and a node shows only its own state', () => {
    let checked = toggleCheck(TREE, new Set(), 'user', false);
    assert.deepEqual(sorted(checked), ['user']);
    checked = toggleCheck(TREE, checked, 'user:add', false);
    assert.deepEqual(sorted(checked), ['user', 'user:add']);
    assert.deepEqual(states(['user', 'user:add'], false), { sys: 'unchecked', user: 'checked', 'user:add': 'checked', 'user:edit': 'unchecked', role: 'unchecked', home: 'unchecked' });
    assert.deepEqual(sorted(toggleCheck(TREE, checked, 'user', false)), ['user:add']);
  });

  test('linked, checking a node checks its subtree and its ancestors', () => {
    const checked = toggleCheck(TREE, new Set(), 'user', true);
    assert.deepEqual(sorted(checked), ['sys', 'user', 'user:add', 'user:edit']);
    assert.deepEqual(states(sorted(checked), true), { sys: 'partial', user: 'checked', 'user:add': 'checked', 'user:edit': 'checked', role: 'unchecked', home: 'unchecked' });
    assert.deepEqual(sorted(toggleCheck(TREE, new Set(), 'user:edit', true)), ['sys', 'user', 'user:edit']);
  });

  test('linked, unchecking takes the subtree, and an ancestor once nothing under it is left', () => {
    const all = new Set(allKeys(TREE));
    assert.deepEqual(sorted(toggleCheck(TREE, all, 'user', true)), ['home', 'role', 'sys']);
    let checked = toggleCheck(TREE, new Set(), 'user:add', true);
    checked = toggleCheck(TREE, checked, 'user:add', true);
    assert.deepEqual(sorted(checked), [], 'the last button under user and sys took both along');
  });

  test('linked, a partial node is completed by a click; the same grant reads the same in both modes', () => {
    const granted = ['sys', 'user', 'user:add'];
    assert.equal(states(granted, true).user, 'partial');
    assert.equal(states(granted, false).user, 'checked');
    assert.deepEqual(sorted(toggleCheck(TREE, new Set(granted), 'user', true)), ['sys', 'user', 'user:add', 'user:edit']);
    assert.equal(states(['user'], true).sys, 'partial', 'a checked child under an unchecked parent shows the parent partial');
  });

  test('an unknown key changes nothing', () => {
    assert.deepEqual(sorted(toggleCheck(TREE, new Set(['home']), 'nope', true)), ['home']);
  });
});
