import { useStore } from '@nanostores/react';
import { $permissions } from '../stores/permissions.ts';
import { hasPermission } from './has-permission.ts';

/**
 * True when the signed-in user may use a control bound to `action`, by the has-permission
 * rule on the session's `auth` and `allAuth`; false while they have not loaded.
 */
export function usePermission(action: string): boolean {
  return usePermissionCheck()(action);
}

/**
 * The has-permission rule as a function, for a component that checks a list of controls whose
 * length varies (a row's actions): hooks cannot be called once per item.
 */
export function usePermissionCheck(): (action: string) => boolean {
  const state = useStore($permissions);
  return (action) => state.status === 'ready' && hasPermission(action, state.value);
}
