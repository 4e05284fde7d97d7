import type { FastifyInstance, RouteOptions, preHandlerHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { addRouteHook } from '../lib/route-hooks.ts';

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
 * Whether a route takes input a handler may use: path parameters, a query or body schema, or a
 * method that carries a body. A GET without any of these reads nothing the client sends (an
 * undeclared query parameter is ignored there, as the schema of other routes strips it).
 */
export function takesInput(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): boolean {
  const schema = route.schema ?? {};
  if (schema.params || schema.querystring || schema.body) return true;
  if (/[:*]/.test(route.url ?? '')) return true;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((method) => method !== 'GET' && method !== 'HEAD');
}

/**
 * Refuses, on every route that takes input and in one place, input that no route can use and
 * that would otherwise fail deep in SQL as a 500: strings with NUL or lone surrogates, and
 * numbers that overflow. It runs after validation (so coerced query numbers are seen as
 * numbers) and answers the localised 400 `fieldInvalid` naming the field. Routes get the
 * hook as they are added ({@link takesInput}); the others pay nothing for it.
 */
export function registerInputGuard(app: FastifyInstance) {
  const guard: preHandlerHookHandler = (request, _reply, done) => {
    for (const [name, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const path = findOddValue(value, name);
      if (path) return done(new AppError(400, 'fieldInvalid', { field: path.slice(name.length + 1) || name }));
    }
    done();
  };
  app.addHook('onRoute', (route) => {
    if (takesInput(route)) addRouteHook(route, 'preHandler', guard);
  });
}
