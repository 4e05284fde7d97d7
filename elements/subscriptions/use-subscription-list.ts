import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/list/index.ts';
import type { SubscriptionRow, SubscriptionType } from '../../shared/schemas/subscription.ts';
import { fetchSubscriptions } from './subscription-api.ts';

/** The filters of the list: '' means all. */
export interface SubscriptionFilters {
  type: SubscriptionType | '';
  planId: string;
}

const NO_FILTERS: SubscriptionFilters = { type: '', planId: '' };

/**
 * The merged subscription rows of one menu entry, filtered and paged, with the rows the user
 * ticked for a batch delete. Reads again whenever the menu, the filters or the page change;
 * an answer for an earlier request never replaces a later one. No menu: no call.
 */
export function useSubscriptionList(permissionId: string, active: boolean) {
  const [filters, setFilters] = useState<SubscriptionFilters>(NO_FILTERS);
  const [paging, setPaging] = useState<{ pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [rows, setRows] = useState<SubscriptionRow[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    setFilters(NO_FILTERS);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  }, [permissionId]);

  useEffect(() => {
    setSelected([]);
    if (!active || !permissionId) {
      setRows([]);
      setTotal(null);
      return;
    }
    const ticket = ++latest.current;
    setLoading(true);
    setFailure('');
    fetchSubscriptions({ permissionId, ...filters, ...paging }).then(
      (page) => {
        if (ticket !== latest.current) return;
        setRows(page.rows);
        setTotal(page.total);
      },
      (error: unknown) => ticket === latest.current && setFailure(failureText(error)),
    ).finally(() => ticket === latest.current && setLoading(false));
  }, [permissionId, active, filters, paging, version]);

  return {
    rows, total, loading, failure, filters, paging, selected, setSelected,
    /** Changes a filter; the list goes back to its first page. */
    filter: useCallback((change: Partial<SubscriptionFilters>) => {
      setFilters((f) => ({ ...f, ...change }));
      setPaging((p) => ({ ...p, pageNo: 1 }));
    }, []),
    turn: useCallback((pageNo: number, pageSize: number) => setPaging({ pageNo, pageSize }), []),
    reload: useCallback(() => setVersion((v) => v + 1), []),
  };
}

/** The list's state and actions. */
export type SubscriptionList = ReturnType<typeof useSubscriptionList>;
