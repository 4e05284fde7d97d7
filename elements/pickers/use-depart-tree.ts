import { useEffect, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import type { DepartIdNode } from '../../shared/schemas/department.ts';
import { rootIds } from './DepartTree.tsx';
import { fetchDepartTree } from './picker-api.ts';

/** The department tree of an open picker dialog: loaded on each opening, roots open. */
export function useDepartTree(open: boolean) {
  const [nodes, setNodes] = useState<DepartIdNode[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    setLoading(true);
    fetchDepartTree().then(
      (tree) => {
        if (!live) return;
        setNodes(tree);
        setExpanded(rootIds(tree));
        setFailure(null);
      },
      (error: unknown) => live && setFailure(failureText(error)),
    ).finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [open]);

  const expand = (id: string) => setExpanded((now) => {
    const next = new Set(now);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  return { nodes, failure, loading, expanded, expand };
}
