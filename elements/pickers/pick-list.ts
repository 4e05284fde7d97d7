import { map, type MapStore } from 'nanostores';
import { failureText } from '../../shared/api/index.ts';
import type { PickPage, PickQuery } from './picker-api.ts';

/** The page size of picker dialogs, and the sizes offered (widgets-admin §9 "picker dialog page size 5 (options 5/10/20/30)"). */
export const PICK_PAGE_SIZES = [5, 10, 20, 30] as const;

/** What a picker's list shows: the query asked, the last page answered, and how the asking goes. */
export interface PickListView<R> extends PickQuery {
  records: R[];
  total: number;
  loading: boolean;
  failure: string | null;
}

/** A picker's paged, searchable list: its view, and the actions that ask the server again. */
export interface PickList<R> {
  $view: MapStore<PickListView<R>>;
  /** Asks for the current query again. */
  load(): Promise<void>;
  /** Moves to `pageNo` with `pageSize`; a new size starts again at page 1. */
  turn(pageNo: number, pageSize: number): Promise<void>;
  /** Searches `text`, from page 1. */
  search(text: string): Promise<void>;
  /** Shows the users of one department (`null`: of all), from page 1. */
  filterDepart(departId: string | null): Promise<void>;
  /** Back to the first page of everything, nothing loaded (the dialog closed). */
  reset(): void;
}

const FIRST: PickQuery = { pageNo: 1, pageSize: PICK_PAGE_SIZES[0], search: '', departId: null };

/**
 * A picker's list over `fetchPage`: the last page stays shown while the next loads, and only
 * the newest request's answer is kept (a slow earlier answer is dropped).
 */
export function createPickList<R>(fetchPage: (query: PickQuery) => Promise<PickPage<R>>): PickList<R> {
  const initial = (): PickListView<R> => ({ ...FIRST, records: [], total: 0, loading: false, failure: null });
  const $view = map(initial());
  let asked = 0;

  async function ask(change: Partial<PickQuery>): Promise<void> {
    $view.set({ ...$view.get(), ...change, loading: true });
    const mine = ++asked;
    const { pageNo, pageSize, search, departId } = $view.get();
    try {
      const page = await fetchPage({ pageNo, pageSize, search, departId });
      if (mine === asked) $view.set({ ...$view.get(), records: page.records, total: page.total, loading: false, failure: null });
    } catch (error) {
      if (mine === asked) $view.set({ ...$view.get(), loading: false, failure: failureText(error) });
    }
  }

  return {
    $view,
    load: () => ask({}),
    turn: (pageNo, pageSize) => ask({ pageSize, pageNo: pageSize === $view.get().pageSize ? pageNo : 1 }),
    search: (text) => ask({ search: text, pageNo: 1 }),
    filterDepart: (departId) => ask({ departId, pageNo: 1 }),
    reset: () => {
      asked++;
      $view.set(initial());
    },
  };
}
