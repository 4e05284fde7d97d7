/**
 * Compiles the server ahead of time (`npm start` runs the result): one ES module,
 * `dist/server/main.js`, with our code (server/ and the parts of shared/ it imports) bundled
 * and every node_modules package left external, loaded by Node from node_modules as usual.
 * Nothing is transformed at start, and some three hundred module files become one.
 *
 * The bundle must sit inside the repository (or beside a `node_modules`): packages, and the
 * Shoelace icon folder (`import.meta.resolve`), are found from the bundle's own location.
 * Usage: node --import tsx scripts/build-server.ts [outdir]   (default dist/server)
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundles `server/main.ts` into `outdir`; returns the path of the entry written. */
export async function buildServer(outdir = `${root}dist/server`): Promise<string> {
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts' },
    outdir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return `${outdir}/main.js`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildServer(process.argv[2]);
}
