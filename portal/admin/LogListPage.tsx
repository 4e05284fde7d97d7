import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlTab from '@shoelace-style/shoelace/dist/react/tab/index.js';
import SlTabGroup from '@shoelace-style/shoelace/dist/react/tab-group/index.js';
import { useState } from 'react';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { createListStore, dataProviderFor } from '../../shared/kit/index.ts';
import { LOG_TYPE, sysLogResource, type LogType } from '../../shared/resources/sys-log.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceList } from '../kit/ResourceList.tsx';
import { useResourcePermissions, type ResourcePermissions } from '../kit/use-resource-permissions.ts';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import '../kit/kit.css';

type SysLog = typeof sysLogResource;

/** A tab of the page: one log type and the columns that say something for it. */
interface LogTab {
  name: string;
  type: LogType;
  label: () => string;
  columns: ListConfig<SysLog>['columns'];
}

/** JeecgBoot's tabs, sign-ins first, and the access log the portal writes (portal-shell §7 sysLog). */
const TABS: LogTab[] = [
  { name: 'login', type: LOG_TYPE.login, label: () => msg('登录日志'),
    columns: [{ key: 'username' }, { key: 'logContent' }, { key: 'ip' }, { key: 'createTime' }] },
  { name: 'operation', type: LOG_TYPE.operation, label: () => msg('操作日志'),
    columns: [{ key: 'username' }, { key: 'logContent' }, { key: 'operateType' }, { key: 'requestUrl' }, { key: 'ip' }, { key: 'createTime' }] },
  { name: 'access', type: LOG_TYPE.access, label: () => msg('访问日志'),
    columns: [{ key: 'username' }, { key: 'logContent' }, { key: 'requestUrl' }, { key: 'operateType' }, { key: 'ip' }, { key: 'createTime' }] },
];

const provider = dataProviderFor(sysLogResource);
const pinOf = (tab: LogTab) => ({ logType: String(tab.type) });

/** The tabs and the list, once the list permission is held (making the list store asks its first page). */
function LogTabs({ meta, permissions }: MenuPageProps & { permissions: ResourcePermissions }) {
  const [tab, setTab] = useState(TABS[0]!);
  const [store] = useState(() => createListStore(provider, { pinned: pinOf(TABS[0]!) }));
  const list: ListConfig<SysLog> = { columns: tab.columns, filters: { logType: { hidden: true } } };

  function show(name: string) {
    const next = TABS.find((t) => t.name === name);
    if (!next || next === tab) return;
    setTab(next);
    store.pin(pinOf(next));
  }

  return (
    <>
      <SlTabGroup onSlTabShow={(event) => show(event.detail.name)} data-testid="log-tabs">
        {TABS.map((t) => (
          <SlTab key={t.name} slot="nav" panel={t.name} active={t === tab} data-testid={`log-tab-${t.name}`}>{t.label()}</SlTab>
        ))}
      </SlTabGroup>
      <ResourceList meta={meta} resource={sysLogResource} provider={provider} list={list} testId="log" permissions={permissions} store={store} />
    </>
  );
}

/**
 * The system log (`/isystem/log`, JeecgBoot's 系统日志), read-only: a tab per log type (the
 * list pinned to it; 查询 and 重置 keep it), filtered by account, content and a time range,
 * newest first, paged, and exported with `system:log:export`. Only for holders of
 * `system:log:list`: the administrators.
 */
export function LogListPage({ meta }: MenuPageProps) {
  const locale = useLocale();
  const permissions = useResourcePermissions(sysLogResource);
  return (
    <PageView title={menuTitle(meta, locale)}>
      {permissions.list ? <LogTabs meta={meta} permissions={permissions} /> : (
        <SlAlert variant="warning" open data-testid="log-forbidden">{msg('抱歉，您无权查看此页面。')}</SlAlert>
      )}
    </PageView>
  );
}
