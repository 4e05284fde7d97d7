import { Type, type Static } from 'typebox';
import { LoginResultSchema } from './auth.ts';

/**
 * States of a scan-code login request (portal-shell §2.3 "scan-code login"): waiting for a
 * phone, opened on a phone, confirmed, refused there, or run out (or already used).
 */
export const SCAN_LOGIN_STATUSES = ['pending', 'scanned', 'confirmed', 'refused', 'expired'] as const;
export const ScanLoginStatusSchema = Type.Enum(SCAN_LOGIN_STATUSES);
export type ScanLoginStatus = Static<typeof ScanLoginStatusSchema>;

/** Enterprise-chat providers whose scan login the portal speaks. */
export const ENTERPRISE_CHAT_PROVIDERS = ['dingtalk'] as const;
export const EnterpriseChatProviderSchema = Type.Enum(ENTERPRISE_CHAT_PROVIDERS);

/** A request id as put in the QR code's URL. */
export const ScanLoginIdSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });

/**
 * `POST /sys/scanLogin`: a new request. `pollSecret` is known only to the desktop that asked;
 * `qr` is an SVG data URL of `url`, the page a signed-in phone opens to confirm — or, with
 * `provider` set, the enterprise-chat app's consent page.
 */
export const ScanLoginStartSchema = Type.Object({
  id: ScanLoginIdSchema,
  pollSecret: Type.String(),
  expiresAt: Type.Integer({ description: 'epoch milliseconds' }),
  url: Type.String(),
  qr: Type.String(),
  provider: Type.Optional(EnterpriseChatProviderSchema),
});
export type ScanLoginStart = Static<typeof ScanLoginStartSchema>;

/** `GET /sys/scanLogin/{id}?secret=`: the state; on `confirmed` the session, handed over once. */
export const ScanLoginPollSchema = Type.Object({
  status: ScanLoginStatusSchema,
  expiresAt: Type.Integer(),
  session: Type.Optional(LoginResultSchema),
});
export type ScanLoginPoll = Static<typeof ScanLoginPollSchema>;

/** What the phone is shown before it confirms: which desktop asks, and when. */
export const ScanLoginInfoSchema = Type.Object({
  status: ScanLoginStatusSchema,
  desktopIp: Type.String(),
  desktopAgent: Type.String(),
  createdAt: Type.Integer(),
  expiresAt: Type.Integer(),
});
export type ScanLoginInfo = Static<typeof ScanLoginInfoSchema>;

/** Longest credentials the switch stores, for the API schemas and the admin form alike. */
export const CHAT_CONFIG_MAX_LENGTH = { appKey: 200, appSecret: 200, redirectUri: 500 } as const;

/**
 * The enterprise-chat login switch as an administrator sees it (`GET /sys/config/enterpriseChatLogin`).
 * The app secret is never answered back: `hasAppSecret` says whether one is stored.
 */
export const EnterpriseChatConfigSchema = Type.Object({
  enabled: Type.Boolean(),
  provider: EnterpriseChatProviderSchema,
  appKey: Type.String({ maxLength: CHAT_CONFIG_MAX_LENGTH.appKey }),
  redirectUri: Type.String({ maxLength: CHAT_CONFIG_MAX_LENGTH.redirectUri }),
  hasAppSecret: Type.Boolean(),
});
export type EnterpriseChatConfig = Static<typeof EnterpriseChatConfigSchema>;

/** `PUT /sys/config/enterpriseChatLogin`: an empty or missing `appSecret` keeps the stored one. */
export const EnterpriseChatConfigUpdateSchema = Type.Object({
  enabled: Type.Boolean(),
  provider: EnterpriseChatProviderSchema,
  appKey: Type.String({ maxLength: CHAT_CONFIG_MAX_LENGTH.appKey }),
  appSecret: Type.Optional(Type.String({ maxLength: CHAT_CONFIG_MAX_LENGTH.appSecret })),
  redirectUri: Type.String({ maxLength: CHAT_CONFIG_MAX_LENGTH.redirectUri }),
});
export type EnterpriseChatConfigUpdate = Static<typeof EnterpriseChatConfigUpdateSchema>;
