import { sysLogResource } from '../../../shared/resources/sys-log.ts';
import type { AppContext } from '../../app-context.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { bindTable } from '../../kit/table-binding.ts';
import type { TypedApp } from '../../lib/typed-app.ts';

/**
 * Where the system log lives: `sys_logs`, every kind of entry in one table (sign-ins,
 * operations, accesses), owned by tenant column.
 */
export const sysLogTable = bindTable({
  resource: sysLogResource,
  table: 'sys_logs',
  columns: {
    id: 'id', logType: 'log_type', username: 'username', logContent: 'log_content', requestUrl: 'request_url',
    operateType: 'operate_type', ip: 'ip', createTime: 'created_at',
  },
  tenant: 'column',
});

/**
 * The administrators' log page (`GET /sys/log/list`, `queryById`, `exportXls`): the kit's
 * read-only routes, each behind `system:log:list` or `system:log:export`.
 */
export async function logListRoutes(app: TypedApp, ctx: AppContext) {
  registerResource(app, ctx, sysLogTable);
}
