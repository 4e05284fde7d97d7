import type { RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preValidation' | 'preHandler' | 'onSend';

/** How many hooks of each kind plugins have put on a route so far (ahead of the route's own). */
const placed = new WeakMap<object, Partial<Record<HookName, number>>>();

/**
 * Gives one route a plugin's hook (from an `onRoute` hook), instead of a global hook that
 * tests per request whether the route concerns it. It runs where a global hook would have:
 * after the hooks plugins gave the route before (in the order the plugins were registered),
 * ahead of the route's own. Adding the same hook twice (a GET route's options reused for its
 * HEAD twin) does nothing.
 */
export function addRouteHook(route: RouteOptions, name: HookName, hook: (...args: never[]) => unknown): void {
  const current = route[name] as unknown;
  const list: unknown[] = current === undefined ? [] : Array.isArray(current) ? [...current] : [current];
  if (list.includes(hook)) return;
  const counts = placed.get(route) ?? {};
  const at = Math.min(counts[name] ?? 0, list.length);
  list.splice(at, 0, hook);
  counts[name] = at + 1;
  placed.set(route, counts);
  (route as unknown as Record<HookName, unknown>)[name] = list;
}
