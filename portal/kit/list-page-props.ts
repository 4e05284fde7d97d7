import type { ReactNode } from 'react';
import type { DataProvider, ListFilters, ListStore, Resource } from '../../shared/kit/index.ts';
import type { MenuMeta } from '../../shared/schemas/permission.ts';
import type { FormConfig } from './form-config.ts';
import type { AdvancedQuerySlotProps, ListConfig } from './list-config.ts';

/** A tab over a kit list (a log type): its name (test id `<prefix>-tab-<name>`), label, the filters it fixes, and its columns. */
export interface ListTab<X extends Resource> {
  name: string;
  label: () => string;
  pinned: ListFilters<X>;
  /** The columns that say something in this tab (default: the list's). */
  columns?: ListConfig<X>['columns'];
}

/** A kit list page: the resource, its list and form configs, and the slots of other kit parts. */
export interface ResourceListPageProps<X extends Resource> {
  meta: MenuMeta;
  resource: X;
  /** The resource's data provider (default: `dataProviderFor(resource)`; a page passes the one its own list store uses). */
  provider?: DataProvider<X>;
  list: ListConfig<X>;
  /** The add/edit form; without one the list is read-only. */
  form?: FormConfig<X>;
  /** The prefix of the page's test ids (default: the resource's name). */
  testId?: string;
  /** The advanced query's control in the query bar (AdvancedQueryModal): it applies conditions and match type. */
  advancedQuery?: (props: AdvancedQuerySlotProps<X>) => ReactNode;
  /** What 导入 does (ImportModal); the button shows with the import permission and this handler. */
  onImport?: () => void;
  /** More toolbar buttons of the page. */
  toolbar?: ReactNode;
  /**
   * The list view, when the page made it (`createListStore(provider)`) to reach it from its own
   * parts: a tree beside the list that pins a filter, toolbar buttons acting on the selection.
   */
  store?: ListStore<X>;
  /** A panel beside the list (a tree filter); above it when the page is narrow (kit.css). */
  aside?: ReactNode;
  /** Tabs over the list, the first shown first; each fixes its filters (kept by 查询 and 重置) and may name its columns. */
  tabs?: readonly ListTab<X>[];
  /**
   * Filters the page fixes (a parent chosen beside the list): not in the query bar, kept by 查询
   * and 重置, and given to a record added meanwhile. `null`: nothing to list until the page
   * chooses; `pending` shows instead.
   */
  pinned?: ListFilters<X> | null;
  /** What shows while `pinned` is null (a hint to choose). */
  pending?: ReactNode;
  /** A heading above the list (what it is pinned to). */
  heading?: ReactNode;
  /** The page's own parts (a drawer its row actions open), after the list. */
  children?: ReactNode;
}
