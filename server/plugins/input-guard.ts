import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

// NUL, or a UTF-16 surrogate without its pair.
const NOT_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a value can be taken by no route. NUL cannot be stored in PostgreSQL text (22021) or
 * jsonb (22P05); a lone UTF-16 surrogate is not text at all; and a number beyond the safe
 * integers has lost its digits (ajv coerces a query `1e309` to Infinity and lets it pass).
 */
function isOdd(value: unknown): boolean {
  if (typeof value === 'string') return NOT_TEXT.test(value);
  if (typeof value === 'number') return !Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER;
  return false;
}

/** The path (`body.items.0.name`) of the first odd value in `root`, walked without recursion. */
export function findOddValue(root: unknown, rootName: string): string | null {
  const stack: [unknown, string][] = [[root, rootName]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (isOdd(value)) return path;
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      if (isOdd(key)) return path;
      stack.push([child, `${path}.${key}`]);
    }
  }
  return null;
}

/**
 * Refuses, on every route and in one place, input that no route can use and that would
 * otherwise fail deep in SQL as a 500: strings with NUL or lone surrogates, and numbers that
 * overflow. It runs after validation (so coerced query numbers are seen as numbers) and
 * answers the localised 400 `fieldInvalid` naming the field.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const [name, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const path = findOddValue(value, name);
      if (path) throw new AppError(400, 'fieldInvalid', { field: path.slice(name.length + 1) || name });
    }
  });
}
