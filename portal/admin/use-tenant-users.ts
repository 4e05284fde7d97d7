import { useEffect, useState } from 'react';
import { fetchTenantUsers } from '../../shared/admin/index.ts';
import { failureText } from '../../shared/api/index.ts';
import type { UserRecord } from '../../shared/schemas/user-list.ts';

/** The tenant's users for the audience picker, or why they could not be read. */
export interface TenantUsers {
  users: UserRecord[];
  failure: string | null;
}

/** Reads the tenant's users once `wanted` turns true (the dialog is opened), then keeps them. */
export function useTenantUsers(wanted: boolean): TenantUsers {
  const [state, setState] = useState<TenantUsers & { asked: boolean }>({ users: [], failure: null, asked: false });

  useEffect(() => {
    if (!wanted || state.asked) return;
    setState((previous) => ({ ...previous, asked: true }));
    fetchTenantUsers().then(
      (page) => setState({ users: page.records, failure: null, asked: true }),
      (error: unknown) => setState({ users: [], failure: failureText(error), asked: true }),
    );
  }, [wanted, state.asked]);

  return { users: state.users, failure: state.failure };
}
