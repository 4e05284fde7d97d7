#!/usr/bin/env node
/**
 * Runs node's test runner (through tsx) on every `*.test.ts` file below the given folders.
 *
 *   node scripts/node-test.mjs server shared
 *
 * Node 20 does not expand globs given to `--test` ("server/**\/*.test.ts" is taken as a file
 * name) and its default patterns only find `.js` files, so the files are listed here.
 * Files run two at a time (each server test file has its own databases), or as many as
 * `DKP_TEST_CONCURRENCY` says (1 to debug).
 * Finding no test file is a failure, so a wrong folder name cannot pass silently.
 * The files of one run share a folder of database dumps (server/test-support/snapshot.ts),
 * removed at the end, so that only the first test server of the run creates a database.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

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

const roots = process.argv.slice(2);
if (roots.length === 0) {
  console.error('usage: node scripts/node-test.mjs <folder|file>...');
  process.exit(2);
}
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
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${process.env.DKP_TEST_CONCURRENCY ?? 2}`, ...files],
  { stdio: 'inherit', env: { ...process.env, DKP_TEST_SNAPSHOT_DIR: snapshots } },
);
rmSync(snapshots, { recursive: true, force: true });
process.exit(result.status ?? 1);
