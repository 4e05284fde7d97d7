/**
 * Compiles the server ahead of time (`npm start` runs the result): one ES module,
 * `dist/server/main.js`, with our code (server/ and the parts of shared/ it imports) bundled
 * and node_modules packages left external, loaded by Node from node_modules as usual, but two
 * ({@link BUNDLED_PACKAGES}).
 * Nothing is transformed at start, and some three hundred module files become one.
 *
 * The bundle must sit inside the repository (or beside a `node_modules`): packages, and the
 * Shoelace icon folder (`import.meta.resolve`), are found from the bundle's own location.
 * Usage: node --import tsx scripts/build-server.ts [outdir]   (default dist/server)
 */
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Packages bundled with our code although they live in node_modules: pure ES modules that
 * read no file of their own (no `import.meta`, `__dirname` or `require`), spread over hundreds
 * of small files (typebox 709, kysely 279) that Node resolved and compiled one by one at every
 * start (about half a second of CPU together); bundled, only what we use is kept. Every other
 * package stays external.
 */
export const BUNDLED_PACKAGES = ['typebox', 'kysely'];

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** `packages: 'external'`, but for {@link BUNDLED_PACKAGES}. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED_PACKAGES.includes(packageName(args.path)) ? undefined : { path: args.path, external: true });
  },
};

/** Bundles `server/main.ts` (and the report database's worker) into `outdir`; returns the path of the entry written. */
export async function buildServer(outdir = `${root}dist/server`): Promise<string> {
  await build({
    absWorkingDir: root,
    // The report database's worker thread is started from its own file, beside main.js
    // (server/db/report-data/report-database.ts finds it there).
    entryPoints: { main: 'server/main.ts', 'report-worker': 'server/db/report-data/report-worker.ts' },
    outdir,
    bundle: true,
    plugins: [externalPackages],
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
