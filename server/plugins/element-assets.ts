import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from './portal-assets.ts';

/** Where pages load the custom elements from (`<script type="module" src="…/elements/dkp-elements.js">`). */
export const ELEMENTS_PREFIX = '/elements/';

// Rollup names shared chunks `chunks/<name>-<hash>.js`: a new build gives new names, so they
// may be cached for good; entries and the manifest keep their names and must be revalidated.
const HASHED = /^\/?chunks\//;
/** The bundle's own files: entries, the manifest, chunks. */
const ELEMENT_FILE = /^\/(?:chunks\/)?[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:js|json)$/;
/** pdf.js's data files beside the chunks: `chunks/pdfjs-<version>/cmaps/*.bcmap`, `…/standard_fonts/*.pfb|ttf`. */
const PDFJS_DATA_FILE = /^\/chunks\/pdfjs-[0-9.]+\/(?:cmaps\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.bcmap|standard_fonts\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:pfb|ttf))$/;

/**
 * Serves the built element bundle (dist/elements) read-only under {@link ELEMENTS_PREFIX}.
 * Cross-origin module scripts need CORS: the app's CORS plugin answers it for origins on
 * `DKP_ALLOWED_ORIGINS` only, so a page elsewhere cannot even run the elements. An unknown
 * file is a plain 404 (the app's not-found handler keeps it from the portal's SPA fallback).
 */
export async function registerElementAssets(app: FastifyInstance, root: string): Promise<void> {
  if (!existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    prefix: ELEMENTS_PREFIX,
    decorateReply: false,
    wildcard: true,
    cacheControl: false,
    // The brotli or gzip copy made at build time (scripts/precompress.mjs) when accepted.
    preCompressed: true,
    // No source maps: the bundle is built without them, and none is served. pdf.js's CMaps and
    // standard fonts (scripts/pdfjs-data-plugin.mjs) are in a folder named by its version.
    allowedPath: (pathName) => (ELEMENT_FILE.test(pathName) || PDFJS_DATA_FILE.test(pathName)) && !pathName.includes('..'),
    setHeaders: (res, filePath) => {
      const relative = filePath.slice(root.length).replace(/\\/g, '/');
      res.header('Cache-Control', HASHED.test(relative) ? IMMUTABLE : 'no-cache');
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
