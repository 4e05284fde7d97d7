import { atom, computed, map, onStart, onStop, type MapStore, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { DataProvider } from './data-provider.ts';
import { FIRST_PAGE, NO_SUPER_QUERY, type GetListParams, type ListFilters, type SortOrder, type SuperQuery } from './list-params.ts';
import { createFetcherStore, revalidateKeys } from './query-client.ts';
import { listKeyPrefix } from './resource-keys.ts';
import type { RecordOf, Resource } from './resource.ts';

/** Where a list view stands: page, sort, simple filters and advanced query. Its JSON is the store key. */
export interface ListState<X extends Resource> {
  pageNo: number;
  pageSize: number;
  sort: { column: string; order: SortOrder };
  filters: ListFilters<X>;
  superQuery: SuperQuery;
  /** Filters set beside the query bar (a department tree): sent with the others, kept by 查询 and 重置. */
  pinned?: ListFilters<X>;
}

/** What a list view shows: the last page answered (kept while the next loads), and how the asking goes. */
export interface ListView<X extends Resource> {
  records: RecordOf<X>[];
  total: number;
  loading: boolean;
  /** Nothing has answered yet: show a loading row, not an empty table and '0-0 of 0'. */
  firstLoad: boolean;
  error: unknown;
}

/** One list view of a resource: its state, its page (a keyed fetcher store), its selection and actions. */
export interface ListStore<X extends Resource> {
  $state: MapStore<ListState<X>>;
  $view: ReadableAtom<ListView<X>>;
  /** The ids of the selected rows of the page shown; cleared whenever the query changes. */
  $selection: WritableAtom<string[]>;
  /** Moves to `pageNo` with `pageSize`; a new size starts again at page 1. */
  turn(pageNo: number, pageSize: number): void;
  /** Sorts by `column`: ascending first, the column sorted by turns its order round. */
  sortBy(column: string): void;
  /** New simple filters, from page 1; asked again even when answered a moment ago. */
  search(filters: ListFilters<X>): void;
  /** A new advanced query (`superQueryParams`, `superQueryMatchType`), from page 1. */
  setSuperQuery(query: SuperQuery): void;
  /** No filters and no advanced query, from page 1; the sort stays. */
  reset(): void;
  /** Reads the current page again. */
  refresh(): void;
  /** Sets the pinned filters (a tree beside the list chose a node), from page 1. */
  pin(filters: ListFilters<X>): void;
}

/** The state of a list nobody has touched: page 1 of 10, the resource's default sort. */
export function initialListState<X extends Resource>(resource: X): ListState<X> {
  return {
    pageNo: FIRST_PAGE.current, pageSize: FIRST_PAGE.pageSize,
    sort: { ...resource.defaultSort }, filters: {}, superQuery: NO_SUPER_QUERY,
  };
}

/** The data provider's list parameters of a state. */
export function listParamsOf<X extends Resource>(state: ListState<X>): GetListParams<X> {
  return {
    pagination: { current: state.pageNo, pageSize: state.pageSize },
    sorters: [{ field: state.sort.column, order: state.sort.order }],
    filters: { ...state.filters, ...state.pinned },
    superQuery: state.superQuery,
  };
}

/**
 * A list view of `provider`'s resource (architecture §4a). Its page is a fetcher store keyed
 * by the resource and the state, so every view asking the same page shares one answer, and a
 * mutation of the resource (resource-mutators.ts) makes all of them ask again.
 */
export function createListStore<X extends Resource>(provider: DataProvider<X>, initial: Partial<ListState<X>> = {}): ListStore<X> {
  const { resource } = provider;
  const $state = map<ListState<X>>({ ...initialListState(resource), ...initial });
  const $key = computed($state, (state) => JSON.stringify(state));
  const $page = createFetcherStore<{ data: RecordOf<X>[]; total: number }>([listKeyPrefix(resource), $key], {
    fetcher: (_prefix, key) => provider.getList(listParamsOf(JSON.parse(String(key)) as ListState<X>)),
  });
  const $selection = atom<string[]>([]);
  $state.listen(() => $selection.set([]));

  let shown: { data: RecordOf<X>[]; total: number } | undefined;
  const viewOf = (value: ReturnType<typeof $page.get>): ListView<X> => {
    if (value.data) shown = value.data;
    return {
      records: shown?.data ?? [], total: shown?.total ?? 0,
      loading: value.loading, firstLoad: !shown && !value.error, error: value.loading ? undefined : value.error,
    };
  };
  // Derived by hand rather than with computed(): a computed store stays mounted for a second
  // after its last listener leaves, and would keep the page asking (on invalidation) for a view
  // that is gone. This one lets go of the page at once.
  const $view = atom<ListView<X>>(viewOf($page.get()));
  let release: (() => void) | undefined;
  onStart($view, () => {
    release = $page.subscribe((value) => {
      $view.set(viewOf(value));
      // A selected row that left the page (deleted, or changed elsewhere) is no longer selected.
      const ids = new Set(value.data?.data.map((record) => (record as { id: string }).id));
      const selected = $selection.get();
      if (value.data && selected.some((id) => !ids.has(id))) $selection.set(selected.filter((id) => ids.has(id)));
    });
  });
  onStop($view, () => release?.());

  // 查询 and 重置 read the list again, even a query answered a moment ago; paging and
  // sorting may show a page answered within the last seconds.
  const change = (next: Partial<ListState<X>>, fresh = false) => {
    const state = { ...$state.get(), pageNo: 1, ...next };
    const key = JSON.stringify(state);
    if (fresh) revalidateKeys(listKeyPrefix(resource) + key);
    if (key !== $key.get()) $state.set(state);
  };
  return {
    $state, $view, $selection,
    refresh: () => $page.revalidate(),
    turn: (pageNo, pageSize) => change({ pageSize, pageNo: pageSize === $state.get().pageSize ? pageNo : 1 }),
    sortBy(column) {
      const { sort } = $state.get();
      change({ sort: { column, order: sort.column === column && sort.order === 'asc' ? 'desc' : 'asc' } });
    },
    search: (filters) => change({ filters }, true),
    setSuperQuery: (superQuery) => change({ superQuery }, true),
    reset: () => change({ filters: {}, superQuery: NO_SUPER_QUERY }, true),
    pin: (pinned) => change({ pinned }, true),
  };
}
