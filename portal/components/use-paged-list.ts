import { useCallback, useEffect, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';

/** What every paged list asks for, besides its own filters. */
export interface PagedQuery {
  pageNo: number;
  pageSize: number;
}

/** A page of rows and how many there are in all. */
export interface ListPage<R> {
  records: R[];
  total: number;
}

interface PagedListOptions {
  /** False asks nothing (e.g. without the permission to read the list). */
  enabled?: boolean;
  /** Values whose change means the list changed elsewhere (a push, a read): it is asked again. */
  reloadOn?: readonly unknown[];
}

/**
 * A server-paged list (portal-shell §9): asks `fetchPage` again whenever the request changes,
 * keeping the last answer on screen while the next one loads (`firstLoad` while there is none
 * yet), and shows a failure's text.
 * Every list page of the portal uses it, so paging, refining and reloading behave alike.
 */
export function usePagedList<Q extends PagedQuery, R>(
  fetchPage: (query: Q) => Promise<ListPage<R>>,
  initial: Q,
  { enabled = true, reloadOn = [] }: PagedListOptions = {},
) {
  const [request, setRequest] = useState<Q>(initial);
  const [page, setPage] = useState<ListPage<R>>({ records: [], total: 0 });
  const [loading, setLoading] = useState(enabled);
  const [answered, setAnswered] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    setLoading(true);
    fetchPage(request).then(
      (answer) => {
        if (!live) return;
        setPage(answer);
        setFailure(null);
      },
      (error: unknown) => live && setFailure(failureText(error)),
    ).finally(() => {
      if (!live) return;
      setLoading(false);
      setAnswered(true);
    });
    return () => { live = false; };
    // fetchPage is a module function; the list is asked again for the request and the reload keys.
  }, [enabled, request, generation, ...reloadOn]);

  /** Moves to `pageNo` with `pageSize`; a new size starts again at page 1. */
  const turn = (pageNo: number, pageSize: number) =>
    setRequest((previous) => ({ ...previous, pageSize, pageNo: pageSize === previous.pageSize ? pageNo : 1 }));
  /** Changes the filters or the sorting, from page 1; asks again even when nothing changed. */
  const refine = (change: (previous: Q) => Omit<Q, 'pageNo'>) =>
    setRequest((previous) => ({ ...change(previous), pageNo: 1 }) as Q);
  /** Reads the current page again (after an action changed it). */
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  /**
   * Nothing has answered yet: `page` is a placeholder, not an empty list, so pages show a
   * loading state rather than an empty table and '0-0 of 0'.
   */
  const firstLoad = enabled && !answered;

  return { request, page, loading, firstLoad, failure, turn, refine, reload };
}
