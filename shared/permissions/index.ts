/** The has-permission rule (portal-shell §6). */
export { permissionState, hasPermission, type PermissionState, type PermissionSources } from './has-permission.ts';
export { usePermission, usePermissionCheck } from './use-permission.ts';
