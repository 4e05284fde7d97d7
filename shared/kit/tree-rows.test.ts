import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { needsChildren, readTreeAnswer, treeOf, visibleRows, withChildren, withNode, type TreeRecord } from './tree-rows.ts';

const rec = (id: string, extra: Partial<TreeRecord> = {}): TreeRecord => ({ id, name: `n-${id}`, ...extra });
const shown = (rows: ReturnType<typeof visibleRows>) => rows.map((r) => `${'  '.repeat(r.depth)}${r.key}${r.leaf ? '' : r.expanded ? '-' : '+'}`);

describe('tree rows', () => {
  test('reads a list of records or { records }; anything else is unrecognised', () => {
    assert.deepEqual(readTreeAnswer([rec('a'), { id: 7 }]), [rec('a'), { id: 7 }]);
    assert.deepEqual(readTreeAnswer({ records: [rec('a')], total: 1 }), [rec('a')]);
    assert.deepEqual(readTreeAnswer([]), []);
    assert.deepEqual(readTreeAnswer([rec('a', { children: [rec('b')] })]), [rec('a', { children: [rec('b')] })]);
    for (const bad of [null, undefined, 'x', 3, {}, { records: 'x' }, [null], [{ name: 'no id' }], [{ id: '' }], [{ id: {} }], [rec('a', { children: [{}] as never })]]) {
      assert.equal(readTreeAnswer(bad), null, JSON.stringify(bad));
    }
  });

  test('a record with hasChildren can expand; one without children is a leaf; given children are loaded', () => {
    const tree = treeOf([
      rec('a', { hasChildren: true }), rec('b', { hasChildren: false }), rec('c', { hasChildren: '1' }), rec('d'),
      rec('e', { children: [rec('e1')] }), rec('f', { hasChildren: true, children: [] }),
    ]);
    assert.deepEqual(shown(visibleRows(tree)), ['a+', 'b', 'c+', 'd', 'e+', 'f+']);
    assert.equal(needsChildren(tree.nodes.a!), true);
    assert.equal(needsChildren(tree.nodes.b!), false);
    assert.equal(needsChildren(tree.nodes.e!), false, 'children came with it');
    assert.equal(needsChildren(tree.nodes.f!), true, 'an empty list is not an answer yet');
    assert.deepEqual(shown(visibleRows(withNode(tree, 'e', { expanded: true }))), ['a+', 'b', 'c+', 'd', 'e-', '  e1', 'f+']);
  });

  test('loaded children show under their expanded parent, one level deeper, and merge lazily further down', () => {
    let tree = treeOf([rec('a', { hasChildren: true }), rec('b', { hasChildren: true })]);
    tree = withChildren(tree, 'a', [rec('a1', { hasChildren: true }), rec('a2')]);
    assert.deepEqual(shown(visibleRows(tree)), ['a-', '  a1+', '  a2', 'b+']);
    tree = withChildren(tree, 'a1', [rec('a11')]);
    assert.deepEqual(shown(visibleRows(tree)), ['a-', '  a1-', '    a11', '  a2', 'b+']);
    tree = withNode(tree, 'a', { expanded: false });
    assert.deepEqual(shown(visibleRows(tree)), ['a+', 'b+']);
    assert.equal(needsChildren(tree.nodes.a!), false, 'collapsing keeps what was loaded');
  });

  test('a node whose children come back empty becomes a leaf', () => {
    const tree = withChildren(withNode(treeOf([rec('a', { hasChildren: true })]), 'a', { loading: true }), 'a', []);
    assert.deepEqual(tree.nodes.a, { ...tree.nodes.a, leaf: true, expanded: false, loading: false, childKeys: [] });
    assert.deepEqual(shown(visibleRows(tree)), ['a']);
  });

  test('loading again replaces the children; a record already in the tree (a loop) is not added twice', () => {
    let tree = treeOf([rec('a', { hasChildren: true })]);
    tree = withChildren(tree, 'a', [rec('a1', { hasChildren: true })]);
    tree = withChildren(tree, 'a1', [rec('a11')]);
    tree = withChildren(tree, 'a', [rec('a2'), rec('a')]);
    assert.deepEqual(shown(visibleRows(tree)), ['a-', '  a2']);
    assert.equal(tree.nodes.a11, undefined);
    assert.equal(withChildren(tree, 'nope', [rec('x')]), tree);
    assert.equal(withNode(tree, 'nope', { loading: true }), tree);
  });

  test('states are new objects: the old state is left as it was', () => {
    const before = treeOf([rec('a', { hasChildren: true })]);
    const after = withChildren(before, 'a', [rec('a1')]);
    assert.notEqual(after.nodes, before.nodes);
    assert.equal(before.nodes.a!.childKeys, null);
    assert.equal(before.nodes.a1, undefined);
  });
});
