import { Type, type Static } from 'typebox';

/**
 * The notice push socket (portal-shell §3 "Websocket notice message", §4, §7, §9).
 *
 * URL: `ws(s)://{api origin}{apiBase}/websocket/{userId}`; the session token is the one value
 * of `Sec-WebSocket-Protocol` (a browser cannot set other headers on a socket), and the server
 * echoes it back as the selected protocol. Frames are JSON text.
 */

/** Kinds of push: an announcement for its audience ('topic'), a notice for its owner ('user'). */
export const NOTICE_PUSH_CMDS = ['topic', 'user'] as const;
export const NoticePushCmdSchema = Type.Enum(NOTICE_PUSH_CMDS);
export type NoticePushCmd = Static<typeof NoticePushCmdSchema>;

/** Server → client: something changed; the receiver reloads its notices or announcements. */
export const NoticePushSchema = Type.Object({
  cmd: NoticePushCmdSchema,
  /** The title of the announcement or notice (at most {@link PUSH_TEXT_MAX} characters). */
  msgTxt: Type.String(),
  /** The announcement's or notice's id. */
  msgId: Type.String(),
});
export type NoticePush = Static<typeof NoticePushSchema>;

/** `cmd` of the push that tells a user their menu and permissions changed (issue 11). */
export const PERMISSION_PUSH_CMD = 'permission';

/**
 * Server → client: a role of the user was given or lost menus or buttons; the receiver fetches
 * `getUserPermissionByToken` again and rebuilds its menu, without a new login or a reload.
 * `msgId` is the role's id; `msgTxt` is empty.
 */
export const PermissionPushSchema = Type.Object({
  cmd: Type.Literal(PERMISSION_PUSH_CMD),
  msgTxt: Type.String(),
  msgId: Type.String(),
});
/** A 'permission' push. */
export type PermissionPush = Static<typeof PermissionPushSchema>;

/** `cmd` of the heartbeat, both ways. */
export const HEARTBEAT_CMD = 'heartcheck';

/**
 * Client → server every {@link HEARTBEAT_INTERVAL_MS}: `{"cmd":"heartcheck"}`. The server
 * answers with the same frame, and re-checks the session: a socket whose session ended
 * (logout, expiry, frozen user) is closed with {@link REALTIME_CLOSE}.sessionEnded instead.
 */
export const HeartbeatSchema = Type.Object({ cmd: Type.Literal(HEARTBEAT_CMD) });
export type Heartbeat = Static<typeof HeartbeatSchema>;

/** Every frame the server sends. */
export const RealtimeServerFrameSchema = Type.Union([NoticePushSchema, PermissionPushSchema, HeartbeatSchema]);
export type RealtimeServerFrame = Static<typeof RealtimeServerFrameSchema>;

/** Client heartbeat period (portal-shell §9: 10 s). */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** A heartbeat not answered within this is a dead socket (portal-shell §9: 6 s). */
export const HEARTBEAT_TIMEOUT_MS = 6_000;
/** The server drops a socket it has not heard from for this long (portal-shell §9: 20000 ms). */
export const SERVER_IDLE_LIMIT_MS = 20_000;
/** Delay before reconnecting after an error or a close (portal-shell §9: 5000 ms). */
export const RECONNECT_DELAY_MS = 5_000;
/** Longest `msgTxt` pushed; a longer title is cut (the receiver reloads the full record anyway). */
export const PUSH_TEXT_MAX = 500;

/** Close codes the server uses (4000–4999 are the application's). */
export const REALTIME_CLOSE = {
  /** The session ended (logout, expiry, frozen user): reconnecting with this token is useless. */
  sessionEnded: 4401,
  /** No heartbeat for {@link SERVER_IDLE_LIMIT_MS}. */
  idle: 4408,
} as const;
