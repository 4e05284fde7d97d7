import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $departTree, flattenDepartTree } from '../../shared/admin/index.ts';

/**
 * The names of departments by id, from the tenant's department tree: `namesOf(ids)` joins
 * them with '、'; one the tree does not hold (not loaded yet, or no `system:depart:list`) is left out.
 */
export function useDepartNames() {
  const tree = useStore($departTree);
  return useMemo(() => {
    const names = new Map(flattenDepartTree(tree.data ?? []).map(({ node }) => [node.id, node.title]));
    return {
      nameOf: (id: string) => names.get(id) ?? '',
      namesOf: (ids: readonly string[]) => ids.flatMap((id) => names.get(id) ?? []).join('、'),
    };
  }, [tree.data]);
}
