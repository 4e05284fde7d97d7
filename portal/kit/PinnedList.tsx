import SlTab from '@shoelace-style/shoelace/dist/react/tab/index.js';
import SlTabGroup from '@shoelace-style/shoelace/dist/react/tab-group/index.js';
import { useEffect, useRef, useState } from 'react';
import { createListStore, type DataProvider, type ListFilters, type Resource } from '../../shared/kit/index.ts';
import type { FilterConfig, ListConfig } from './list-config.ts';
import type { ListTab, ResourceListPageProps } from './list-page-props.ts';
import { ResourceList } from './ResourceList.tsx';
import type { ResourcePermissions } from './use-resource-permissions.ts';

type Props<X extends Resource> = ResourceListPageProps<X> & { provider: DataProvider<X>; testId: string; permissions: ResourcePermissions };

/**
 * The provider of a pinned list: a record added is given the pinned values the input takes
 * (a role added while the list shows one department's roles belongs to that department).
 */
function pinnedProvider<X extends Resource>(provider: DataProvider<X>, pinned: () => ListFilters<X>): DataProvider<X> {
  const inputKeys = new Set(Object.keys(provider.resource.input.properties));
  return {
    ...provider,
    create: ({ variables }) => {
      const given = Object.entries(pinned()).filter(([key]) => inputKeys.has(key));
      return provider.create({ variables: { ...Object.fromEntries(given), ...variables } as typeof variables });
    },
  };
}

/**
 * The kit list with what the page fixes: the tab shown and the page's `pinned` filters are sent
 * with every query, left out of the query bar, and kept by 查询 and 重置; a new tab or parent
 * asks again from page 1. Mounted once there is something to list, so its first query already
 * carries them.
 */
export function PinnedList<X extends Resource>(props: Props<X>) {
  const { tabs, testId } = props;
  const [tab, setTab] = useState<ListTab<X> | undefined>(tabs?.[0]);
  const fixed = { ...tab?.pinned, ...props.pinned } as ListFilters<X>;
  const current = useRef(fixed);
  current.current = fixed;
  const [provider] = useState(() => pinnedProvider(props.provider, () => current.current));
  const [store] = useState(() => props.store ?? createListStore(provider, { pinned: fixed }));
  const key = JSON.stringify(fixed);
  // A store the page brings starts as the page made it; a change of tab or parent pins it here.
  const asked = useRef(key);
  useEffect(() => {
    if (asked.current === key) return;
    asked.current = key;
    store.pin(current.current);
  }, [key, store]);

  const filters: Record<string, FilterConfig | undefined> = { ...props.list.filters };
  for (const field of Object.keys(fixed)) filters[field] = { ...filters[field], hidden: true };
  const list: ListConfig<X> = { ...props.list, columns: tab?.columns ?? props.list.columns, filters: filters as ListConfig<X>['filters'] };
  return (
    <>
      {tabs ? (
        <SlTabGroup onSlTabShow={(event) => setTab((shown) => tabs.find((t) => t.name === event.detail.name) ?? shown)} data-testid={`${testId}-tabs`}>
          {tabs.map((t) => (
            <SlTab key={t.name} slot="nav" panel={t.name} active={t === tab} data-testid={`${testId}-tab-${t.name}`}>{t.label()}</SlTab>
          ))}
        </SlTabGroup>
      ) : null}
      <ResourceList {...props} provider={provider} list={list} store={store} />
    </>
  );
}
