import { apiOrigin } from '../api/config.ts';
import { get } from '../api/methods.ts';
import { LOGIN_PATH } from '../navigation/login-redirect.ts';
import type { EmbedOriginCheck, UserInfo } from '../schemas/index.ts';
import { $session, DEFAULT_TENANT_ID, type Session } from '../stores/session.ts';

/** The sign-in page's query parameter naming the page origin that asked for the handoff. */
export const EMBED_PARAM = 'embed';

/** The `type` of the one message the portal posts to an embedding page. */
export const HANDOFF_MESSAGE_TYPE = 'dkp-session-handoff';

/**
 * What the portal's sign-in popup posts to `window.opener` (docs/elements.md "Sign-in
 * handoff"): the session as the login answered it, nothing more.
 */
export interface HandoffMessage {
  type: typeof HANDOFF_MESSAGE_TYPE;
  token: string;
  tenantId: number;
  tokenTtlMs: number;
  userInfo: UserInfo;
}

/** The portal's sign-in URL that hands the session back to a page of `pageOrigin`. */
export function embedSignInUrl(portalOrigin: string, pageOrigin: string): string {
  return `${portalOrigin}${LOGIN_PATH}?${EMBED_PARAM}=${encodeURIComponent(pageOrigin)}`;
}

/** The message carrying `session` (portal side). */
export function handoffMessage(session: Session): HandoffMessage {
  const { token, tenantId, tokenTtlMs, userInfo } = session;
  return { type: HANDOFF_MESSAGE_TYPE, token, tenantId, tokenTtlMs, userInfo };
}

/** True when `data` has the handoff's shape; any other message is ignored (element side). */
export function isHandoffMessage(data: unknown): data is HandoffMessage {
  const m = data as Partial<HandoffMessage> | null;
  return (
    typeof m === 'object' && m !== null && m.type === HANDOFF_MESSAGE_TYPE &&
    typeof m.token === 'string' && m.token !== '' && typeof m.tenantId === 'number' &&
    typeof m.tokenTtlMs === 'number' && m.tokenTtlMs > 0 && typeof m.userInfo?.username === 'string'
  );
}

/**
 * Starts the page's session from a handed-back sign-in (element side).
 *
 * @param issuedBy The portal origin the popup was opened on, whose API issued the token.
 */
export function adoptHandoff(message: HandoffMessage, issuedBy: string, now: number = Date.now()): Session {
  const session: Session = {
    apiOrigin: issuedBy,
    token: message.token,
    tenantId: message.tenantId,
    userInfo: message.userInfo,
    tokenTtlMs: message.tokenTtlMs,
    expiresAt: now + message.tokenTtlMs,
  };
  $session.set(session);
  return session;
}

/**
 * Asks the server whether a page of `origin` may receive a sign-in
 * (`GET /sys/embed/checkOrigin`, i.e. is on `DKP_ALLOWED_ORIGINS`). Portal side; the portal
 * posts nothing before this says yes.
 */
export async function isEmbedOriginAllowed(origin: string): Promise<boolean> {
  const answer = await get<EmbedOriginCheck>('/sys/embed/checkOrigin', { origin });
  return answer.allowed === true;
}

/** Life assumed for a token the host page hands in: the shortest a login gives (portal-shell §9). */
const HOST_TOKEN_TTL_MS = 30 * 60 * 1000;

/**
 * Makes a token the host page already has (an element's `token` attribute) the page's session,
 * then reads its user from the server (`GET /sys/getUserInfoByToken`). A token the server
 * refuses ends the session through the API client's usual 401 handling.
 */
export async function adoptToken(token: string, now: number = Date.now()): Promise<void> {
  if (!token || $session.get()?.token === token) return;
  const blank: UserInfo = { id: '', username: '', realname: '', avatar: '', orgCode: '', tenantId: DEFAULT_TENANT_ID };
  // The host's token is taken to belong to the API its elements were pointed at (`api-base` is applied first).
  $session.set({ token, tenantId: DEFAULT_TENANT_ID, userInfo: blank, tokenTtlMs: HOST_TOKEN_TTL_MS, expiresAt: now + HOST_TOKEN_TTL_MS, apiOrigin: apiOrigin() });
  const userInfo = await get<UserInfo>('/sys/getUserInfoByToken');
  const current = $session.get();
  // Another sign-in may have replaced the session while the call ran.
  if (current?.token === token) $session.set({ ...current, userInfo, tenantId: userInfo.tenantId || DEFAULT_TENANT_ID });
}
