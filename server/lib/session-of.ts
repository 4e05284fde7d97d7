import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from './active-session.ts';
import { unauthorized } from './app-error.ts';

/**
 * The session of a request that passed authentication; throws when there is none. The route
 * guard (plugins/route-auth.ts) sets `request.session`; this reader lives below it so the kit
 * can use it without importing the plugins (.dependency-cruiser.mjs).
 */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthorized();
  return request.session;
}
