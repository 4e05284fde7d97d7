import { atom } from 'nanostores';
import { allKeys, branchKeys, toggleCheck } from '../kit/check-tree.ts';
import type { GrantTreeNode } from '../schemas/role-grants.ts';
import { fetchRoleGrantTree, fetchRoleGrants, saveRoleGrants } from './role-grants.ts';

/** What the authorisation drawer shows of one role. */
export interface RoleGrantState {
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  tree: GrantTreeNode[];
  /** What the role has as last read or saved: the difference save's base. */
  loaded: ReadonlySet<string>;
  checked: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  /** Parent-child linked checking (off by default, as JeecgBoot: a loaded grant then reads as saved). */
  linked: boolean;
  saving: boolean;
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * The state of the role authorisation drawer (widgets-admin §6): the menu tree with its
 * buttons, what the role has, what is checked now, the open branches and the check mode;
 * `save` sends the checked set with what was loaded, so only the difference is written.
 */
export function createRoleGrantStore(roleId: string) {
  const $state = atom<RoleGrantState>({
    status: 'loading', error: null, tree: [], loaded: EMPTY, checked: EMPTY, expanded: EMPTY, linked: false, saving: false,
  });
  const change = (patch: Partial<RoleGrantState>) => $state.set({ ...$state.get(), ...patch });

  return {
    $state,

    /** Reads the tree and the role's grants; the first level opens. */
    async load(): Promise<void> {
      change({ status: 'loading', error: null });
      try {
        const [tree, granted] = await Promise.all([fetchRoleGrantTree(), fetchRoleGrants(roleId)]);
        const loaded = new Set(granted);
        change({
          status: 'ready', tree: tree.treeList, loaded, checked: new Set(loaded),
          expanded: new Set(tree.treeList.filter((node) => node.children.length).map((node) => node.key)),
        });
      } catch (error) {
        change({ status: 'failed', error });
      }
    },

    /** A click on a node's box, in the current mode. */
    toggle(key: string): void {
      const { tree, checked, linked } = $state.get();
      change({ checked: toggleCheck(tree, checked, key, linked) });
    },
    checkAll: () => change({ checked: new Set(allKeys($state.get().tree)) }),
    checkNone: () => change({ checked: new Set() }),
    expandAll: () => change({ expanded: new Set(branchKeys($state.get().tree)) }),
    collapseAll: () => change({ expanded: new Set() }),
    toggleExpanded(key: string): void {
      const expanded = new Set($state.get().expanded);
      if (expanded.has(key)) expanded.delete(key);
      else expanded.add(key);
      change({ expanded });
    },
    setLinked: (linked: boolean) => change({ linked }),

    /** True when the checked set differs from what the role has. */
    dirty(): boolean {
      const { loaded, checked } = $state.get();
      return loaded.size !== checked.size || [...checked].some((key) => !loaded.has(key));
    },

    /** Saves the checked set; what is saved becomes the new base. Rejects with the server's refusal; a second click while saving does nothing. */
    async save(): Promise<void> {
      const { checked, loaded, saving } = $state.get();
      if (saving) return;
      change({ saving: true });
      try {
        await saveRoleGrants(roleId, checked, loaded);
        change({ loaded: new Set(checked) });
      } finally {
        change({ saving: false });
      }
    },
  };
}

/** The store of one role's authorisation drawer. */
export type RoleGrantStore = ReturnType<typeof createRoleGrantStore>;
