import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SHOELACE_BASE_PATH } from '../../shared/theme/icon-base.ts';

/** Where the portal and the elements fetch icons: Shoelace's `<sl-icon>` asks for `{basePath}/assets/icons/{name}.svg`. */
export const ICON_PREFIX = `${SHOELACE_BASE_PATH}/assets/icons/`;

// Shoelace ships the whole Bootstrap Icons set (MIT); menu icons are data an administrator
// chooses, so every name must be fetchable, not just the ones the build happened to import.
const iconDir = path.join(path.dirname(fileURLToPath(import.meta.resolve('@shoelace-style/shoelace'))), 'assets/icons');

/** Serves the icon set read-only under {@link ICON_PREFIX}; an unknown name is a plain 404. */
export async function registerIconAssets(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: iconDir,
    prefix: ICON_PREFIX,
    decorateReply: false,
    wildcard: true,
    // The set changes only with the Shoelace version, so a day of caching is safe.
    maxAge: '1d',
    allowedPath: (pathName) => /^\/[a-z0-9-]+\.svg$/.test(pathName),
  });
}
