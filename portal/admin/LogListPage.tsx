import { msg } from '@lit/localize';
import { LOG_TYPE, sysLogResource } from '../../shared/resources/sys-log.ts';
import type { ListTab } from '../kit/list-page-props.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';

type SysLog = typeof sysLogResource;

/** JeecgBoot's tabs, sign-ins first, and the access log the portal writes (portal-shell §7 sysLog), each with the columns that say something for it. */
const TABS: ListTab<SysLog>[] = [
  { name: 'login', label: () => msg('登录日志'), pinned: { logType: String(LOG_TYPE.login) }, columns: ['username', 'logContent', 'ip', 'createTime'] },
  { name: 'operation', label: () => msg('操作日志'), pinned: { logType: String(LOG_TYPE.operation) },
    columns: ['username', 'logContent', 'operateType', 'requestUrl', 'ip', 'createTime'] },
  { name: 'access', label: () => msg('访问日志'), pinned: { logType: String(LOG_TYPE.access) },
    columns: ['username', 'logContent', 'requestUrl', 'operateType', 'ip', 'createTime'] },
];

/**
 * The system log (`/isystem/log`, JeecgBoot's 系统日志), read-only (no form; the definition
 * grants only list and export): a tab per log type, filtered by account, content and a time
 * range, newest first, paged, and exported with `system:log:export`.
 */
export function LogListPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={sysLogResource} list={{ columns: TABS[0]!.columns! }} tabs={TABS} testId="log" />;
}
