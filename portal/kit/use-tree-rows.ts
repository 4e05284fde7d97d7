import { msg } from '@lit/localize';
import { useEffect, useRef, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import {
  needsChildren, readTreeAnswer, treeOf, visibleRows, withChildren, withNode, type TreeRecord, type TreeState,
} from '../../shared/kit/tree-rows.ts';

/** How a tree table loads: its roots, and the children of a node when it is first expanded. */
export interface TreeLoaders<R extends TreeRecord> {
  loadRoots: () => Promise<unknown>;
  loadChildren: (parentId: R['id']) => Promise<unknown>;
  /** A change reloads the roots (after an add, edit or delete). */
  reloadKey?: unknown;
}

/**
 * The rows of a lazily loaded tree table (widgets-admin §4): roots on mount, children on the
 * first expansion of a node that has them, a leaf when they come back empty; a reload keeps
 * open the nodes that were open. An answer that
 * is not a list of records (nor `{ records }`) is reported as 返回数据类型不识别 (§8).
 */
export function useTreeRows<R extends TreeRecord>({ loadRoots, loadChildren, reloadKey }: TreeLoaders<R>) {
  const [tree, setTree] = useState<TreeState<R>>(() => treeOf<R>([]));
  const [firstLoad, setFirstLoad] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const loaders = useRef({ loadRoots, loadChildren });
  loaders.current = { loadRoots, loadChildren };
  const current = useRef(tree);
  current.current = tree;

  const read = (answer: unknown): R[] | null => {
    const records = readTreeAnswer<R>(answer);
    if (!records) setProblem(msg('返回数据类型不识别'));
    return records;
  };

  useEffect(() => {
    let live = true;
    // A reload (after an add, edit or delete) opens again the nodes that were open, so the
    // row just changed stays in view; their children are read again, parents first.
    const reopen = visibleRows(current.current).filter((node) => node.expanded).map((node) => node.key);
    setFirstLoad(true);
    setProblem(null);
    (async () => {
      let next = treeOf(read(await loaders.current.loadRoots()) ?? []);
      for (const key of reopen) {
        const node = next.nodes[key];
        if (!live || !node || node.leaf) continue;
        if (!needsChildren(node)) next = withNode(next, key, { expanded: true });
        else {
          const records = read(await loaders.current.loadChildren(node.record.id));
          if (!records) break;
          next = withChildren(next, key, records);
        }
      }
      return next;
    })().then(
      (next) => {
        if (!live) return;
        setTree(next);
        setFirstLoad(false);
      },
      (error: unknown) => {
        if (!live) return;
        setProblem(failureText(error));
        setFirstLoad(false);
      },
    );
    return () => {
      live = false;
    };
    // Loaders are read from the ref: a new function each render must not reload the tree.
  }, [reloadKey]);

  const expand = async (key: string) => {
    const node = current.current.nodes[key];
    if (!node || node.loading) return;
    if (!needsChildren(node)) return setTree((t) => withNode(t, key, { expanded: true }));
    setTree((t) => withNode(t, key, { loading: true }));
    setProblem(null);
    try {
      const records = read(await loaders.current.loadChildren(node.record.id));
      setTree((t) => (records ? withChildren(t, key, records) : withNode(t, key, { loading: false })));
    } catch (error) {
      setProblem(failureText(error));
      setTree((t) => withNode(t, key, { loading: false }));
    }
  };

  return {
    rows: visibleRows(tree),
    firstLoad,
    /** What went wrong with the last load, shown above the table; `null` when nothing. */
    problem,
    expand: (key: string) => void expand(key),
    collapse: (key: string) => setTree((t) => withNode(t, key, { expanded: false })),
  };
}
