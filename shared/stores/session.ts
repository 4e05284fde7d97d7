import { persistentAtom } from '@nanostores/persistent';
import { apiOrigin, NO_ORIGIN } from '../api/config.ts';
import type { LoginResult, UserInfo } from '../schemas/auth.ts';
import { readServerTimeZoneFrom } from '../format/date-time.ts';
import { cacheDictItems, clearDictCache } from './dict-cache.ts';
import { offerTenantChoice } from './tenant-choice.ts';
import { storageKey } from './storage-key.ts';

/** The signed-in session as kept in `dkp:session` (portal-shell §3 "Session"). */
export interface Session {
  token: string;
  tenantId: number;
  userInfo: UserInfo;
  /** Sliding life of the token, from the login answer (30 minutes for password logins). */
  tokenTtlMs: number;
  /** Epoch milliseconds after which the server will have forgotten the token. */
  expiresAt: number;
  /**
   * Origin of the API that issued the token (`https://dkp.example.com`). The token is sent
   * only there: requests and the notice socket to any other origin go without it, and the
   * session is not live while the API client points elsewhere (docs/elements.md "The
   * session's API origin").
   */
  apiOrigin: string;
  /**
   * The password-update check is pending (portal-shell §2.2, §3 "password-update check
   * flag"): the user must change the password before anything else.
   */
  passwordChangeRequired?: boolean;
  /**
   * Epoch milliseconds until which a department the user switched to (portal-shell §2.9) is
   * kept (§9 "Department info stored 7 days"); absent while the login's department applies.
   */
  departExpiresAt?: number;
  /** The IANA zone the server writes its times in (the login answer's `timeZone`): dates of the API are read in it. */
  timeZone?: string;
}

function decodeSession(text: string): Session | null {
  try {
    const value = JSON.parse(text) as Partial<Session> | null;
    const valid =
      typeof value?.token === 'string' &&
      value.token !== '' &&
      typeof value.tenantId === 'number' &&
      typeof value.tokenTtlMs === 'number' &&
      typeof value.expiresAt === 'number' &&
      // A session stored before origins were recorded is dropped: nobody knows where its token belongs.
      typeof value.apiOrigin === 'string' &&
      value.apiOrigin !== NO_ORIGIN &&
      typeof value.userInfo?.username === 'string';
    return valid ? (value as Session) : null;
  } catch {
    return null;
  }
}

/** The current session, or `null` when nobody is signed in. Shared by all tabs of the origin. */
export const $session = persistentAtom<Session | null>(storageKey('session'), null, {
  encode: (value) => (value === null ? undefined : JSON.stringify(value)),
  decode: decodeSession,
});

// The formatter reads the API's zone-less times in the server's zone, whatever the browser's.
readServerTimeZoneFrom(() => $session.get()?.timeZone);

/** Tenant sent before sign-in and when a session names none (portal-shell §6 "default 1"). */
export const DEFAULT_TENANT_ID = 1;

/** True when `session`'s token was issued by the API the client calls now (`apiConfig().baseUrl`). */
export function isSessionForCurrentApi(session: Session | null): session is Session {
  return session !== null && session.apiOrigin !== NO_ORIGIN && session.apiOrigin === apiOrigin();
}

/**
 * True when `session` exists, its token has not run out by `now`, and it belongs to the API
 * the client calls now (a session of another API origin is as good as none on this page).
 */
export function isSessionLive(session: Session | null, now: number = Date.now()): session is Session {
  return isSessionForCurrentApi(session) && session.expiresAt > now;
}

/**
 * Stores the session a successful login answered with, and its dictionaries; a login that
 * answered several tenants leaves a choice to make (portal-shell §2.3).
 *
 * @param issuedBy Origin of the API that answered the login; the one the client calls now by
 *   default (capture it before the call when the API base may move meanwhile).
 */
export function startSession(result: LoginResult, now: number = Date.now(), issuedBy: string = apiOrigin()): Session {
  const session: Session = {
    apiOrigin: issuedBy,
    token: result.token,
    tenantId: result.userInfo.tenantId || DEFAULT_TENANT_ID,
    userInfo: result.userInfo,
    tokenTtlMs: result.tokenTtlMs,
    expiresAt: now + result.tokenTtlMs,
    passwordChangeRequired: result.passwordChangeRequired ?? false,
    ...(result.timeZone ? { timeZone: result.timeZone } : {}),
  };
  // A password that must change comes first (§2.2): that session will not enter any tenant.
  offerTenantChoice(session.token, session.passwordChangeRequired ? undefined : result.tenantList);
  $session.set(session);
  cacheDictItems(result.sysAllDictItems, now);
  return session;
}

/** Pushes the expiry forward after a call the server counted as activity (portal-shell §9). */
export function renewSession(now: number = Date.now()): void {
  const session = $session.get();
  if (session) $session.set({ ...session, expiresAt: now + session.tokenTtlMs });
}

/** Replaces the user info with a fresh copy from the server; a kept department's expiry no longer applies. */
export function updateUserInfo(userInfo: UserInfo): void {
  const session = $session.get();
  if (!session) return;
  const { departExpiresAt: _kept, ...rest } = session;
  $session.set({ ...rest, userInfo });
}

/** How long a switched department is kept (portal-shell §9: 7 days). */
export const DEPART_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Replaces the user info after a department switch and keeps it for {@link DEPART_TTL_MS}. */
export function keepDepartment(userInfo: UserInfo, now: number = Date.now()): void {
  const session = $session.get();
  if (session) $session.set({ ...session, userInfo, departExpiresAt: now + DEPART_TTL_MS });
}

/**
 * True when the department kept by {@link keepDepartment} has outlived its 7 days, so the
 * stored user info should be read afresh from the server (`getUserInfoByToken`).
 */
export function isDepartmentStale(session: Session | null, now: number = Date.now()): boolean {
  return session?.departExpiresAt !== undefined && session.departExpiresAt <= now;
}

/** Forgets the session locally, with the tenant's dictionaries it brought. */
export function endSession(): void {
  $session.set(null);
  clearDictCache();
}
