import { atom, onMount } from 'nanostores';
import { apiConfig } from '../api/config.ts';
import { sessionFor } from '../api/session-origin.ts';
import type { NoticePush } from '../schemas/realtime.ts';
import { refreshPermissions } from '../stores/permissions.ts';
import { $session, isSessionLive } from '../stores/session.ts';
import { $settings } from '../stores/settings.ts';
import { beep } from './beep.ts';
import { openRealtimeConnection, type RealtimeConnectionOptions, type RealtimeStatus } from './connection.ts';
import type { SocketFactory } from './socket-like.ts';
import { websocketUrl } from './socket-url.ts';

/** Settings of the page's one notice socket; elements and portal need none of them. */
export interface RealtimeSettings {
  /** The WebSocket class; the global one in browsers, `ws` in node. */
  WebSocket: SocketFactory | undefined;
  /** The page's address, against which a relative API base is resolved. */
  pageHref: () => string;
  /** Reconnection and heartbeat timings (tests shorten them); portal-shell §9 by default. */
  timings: Pick<RealtimeConnectionOptions, 'reconnectDelayMs' | 'heartbeatIntervalMs' | 'heartbeatTimeoutMs'>;
  /** Where unparseable or unknown frames are reported (portal-shell §8: logged only). */
  log: (message: string, frame: unknown) => void;
}

const defaults = (): RealtimeSettings => ({
  WebSocket: globalThis.WebSocket as SocketFactory | undefined,
  pageHref: () => globalThis.location?.href ?? 'http://localhost/',
  timings: {},
  log: (message, frame) => console.warn(message, frame),
});
let settings = defaults();

/** Changes some settings; takes effect at the next connection. */
export function configureRealtime(changes: Partial<RealtimeSettings>): void {
  settings = { ...settings, ...changes };
}

/** Restores the defaults (tests). */
export function resetRealtimeConfig(): void {
  settings = defaults();
}

/** The notice socket's state (portal-shell §4). */
export const $realtimeStatus = atom<RealtimeStatus>('stopped');

/**
 * The last push (`{cmd, msgTxt, msgId}`), `null` before the first. While anything listens,
 * the page holds one socket for the signed-in user: opened when a session starts, moved when
 * the token changes, closed when the session ends or the last listener leaves.
 */
export const $realtimePush = atom<NoticePush | null>(null);

onMount($realtimePush, () => {
  let connection: { close(): void } | null = null;
  let current = '';
  const stopSession = $session.subscribe((session) => {
    const url = isSessionLive(session) ? websocketUrl(apiConfig().baseUrl, session.userInfo.id, settings.pageHref()) : '';
    // The token is the socket's protocol value, so it goes only to the API origin that issued it.
    const live = url && sessionFor(url.replace(/^ws/, 'http')) === session ? session : null;
    const key = live ? `${live.userInfo.id} ${live.token} ${url}` : '';
    if (key === current) return;
    current = key;
    connection?.close();
    connection = null;
    if (!live || !settings.WebSocket) return;
    connection = openRealtimeConnection({
      url,
      token: live.token,
      WebSocket: settings.WebSocket,
      onPush: (push) => {
        $realtimePush.set(push);
        // The optional sound (portal-shell §4). Not a listener of this store: that listener
        // would keep the store mounted, and the socket open, after the last user left.
        if ($settings.get().noticeSound === 'true') beep();
      },
      onStatus: (status) => $realtimeStatus.set(status),
      // A role's grants changed (issue 11): the menu and buttons follow without a new login or a reload.
      onPermissionsChanged: () => void refreshPermissions(),
      log: settings.log,
      ...settings.timings,
    });
  });
  return () => {
    stopSession();
    connection?.close();
    connection = null;
    current = '';
  };
});

/**
 * Calls `listener` with every push from now on (also two alike in a row); the socket stays
 * open while any listener is subscribed. Returns the function that unsubscribes.
 */
export function onRealtimePush(listener: (push: NoticePush) => void): () => void {
  return $realtimePush.listen((push) => {
    if (push) listener(push);
  });
}
