/**
 * Who a push reaches: the connected sockets of one tenant, all of them or only those of the
 * listed users. Sockets are matched by their session's tenant, so a user signed in to another
 * tenant hears nothing of this one.
 */
export interface Recipients {
  tenantId: number;
  /** Absent: every socket of the tenant. */
  userIds?: string[];
}
