import type { FastifyRequest } from 'fastify';
import type { QueryCondition } from '../../shared/kit/query-rules.ts';
import type { Locale } from '../../shared/schemas/locale.ts';
import { sessionOf } from '../lib/session-of.ts';

/** What a kit repository call acts for: the tenant, the user, the data rules in force, and where the request came from (for the operation log). */
export interface RequestScope {
  tenantId: number;
  userId: string;
  username: string;
  orgCode: string;
  /** The data rules of the resource's page for this user (server/kit/data-rules.ts). */
  rules: QueryCondition[];
  ip: string;
  url: string;
  /** The request's language, for messages that name a field. */
  locale: Locale;
  /**
   * Whether the user may do `action` (a permission code), as granted when the request began: a
   * hook inside the write's transaction asks this, never the permission repository (which reads
   * through the root db on a miss).
   */
  may: (action: string) => boolean;
  /** Holds the `manage` permission of a resource read by everyone (`TableBinding.readers`): sees every row. */
  manages?: boolean;
  /** Set by the kit's import: a binding may leave slow work (a password's hash) to its `afterImport`. */
  importing?: boolean;
}

/** The scope of a signed-in request, with the data rules already read. */
export function requestScope(request: FastifyRequest, rules: QueryCondition[], may: RequestScope['may']): RequestScope {
  const session = sessionOf(request);
  return {
    tenantId: request.tenantId, userId: session.userId, username: session.username, orgCode: session.orgCode,
    rules, may, ip: request.ip, url: request.url.slice(0, 500), locale: request.locale,
  };
}
