#!/usr/bin/env node
/**
 * Runs node's test runner on every `*.test.ts` file below the given folders.
 *
 *   node scripts/node-test.mjs                 server, shared and elements
 *   node scripts/node-test.mjs server          one folder (or file)
 *   node scripts/node-test.mjs server --engine-sensitive
 *                                              of server/, only the engine-sensitive files
 *                                              (scripts/test-plan.mjs); other folders whole
 *
 * Node 20 does not expand globs given to `--test` and its default patterns only find `.js`
 * files, so the files are listed here. Finding no test file is a failure, so a wrong folder
 * name cannot pass silently.
 *
 * **Grouped processes.** Each process pays some two seconds before its first test (node, the
 * bundle's modules, PGlite's WebAssembly and its first database), once per file when every
 * file had a process. The files are bundled by esbuild (npm packages left as imports) into a
 * few groups instead: a group's bundle wraps each file in a `describe` named by its path, so a
 * failure still names its file and test, and a file's hooks stay its own. Files that disturb
 * a shared process (test-plan.mjs `ownProcessReason`: globals, environment, child processes,
 * their own location) run alone, as before. `DKP_TEST_GROUP_SIZE` sets how many files a group
 * holds at most (1: a process per file), `DKP_TEST_BUNDLE=0` runs every file alone from its
 * source (through tsx). Processes run two at a time, or as many as `DKP_TEST_CONCURRENCY` says.
 *
 * The processes of one run share a folder of database dumps (server/test-support/snapshot.ts)
 * and, on PostgreSQL, template databases named after `DKP_TEST_RUN_ID`
 * (server/test-support/pg-template.ts), both removed at the end, so that only the first test
 * server of the run creates a database. The TAP output goes to the terminal and the spec
 * reporter's closing list of failures is printed last (a long log is often read from its tail).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { needsNoDatabase, onBothEngines, ownProcessReason } from './test-plan.mjs';

const SKIP = new Set(['node_modules', 'dist', 'data', '.git']);
const isTestFile = (name) => /\.test\.tsx?$/.test(name) && !/\.browser\.test\./.test(name);

function collect(path, out) {
  if (statSync(path).isFile()) {
    if (isTestFile(path)) out.push(path);
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && !SKIP.has(entry.name) && !entry.name.startsWith('.')) collect(join(path, entry.name), out);
    else if (entry.isFile() && isTestFile(entry.name)) out.push(join(path, entry.name));
  }
}

/** Every folder with node tests; the default when none is named. */
const ALL_ROOTS = ['server', 'shared', 'elements'];
const FLAGS = new Set(['--engine-sensitive']);
const args = process.argv.slice(2);
const flags = args.filter((a) => FLAGS.has(a));
const unknownFlags = args.filter((a) => a.startsWith('--') && !FLAGS.has(a));
if (unknownFlags.length > 0) {
  console.error(`Unknown option: ${unknownFlags.join(', ')} (known: ${[...FLAGS].join(', ')})`);
  process.exit(2);
}
const named = args.filter((a) => !a.startsWith('--'));
const roots = named.length > 0 ? named : ALL_ROOTS;
let files = [];
for (const root of roots) {
  if (existsSync(root)) collect(root, files);
}
files = [...new Set(files.map((f) => relative('.', f).split(sep).join('/')))].sort();
if (flags.includes('--engine-sensitive')) files = files.filter((f) => needsNoDatabase(f) || onBothEngines(f));
if (files.length === 0) {
  console.error(`No *.test.ts file under: ${roots.join(', ')}${flags.length ? ` (${flags.join(' ')})` : ''}`);
  process.exit(1);
}
/** The files of each group's program, by its path. */
const groupFiles = new Map();
const concurrency = Number(process.env.DKP_TEST_CONCURRENCY ?? 2);
const runId = randomBytes(4).toString('hex');
const snapshots = mkdtempSync(join(tmpdir(), 'dkp-test-snapshots-'));
// Inside the repository, so that the bundles' package imports resolve from its node_modules.
const bundleDir = mkdtempSync('.test-bundles-');
const specLog = join(mkdtempSync(join(tmpdir(), 'dkp-test-report-')), 'spec.txt');
let status = 1;
try {
  const targets = await processes(files, bundleDir);
  const child = spawn(
    process.execPath,
    [
      '--import', 'tsx', '--enable-source-maps', '--test', `--test-concurrency=${concurrency}`,
      '--test-reporter=tap', '--test-reporter-destination=stdout', '--test-reporter=spec', `--test-reporter-destination=${specLog}`,
      ...targets,
    ],
    { stdio: 'inherit', env: { ...process.env, DKP_TEST_SNAPSHOT_DIR: snapshots, DKP_TEST_RUN_ID: runId } },
  );
  // Stopped (Ctrl-C, CI's time budget), the tests stop and this process still cleans up:
  // the dumps, the bundles and the run's template databases.
  const stop = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
  status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  if (status !== 0) printFailures(specLog, targets);
} finally {
  await dropTemplates(runId);
  rmSync(snapshots, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(dirname(specLog), { recursive: true, force: true });
}
process.exit(status);

/**
 * Prints the spec reporter's closing list of failing tests, or says there is none to print;
 * and which files each group held, since a crash of a group's process names only the group.
 */
function printFailures(file, targets) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = text.lastIndexOf('failing tests:');
  console.log(at < 0 ? '\nNo failing test was reported (a test file may have crashed before reporting).' : `\n===== ${text.slice(at)}`);
  if (groupFiles.size > 0) {
    console.log('\nThe groups of this run (a group is one process):');
    for (const target of targets) if (groupFiles.has(target)) console.log(`  ${relative('.', target)}: ${groupFiles.get(target).join(', ')}`);
  }
}


/**
 * A rough cost of a file, to balance the groups: its tests, and a test server's start
 * counted as several tests.
 */
function weightOf(source) {
  const count = (pattern) => (source.match(pattern) ?? []).length;
  return 1 + count(/\b(it|test)\(/g) + 4 * count(/\bstart(TestServer|TwoServers)\(|\bresourceContract\(/g);
}

/** Splits files into `count` groups of about equal weight (longest first, into the lightest group). */
function balance(entries, count) {
  const groups = Array.from({ length: count }, () => ({ weight: 0, files: [] }));
  for (const entry of [...entries].sort((a, b) => b.weight - a.weight)) {
    const lightest = groups.reduce((min, g) => (g.weight < min.weight ? g : min));
    lightest.weight += entry.weight;
    lightest.files.push(entry.file);
  }
  return groups.filter((g) => g.files.length > 0).map((g) => g.files.sort());
}

/**
 * The programs node --test runs: a bundle per group of files, a file that needs its own process
 * alone (bundled, or from its source when it reads its own location). Heaviest first, so the
 * last process to finish is a short one.
 */
async function processes(sources, dir) {
  if (process.env.DKP_TEST_BUNDLE === '0') {
    console.log(`${sources.length} test file(s), each in a process of its own from its source`);
    return sources;
  }
  const alone = [];
  const grouped = [];
  for (const file of sources) {
    const source = readFileSync(file, 'utf8');
    const reason = ownProcessReason(source);
    if (reason) alone.push({ file, reason, weight: weightOf(source) });
    else grouped.push({ file, weight: weightOf(source) });
  }
  const size = Math.max(1, Number(process.env.DKP_TEST_GROUP_SIZE ?? 24));
  const groups = balance(grouped, Math.ceil(grouped.length / size));
  console.log(`${sources.length} test file(s) in ${groups.length} group(s) and ${alone.length} process(es) of their own:`);
  for (const { file, reason } of alone) console.log(`  alone: ${file} (${reason})`);
  groups.forEach((group, i) => console.log(`  group ${i + 1}: ${group.join(', ')}`));
  const entries = groups.map((group, i) => {
    const entry = join(dir, `group-${i + 1}.entry.js`);
    // require() keeps each file's module body inside its describe: esbuild turns a required
    // ES module into a function run right there, so the file's tests and hooks become the
    // describe's, which they could not through an asynchronous import().
    const body = group.map((file) => `describe(${JSON.stringify(file)}, () => { require(${JSON.stringify(`../${file}`)}); });`);
    writeFileSync(entry, `import { describe } from 'node:test';\n${body.join('\n')}\n`);
    return entry;
  });
  const bundled = alone.filter(({ reason }) => !reason.includes('import.meta'));
  const { build } = await import('esbuild');
  await build({
    entryPoints: [
      ...entries.map((entry, i) => ({ in: entry, out: `groups/group-${i + 1}` })),
      ...bundled.map(({ file }) => ({ in: file, out: file.replace(/\.tsx?$/, '') })),
    ],
    outdir: dir, outExtension: { '.js': '.mjs' },
    bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external',
    sourcemap: 'inline', logLevel: 'warning',
  });
  const out = (file) => join(dir, file.replace(/\.tsx?$/, '.mjs'));
  const weightOfGroup = (group) => group.reduce((sum, file) => sum + grouped.find((g) => g.file === file).weight, 0);
  groups.forEach((group, i) => groupFiles.set(join(dir, 'groups', `group-${i + 1}.mjs`), group));
  const programs = [
    ...groups.map((group, i) => ({ path: join(dir, 'groups', `group-${i + 1}.mjs`), weight: weightOfGroup(group) })),
    ...alone.map(({ file, reason, weight }) => ({ path: reason.includes('import.meta') ? file : out(file), weight })),
  ];
  return programs.sort((a, b) => b.weight - a.weight).map((p) => p.path);
}

/** Drops the template databases this run made on PostgreSQL (server/test-support/pg-template.ts). */
async function dropTemplates(id) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query(`select datname from pg_database where datname like $1`, [`dkp_tpl_${id}_%`]);
    for (const { datname } of rows) {
      await client.query(`alter database ${client.escapeIdentifier(datname)} is_template false`);
      await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
    }
  } catch (error) {
    console.warn(`The run's template databases could not be dropped: ${error.message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
