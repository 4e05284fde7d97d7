import type { Kysely } from 'kysely';
import type { EnterpriseChatConfig, EnterpriseChatConfigUpdate } from '../../../shared/schemas/scan-login.ts';
import type { Database } from '../../db/schema.ts';

/** The `sys_config` key of the enterprise-chat login switch. */
export const ENTERPRISE_CHAT_KEY = 'enterpriseChatLogin';

/** The switch as stored, secret included. */
export interface StoredChatConfig {
  enabled: boolean;
  provider: 'dingtalk';
  appKey: string;
  appSecret: string;
  redirectUri: string;
}

const OFF: StoredChatConfig = { enabled: false, provider: 'dingtalk', appKey: '', appSecret: '', redirectUri: '' };

/** The enterprise-chat login switch in `sys_config` (widgets-admin "enterprise chat login switch"). */
export function createChatConfigRepository(db: Kysely<Database>) {
  return {
    async read(): Promise<StoredChatConfig> {
      const row = await db.selectFrom('sys_config').select('value').where('key', '=', ENTERPRISE_CHAT_KEY).executeTakeFirst();
      return { ...OFF, ...(row?.value as Partial<StoredChatConfig> | undefined) };
    },

    /** Saves the switch; an empty or missing secret keeps the stored one. */
    async write(update: EnterpriseChatConfigUpdate, now: Date): Promise<StoredChatConfig> {
      const current = await this.read();
      const next: StoredChatConfig = {
        enabled: update.enabled, provider: update.provider, appKey: update.appKey.trim(), redirectUri: update.redirectUri.trim(),
        appSecret: update.appSecret ? update.appSecret : current.appSecret,
      };
      const value = JSON.stringify(next);
      await db.insertInto('sys_config').values({ key: ENTERPRISE_CHAT_KEY, value, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now })).execute();
      return next;
    },
  };
}

/** What an administrator is shown: never the secret itself. */
export function publicChatConfig(config: StoredChatConfig): EnterpriseChatConfig {
  return { enabled: config.enabled, provider: config.provider, appKey: config.appKey, redirectUri: config.redirectUri, hasAppSecret: config.appSecret !== '' };
}

/** True when the switch is on and every credential is there. */
export const chatConfigComplete = (c: StoredChatConfig) => c.enabled && !!c.appKey && !!c.appSecret && !!c.redirectUri;
