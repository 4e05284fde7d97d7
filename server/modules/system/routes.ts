import { Type } from 'typebox';
import { sql } from 'kysely';
import { Envelope } from '../../../shared/schemas/index.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';

/** How long health waits for `select 1`: a load balancer must hear "down" quickly, not time out itself. */
export const HEALTH_DB_TIMEOUT_MS = 2000;

/** Throws 503 `databaseUnavailable` when the database fails or does not answer `select 1` in time. */
async function databaseAnswers(ctx: AppContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), HEALTH_DB_TIMEOUT_MS);
  });
  const query = sql`select 1`.execute(ctx.db);
  // A query that lost the race may still fail later: that must not become an unhandled rejection.
  query.catch(() => undefined);
  try {
    await Promise.race([query, timeout]);
  } catch {
    throw new AppError(503, 'databaseUnavailable', {}, { 'retry-after': '5' });
  } finally {
    clearTimeout(timer);
  }
}

/** Health, token renewal and the OpenAPI document. */
export async function systemRoutes(app: TypedApp, ctx: AppContext) {
  app.get('/health', {
    config: { auth: 'public' },
    schema: { tags: ['system'], response: { 200: Envelope(Type.Object({ status: Type.String(), database: Type.String() })) } },
  }, async (request) => {
    await databaseAnswers(ctx);
    return ok(request, { status: 'ok', database: ctx.dbKind });
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
