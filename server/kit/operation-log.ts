import { LOG_TYPE } from '../../shared/resources/sys-log.ts';
import type { Executor } from './table-binding.ts';
import type { RequestScope } from './request-scope.ts';

/** The operate types of the operation log (JeecgBoot's numbering, portal-shell §7 "sysLog"). */
export const OPERATE_TYPES = { add: 2, edit: 3, delete: 4, import: 5, export: 6 } as const;
export type OperateType = keyof typeof OPERATE_TYPES;

/**
 * Writes one operation-log entry in the write's own transaction: the entry exists exactly
 * when the change does. `action` names what was done when the type alone does not (a kit
 * action: 'freeze', 'release'…).
 */
export async function logOperation(tx: Executor, scope: RequestScope, resource: string, type: OperateType, ids: readonly string[], action: string = type): Promise<void> {
  const shown = ids.slice(0, 20).join(',') + (ids.length > 20 ? ` … (${ids.length})` : '');
  await tx.insertInto('sys_logs').values({
    tenant_id: scope.tenantId, log_type: LOG_TYPE.operation, operate_type: OPERATE_TYPES[type],
    log_content: `${resource} ${action}: ${shown}`.slice(0, 2000),
    user_id: scope.userId, username: scope.username, ip: scope.ip, request_url: scope.url, permission_id: null,
  }).execute();
}
