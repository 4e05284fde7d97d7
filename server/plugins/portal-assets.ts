import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Cache-Control of a file whose name changes with its content: kept for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Vite names every bundled file `assets/<name>-<hash>.<ext>`; everything else (index.html,
// public/ files such as /brand/ and /login/ images) keeps its name and is revalidated.
const HASHED = /^\/assets\//;

/**
 * Serves the built portal (dist/portal) at `/`: the brotli or gzip copy made at build time
 * (scripts/precompress.mjs) when the browser accepts it, hashed assets cached for good and
 * the rest revalidated on each use. Source maps are not built (vite.config.ts) and not served.
 * Returns whether there is a portal, for the history-mode fallback to index.html.
 */
export async function registerPortalAssets(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (res, filePath) => {
      const relative = filePath.slice(root.length).replace(/\\/g, '/').replace(/\.(?:br|gz)$/, '');
      res.header('Cache-Control', HASHED.test(relative) ? IMMUTABLE : 'no-cache');
    },
  });
  return true;
}
