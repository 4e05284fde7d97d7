import type { PermissionEntry } from '../schemas/permission.ts';

/** How a permission-bound control appears. */
export type PermissionState = 'visible' | 'disabled' | 'hidden';

/** The entries the rule reads. */
export interface PermissionSources {
  /** The signed-in user's entries (`auth` of `getUserPermissionByToken`). */
  auth: readonly PermissionEntry[];
  /** The system's policy entries (`allAuth`). */
  allAuth: readonly PermissionEntry[];
  /** Entries of the current workflow node, when the page belongs to one. */
  node?: readonly PermissionEntry[];
}

/** The actions an entry names; its `action` may hold several, comma-separated. */
function actionsOf(entry: PermissionEntry): string[] {
  return entry.action.split(',').map((a) => a.trim());
}

function names(entry: PermissionEntry, action: string): boolean {
  return actionsOf(entry).includes(action);
}

/**
 * The has-permission rule (portal-shell §6), reconciled with JeecgBoot's semantics, as the
 * one place that decides how a control bound to `action` appears. In order:
 *
 * 1. a policy entry in `allAuth` naming the action with status '0' (not enforced) → `visible`;
 * 2. a user entry in `auth` of type '1' (not '2') naming the action → `visible`;
 * 3. an enforced (status '1') type-'2' entry naming the action in `allAuth` or in the
 *    workflow node's entries → `disabled`, unless the user holds a type-'2' entry naming
 *    it in `auth` (then `visible`);
 * 4. otherwise → `hidden`.
 *
 * "Naming" compares against the comma-split, trimmed actions of an entry. An empty action
 * names nothing and is `hidden`: a control must say which permission it needs.
 */
export function permissionState(action: string, { auth, allAuth, node = [] }: PermissionSources): PermissionState {
  const code = action.trim();
  if (code === '') return 'hidden';
  const policy = allAuth.filter((entry) => names(entry, code));
  if (policy.some((entry) => entry.status === '0')) return 'visible';
  const held = auth.filter((entry) => names(entry, code));
  if (held.some((entry) => entry.type !== '2')) return 'visible';
  const disabling = [...policy, ...node.filter((entry) => names(entry, code))].some(
    (entry) => entry.type === '2' && entry.status === '1',
  );
  if (!disabling) return 'hidden';
  return held.some((entry) => entry.type === '2') ? 'visible' : 'disabled';
}

/** True when a control bound to `action` is shown and usable. */
export function hasPermission(action: string, sources: PermissionSources): boolean {
  return permissionState(action, sources) === 'visible';
}
