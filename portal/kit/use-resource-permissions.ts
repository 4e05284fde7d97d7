import { useStore } from '@nanostores/react';
import { RESOURCE_ACTIONS, type Resource, type ResourceAction } from '../../shared/kit/index.ts';
import { hasPermission } from '../../shared/permissions/index.ts';
import { $permissions } from '../../shared/stores/permissions.ts';

/** Which of a resource's actions the signed-in user may use. */
export type ResourcePermissions = Record<ResourceAction, boolean>;

/**
 * The has-permission rule (portal-shell §6) over each action of `resource`: an action the
 * resource offers no code for is never allowed; nothing is allowed until permissions loaded.
 */
export function useResourcePermissions(resource: Resource): ResourcePermissions {
  const state = useStore($permissions);
  const allowed = (action: ResourceAction) => {
    const code = resource.permissions[action];
    return !!code && state.status === 'ready' && hasPermission(code, state.value);
  };
  return Object.fromEntries(RESOURCE_ACTIONS.map((action) => [action, allowed(action)])) as ResourcePermissions;
}
