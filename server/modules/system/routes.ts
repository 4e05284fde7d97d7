import { Type } from 'typebox';
import { sql } from 'kysely';
import { Envelope } from '../../../shared/schemas/index.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { createDatabaseCheck } from './database-check.ts';

/** Health, token renewal and the OpenAPI document. */
export async function systemRoutes(app: TypedApp, ctx: AppContext) {
  const databaseAnswers = createDatabaseCheck({ ping: () => sql`select 1`.execute(ctx.db), now: ctx.now });
  app.get('/health', {
    config: { auth: 'public' },
    schema: { tags: ['system'], response: { 200: Envelope(Type.Object({ status: Type.String(), database: Type.String() })) } },
  }, (request) => {
    const answer = () => ok(request, { status: 'ok', database: ctx.dbKind });
    // Most calls find a recent answer and need no promise at all.
    const pending = databaseAnswers();
    return pending ? pending.then(answer) : answer();
  });

  // Any authenticated call renews a password session; this one exists for clients that
  // only want the renewal (portal-shell §7 tokenRenewal).
  app.get('/dkp-system/sys/dataFill/tokenRenewal', {
    config: { auth: 'session' },
    schema: { tags: ['system'], response: { 200: Envelope(Type.Null()) } },
  }, async (request) => ok(request, null));

  // The document maps every route and its rules: administrators only (a permission the
  // seed and migration 0014 give the 'admin' role).
  app.get('/openapi.json', { config: { auth: { permission: PERMISSION_CODES.apiSchema } }, schema: { hide: true } }, async () => app.swagger());
}
