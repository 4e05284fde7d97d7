import { HEADERS } from '../../shared/schemas/headers.ts';
import type { HttpMethod } from '../../shared/api/request.ts';

/**
 * Methods a page on a `DKP_ALLOWED_ORIGINS` origin may use (docs/elements.md "Every element"):
 * every method of the API client, since the elements' notice calls PUT (`updateRead`,
 * `updateReadBatch`, `editByAnntIdAndUserId`) and DELETE (`deleteNotice`). HEAD comes with GET.
 */
export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] as const satisfies readonly (HttpMethod | 'HEAD')[];

/**
 * Request headers such a page may send: exactly those the API client sets
 * (`shared/api/request.ts`), so a preflight grants nothing the client does not need.
 */
export const CORS_ALLOWED_HEADERS = [...Object.values(HEADERS), 'content-type', 'accept'] as const;
