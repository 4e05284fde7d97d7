import type { FastifyRequest } from 'fastify';
import { HEADERS } from '../../shared/schemas/headers.ts';
import { AppError } from './app-error.ts';

/** Tenant ids are PostgreSQL `integer`s; a larger one could only fail in SQL (a 500). */
const TENANT_ID_MAX = 2_147_483_647;

/**
 * The tenant a request names in `X-Tenant-Id`: `null` when it names none; a 400 when the
 * value is not a positive whole number that a tenant id can be, so that it never reaches SQL.
 */
export function tenantHeader(request: FastifyRequest): number | null {
  const header = request.headers[HEADERS.tenant];
  if (header === undefined || header === '') return null;
  const wanted = typeof header === 'string' && /^\d{1,10}$/.test(header.trim()) ? Number(header) : NaN;
  if (!(wanted >= 1 && wanted <= TENANT_ID_MAX)) throw new AppError(400, 'fieldInvalid', { field: HEADERS.tenant });
  return wanted;
}
