#!/usr/bin/env node
/**
 * Runs node's test runner (through tsx) on every `*.test.ts` file below the given folders.
 *
 *   node scripts/node-test.mjs                 server, shared and elements
 *   node scripts/node-test.mjs server          one folder (or file)
 *
 * Node 20 does not expand globs given to `--test` ("server/**\/*.test.ts" is taken as a file
 * name) and its default patterns only find `.js` files, so the files are listed here.
 * Files run two at a time (each server test file has its own databases), or as many as
 * `DKP_TEST_CONCURRENCY` says (1 to debug).
 * Finding no test file is a failure, so a wrong folder name cannot pass silently.
 * The files of one run share a folder of database dumps (server/test-support/snapshot.ts),
 * removed at the end, so that only the first test server of the run creates a database.
 *
 * Each file is bundled first by esbuild (npm packages left as imports) into a folder of the
 * run, removed at the end: a process then loads one JavaScript file instead of compiling some
 * three hundred TypeScript modules through tsx's loader, a second of CPU saved per file
 * (docs/decisions.md "Test lanes"). A file that reads `import.meta` (its own location) runs
 * from its source; `DKP_TEST_BUNDLE=0` runs every file from its source.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'data', '.git']);
const isTestFile = (name) => /\.test\.tsx?$/.test(name) && !/\.browser\.test\./.test(name);

function collect(path, out) {
  if (statSync(path).isFile()) {
    if (isTestFile(path)) out.push(path);
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && !SKIP.has(entry.name)) collect(join(path, entry.name), out);
    else if (entry.isFile() && isTestFile(entry.name)) out.push(join(path, entry.name));
  }
}

/** Every folder with node tests; the default when none is named. */
const ALL_ROOTS = ['server', 'shared', 'elements'];
const roots = process.argv.length > 2 ? process.argv.slice(2) : ALL_ROOTS;
const files = [];
for (const root of roots) {
  if (existsSync(root)) collect(root, files);
}
files.sort();
if (files.length === 0) {
  console.error(`No *.test.ts file under: ${roots.join(', ')}`);
  process.exit(1);
}
console.log(`${files.length} test file(s): ${files.map((f) => relative('.', f)).join(', ')}`);
const snapshots = mkdtempSync(join(tmpdir(), 'dkp-test-snapshots-'));
// Inside the repository, so that the bundles' package imports resolve from its node_modules.
const bundleDir = mkdtempSync('.test-bundles-');
const specLog = join(mkdtempSync(join(tmpdir(), 'dkp-test-report-')), 'spec.txt');
let status = 1;
try {
  const targets = await bundled(files, bundleDir);
  const result = spawnSync(
    process.execPath,
    [
      '--import', 'tsx', '--enable-source-maps', '--test', `--test-concurrency=${process.env.DKP_TEST_CONCURRENCY ?? 2}`,
      // TAP as before on the terminal, and the spec reporter into a file whose closing list of
      // failures is printed last: a long run's log is often read from its tail only (CI keeps that).
      '--test-reporter=tap', '--test-reporter-destination=stdout', '--test-reporter=spec', `--test-reporter-destination=${specLog}`,
      ...targets,
    ],
    { stdio: 'inherit', env: { ...process.env, DKP_TEST_SNAPSHOT_DIR: snapshots } },
  );
  status = result.status ?? 1;
  if (status !== 0) printFailures(specLog);
} finally {
  rmSync(snapshots, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(dirname(specLog), { recursive: true, force: true });
}
process.exit(status);

/** Prints the spec reporter's closing list of failing tests, or says there is none to print. */
function printFailures(file) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = text.lastIndexOf('failing tests:');
  console.log(at < 0 ? '\nNo failing test was reported (a test file may have crashed before reporting).' : `\n===== ${text.slice(at)}`);
}

/** The files to run: each bundled into `dir` where it can be, else the source itself. */
async function bundled(sources, dir) {
  if (process.env.DKP_TEST_BUNDLE === '0') return sources;
  const own = sources.filter((file) => /import\.meta/.test(readFileSync(file, 'utf8')));
  const entries = sources.filter((file) => !own.includes(file));
  const { build } = await import('esbuild');
  await build({
    entryPoints: entries, outdir: dir, outbase: '.', outExtension: { '.js': '.mjs' },
    bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external',
    sourcemap: 'inline', logLevel: 'warning',
  });
  const out = (file) => join(dir, relative('.', file).replace(/\.tsx?$/, '.mjs'));
  return sources.map((file) => (own.includes(file) ? file : out(file)));
}
