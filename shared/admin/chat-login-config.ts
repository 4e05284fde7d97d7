import { apiConfig } from '../api/config.ts';
import { get, put } from '../api/methods.ts';
import type { EnterpriseChatConfig, EnterpriseChatConfigUpdate } from '../schemas/scan-login.ts';

/** The path of the enterprise-chat login switch (permission `system:config:edit`). */
const PATH = '/sys/config/enterpriseChatLogin';

/** Reads the switch; the app secret never comes back, only whether one is stored. */
export function fetchChatLoginConfig(): Promise<EnterpriseChatConfig> {
  return get<EnterpriseChatConfig>(PATH);
}

/** Saves the switch; an empty `appSecret` keeps the stored one. Answers the saved state. */
export function saveChatLoginConfig(update: EnterpriseChatConfigUpdate): Promise<EnterpriseChatConfig> {
  return put<EnterpriseChatConfig>(PATH, update);
}

/**
 * The callback the provider's app must be registered with on this portal
 * (`GET /sys/scanLogin/{provider}/callback`), for the administrator to copy.
 */
export function chatLoginCallbackUrl(provider: EnterpriseChatConfig['provider'], origin: string): string {
  return new URL(`${apiConfig().baseUrl}/sys/scanLogin/${provider}/callback`, origin).toString();
}
