import { EnterpriseChatConfigSchema, EnterpriseChatConfigUpdateSchema, Envelope, PERMISSION_CODES } from '../../../shared/schemas/index.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { createChatConfigRepository, publicChatConfig } from './chat-config-repository.ts';

/** The button permission of the switch (migration 0002, seeded menu tree). */
export const CONFIG_EDIT = { permission: PERMISSION_CODES.configEdit } as const;

/**
 * The enterprise-chat login switch (portal-shell §1 "an enterprise chat login switch"):
 * administrators read and change it; the app secret is written, never read back.
 */
export async function chatConfigRoutes(app: TypedApp, ctx: AppContext) {
  const configs = createChatConfigRepository(ctx.db);

  app.get('/sys/config/enterpriseChatLogin', {
    config: { auth: CONFIG_EDIT },
    schema: { tags: ['scan-login'], response: { 200: Envelope(EnterpriseChatConfigSchema) } },
  }, async (request) => ok(request, publicChatConfig(await configs.read())));

  app.put('/sys/config/enterpriseChatLogin', {
    config: { auth: CONFIG_EDIT },
    schema: { tags: ['scan-login'], body: EnterpriseChatConfigUpdateSchema, response: { 200: Envelope(EnterpriseChatConfigSchema) } },
  }, async (request) => ok(request, publicChatConfig(await configs.write(request.body, ctx.now()))));
}
