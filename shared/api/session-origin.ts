import { $session, endSession, type Session } from '../stores/session.ts';
import { apiOrigin, configureApi, NO_ORIGIN, originOf, type ApiConfig } from './config.ts';

/**
 * The page's session if its token may go to `url`, i.e. `url` (resolved against the page) is
 * on the API origin that issued the token; `null` otherwise. Everything that puts the token
 * into a request (header, socket protocol, iframe query) asks this first, so a page that
 * points an element's `api-base` elsewhere never hands that origin the token.
 */
export function sessionFor(url: string): Session | null {
  const session = $session.get();
  if (!session || session.apiOrigin === NO_ORIGIN) return null;
  return originOf(url) === session.apiOrigin ? session : null;
}

/**
 * Points the API client at `baseUrl` (with any other `settings`). When that moves it to an
 * origin other than the one that issued the session's token, the session ends on this page:
 * its token cannot be used here any more. Only locally: telling its server would mean sending
 * the token once more; it runs out there after its idle time (portal-shell §9).
 */
export function moveApiBase(baseUrl: string, settings: Partial<Omit<ApiConfig, 'baseUrl'>> = {}): void {
  configureApi({ ...settings, baseUrl });
  const session = $session.get();
  if (session && session.apiOrigin !== apiOrigin()) endSession();
}
