/**
 * Request headers of the documented client (portal-shell §7). Written once here so client
 * and server cannot drift.
 */
export const HEADERS = {
  token: 'x-access-token',
  tenant: 'x-tenant-id',
  locale: 'x-locale',
  sign: 'x-sign',
  timestamp: 'x-timestamp',
} as const;

/**
 * Calls that do not renew the session (portal-shell §9 "Requests that do not reset the
 * session timer"), as paths below the API base.
 */
export const NON_RENEWING_PATHS = [
  '/sys/login',
  '/sys/logout',
  '/sys/notice/getUnReadCount',
  '/sys/randomImage',
  '/sys/personalIze/getLoginLogo',
] as const;

/** True when a call to `path` (below the API base, query ignored) leaves the session timer alone. */
export function isNonRenewingPath(path: string): boolean {
  const bare = path.split('?')[0] ?? '';
  return NON_RENEWING_PATHS.some((p) => bare === p || bare.startsWith(p + '/'));
}
