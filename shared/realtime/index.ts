/** The notice push client shared by elements and portal (portal-shell §4, §7, §9). */
export { $realtimePush, $realtimeStatus, configureRealtime, onRealtimePush, resetRealtimeConfig, type RealtimeSettings } from './realtime-stores.ts';
export { openRealtimeConnection, type RealtimeConnectionOptions, type RealtimeStatus } from './connection.ts';
export { websocketUrl } from './socket-url.ts';
export { beep } from './beep.ts';
export type { SocketFactory, SocketLike } from './socket-like.ts';
