import {
  HEARTBEAT_CMD, HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS, NOTICE_PUSH_CMDS, PERMISSION_PUSH_CMD, RECONNECT_DELAY_MS, REALTIME_CLOSE,
  type NoticePush,
} from '../schemas/realtime.ts';
import { SOCKET_OPEN, type SocketFactory, type SocketLike } from './socket-like.ts';

/** Where the connection stands (portal-shell §4: connecting, then open; closed waits to reconnect). */
export type RealtimeStatus = 'stopped' | 'connecting' | 'open' | 'closed';

/** What a connection needs; the timings default to portal-shell §9's. */
export interface RealtimeConnectionOptions {
  url: string;
  token: string;
  WebSocket: SocketFactory;
  onPush(push: NoticePush): void;
  onStatus(status: RealtimeStatus): void;
  /** The user's menu and permissions changed on the server (a role's grants were saved). */
  onPermissionsChanged?(): void;
  /** The server closed the socket because the session ended; the connection has stopped. */
  onSessionEnded?(): void;
  /** Unparseable or unknown frames are logged only (portal-shell §8). */
  log?(message: string, frame: unknown): void;
  reconnectDelayMs?: number;
  heartbeatIntervalMs?: number;
  heartbeatTimeoutMs?: number;
}

const HEARTBEAT = JSON.stringify({ cmd: HEARTBEAT_CMD });

function readFrame(data: unknown): { push: NoticePush } | { heartbeat: true } | { permissions: true } | null {
  try {
    const frame = JSON.parse(String(data)) as { cmd?: unknown; msgTxt?: unknown; msgId?: unknown } | null;
    if (frame?.cmd === HEARTBEAT_CMD) return { heartbeat: true };
    if (frame?.cmd === PERMISSION_PUSH_CMD) return { permissions: true };
    const cmd = NOTICE_PUSH_CMDS.find((known) => known === frame?.cmd);
    if (!cmd || typeof frame?.msgTxt !== 'string' || typeof frame.msgId !== 'string') return null;
    return { push: { cmd, msgTxt: frame.msgTxt, msgId: frame.msgId } };
  } catch {
    return null;
  }
}

/**
 * Opens the notice socket and keeps it open: a heartbeat every 10 s that must be answered
 * within 6 s, else the socket counts as dead; after an error, a close or a dead socket, one
 * reconnection 5 s later (a pending reconnection is the lock: error and close of the same
 * socket schedule only one). Stops for good on `close()` or when the server says the
 * session ended.
 */
export function openRealtimeConnection(options: RealtimeConnectionOptions): { close(): void } {
  const reconnectDelayMs = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
  let socket: SocketLike | null = null;
  let stopped = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  let answerTimer: ReturnType<typeof setTimeout> | null = null;

  const clearBeat = () => {
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    if (answerTimer) clearTimeout(answerTimer);
    heartbeatTimer = answerTimer = null;
  };
  const detach = (s: SocketLike) => {
    s.onopen = s.onmessage = s.onclose = null;
    // Not null: closing a socket that is still connecting makes `ws` emit an error later,
    // which with no listener would be thrown as an uncaught exception.
    s.onerror = () => {};
    try {
      s.close();
    } catch {
      // Closing a socket that never opened may throw in some implementations; it is gone either way.
    }
  };
  const stop = (status: RealtimeStatus) => {
    stopped = true;
    clearBeat();
    if (reconnectTimer) clearTimeout(reconnectTimer);
    reconnectTimer = null;
    if (socket) detach(socket);
    socket = null;
    options.onStatus(status);
  };
  /** Reconnects once, later; a pending reconnection is the lock against a second one. */
  const reconnectLater = () => {
    options.onStatus('closed');
    if (reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, reconnectDelayMs);
  };
  /** Gives up on socket `s` (error, close, no answer to a heartbeat). */
  const drop = (s: SocketLike) => {
    if (s !== socket || stopped) return;
    clearBeat();
    detach(s);
    socket = null;
    reconnectLater();
  };
  const beat = (s: SocketLike) => {
    if (s.readyState !== SOCKET_OPEN) return;
    s.send(HEARTBEAT);
    answerTimer ??= setTimeout(() => drop(s), heartbeatTimeoutMs);
  };
  function connect(): void {
    options.onStatus('connecting');
    let s: SocketLike;
    try {
      s = new options.WebSocket(options.url, [options.token]);
    } catch (error) {
      options.log?.('the notice socket could not be created', error);
      return reconnectLater();
    }
    socket = s;
    s.onopen = () => {
      options.onStatus('open');
      heartbeatTimer = setInterval(() => beat(s), heartbeatIntervalMs);
    };
    s.onmessage = (event: { data: unknown }) => {
      // Any frame shows the socket is alive, an answer to the heartbeat or a push.
      if (answerTimer) clearTimeout(answerTimer);
      answerTimer = null;
      const frame = readFrame(event.data);
      if (!frame) options.log?.('unparseable or unknown notice socket message', event.data);
      else if ('push' in frame) options.onPush(frame.push);
      else if ('permissions' in frame) options.onPermissionsChanged?.();
    };
    s.onerror = () => drop(s);
    s.onclose = (event: { code?: number }) => {
      if (event.code !== REALTIME_CLOSE.sessionEnded) return drop(s);
      stop('stopped');
      options.onSessionEnded?.();
    };
  }

  connect();
  return { close: () => stop('stopped') };
}
