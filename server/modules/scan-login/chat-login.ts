import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { chatConfigComplete, createChatConfigRepository } from './chat-config-repository.ts';
import { createDingTalkProvider } from './providers/dingtalk.ts';
import type { EnterpriseChatProvider } from './providers/provider.ts';
import { createScanLoginRepository } from './scan-login-repository.ts';

/**
 * Scan login through an enterprise-chat app (portal-shell §2.1 "/user/dingtalk: scan-code
 * login through an enterprise chat app"): when an administrator has switched it on, the
 * desktop's QR code opens the provider's consent page with the request id as `state`, and
 * the provider's callback confirms that request for the portal user with the same mobile.
 * The desktop polls exactly as for the built-in flow.
 */
export function createChatLogin(ctx: AppContext) {
  const configs = createChatConfigRepository(ctx.db);
  const requests = createScanLoginRepository(ctx.db);

  return {
    /** The provider when the switch is on and complete, else `null` (the built-in QR is used). */
    async provider(): Promise<{ name: 'dingtalk'; provider: EnterpriseChatProvider } | null> {
      const config = await configs.read();
      if (!chatConfigComplete(config)) return null;
      return { name: config.provider, provider: createDingTalkProvider(config, ctx.config.dingtalk) };
    },

    /** Confirms request `state` for the user the provider names by `code`. */
    async callback(code: string, state: string): Promise<void> {
      const active = await this.provider();
      if (!active) throw badRequest('chatLoginNotConfigured');
      const request = await requests.find(state);
      if (!request || request.status !== 'pending' || request.expires_at <= ctx.now()) throw badRequest('scanLoginInvalid');
      let mobile: string;
      try {
        mobile = (await active.provider.identify(code)).mobile;
      } catch {
        throw badRequest('chatLoginFailed');
      }
      const userId = mobile ? await requests.userIdByMobile(mobile) : null;
      if (!userId) throw badRequest('chatLoginNoUser');
      const taken = await requests.takeBy(state, { userId, tenantId: null, orgCode: '' }, 'confirmed', ctx.now());
      if (!taken) throw badRequest('scanLoginInvalid');
    },
  };
}
export type ChatLogin = ReturnType<typeof createChatLogin>;
