#!/usr/bin/env node
/**
 * `npm test`: every test of the repository.
 *
 *   node scripts/test.mjs                 all steps, in two lanes side by side
 *   node scripts/test.mjs server          one step
 *   node scripts/test.mjs build e2e       several steps, one after another in the order given
 *   node scripts/test.mjs --list          the step names
 *
 * The whole run has two lanes that run at the same time, each stopping at its first failure:
 * the checks (module boundaries, typecheck, i18n, ledger, the server tests on PGlite, then on
 * PostgreSQL) keep about one core busy, the browser lane (build, the end-to-end specs on PGlite)
 * the other; the component tests and the end-to-end specs on PostgreSQL go to whichever lane is
 * free first, the longer first (docs/ci.md "Lanes"). A step that `needs` one of the other lane
 * waits for it (the end-to-end runs for the build). The summary prints each step's time against
 * its budget (BUDGET_SECONDS). Each line of a lane's output starts with its step. The server tests run grouped, many files to a process
 * (scripts/node-test.mjs).
 *
 * Every server test runs on PGlite. With DKP_TEST_POSTGRES_URL set (CI sets it) the
 * engine-sensitive ones (scripts/test-plan.mjs: the database layer, the kit, reports, the
 * scheduler, files, push, caches, anything cross-process) run again on that PostgreSQL, and
 * the end-to-end specs of POSTGRES_SPECS run there instead of on PGlite.
 * With DKP_TEST_SUMMARY_FILE set, the closing summary (each step's time) is also written to
 * that file (.ci/run prints it with its own steps' times).
 *
 * Steps that need a browser (e2e, components) ensure Chromium first even when named alone, and
 * the server steps a CJK font (the report exports' tests draw Chinese).
 * Optional steps (i18n, components) are skipped when their npm script does not exist.
 * Plain Node ESM with no dependencies, so it runs on a bare checkout.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const INSTALL_HINT = "Install Debian's Chromium first: sudo apt-get install -y chromium";

const npmScripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {};
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Why a step failed; carries the exit code to leave with. */
class StepFailure extends Error {
  constructor(message, code = 1) {
    super(message);
    this.code = code;
  }
}

/** Runs a command with inherited stdio; throws a StepFailure on a non-zero exit. */
function run(command, args, env = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.error) throw new StepFailure(`${command}: ${result.error.message}`);
  if (result.signal) throw new StepFailure(`${command} killed by ${result.signal}`);
  if (result.status !== 0) throw new StepFailure(`${command} exited with ${result.status}`, result.status ?? 1);
}

/** True when apt has a candidate for the package, i.e. `apt-get update` is not needed first. */
function aptHasCandidate(pkg) {
  const out = spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' });
  const candidate = /Candidate:\s*(\S+)/.exec(out.stdout ?? '')?.[1];
  return out.status === 0 && candidate !== undefined && candidate !== '(none)';
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    console.log(`${CHROMIUM} present`);
    return;
  }
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(INSTALL_HINT);
    throw new StepFailure(`${CHROMIUM} is missing`);
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptHasCandidate('chromium')) run('apt-get', ['update'], env);
  run('apt-get', ['install', '-y', 'chromium'], env);
  if (!existsSync(CHROMIUM)) throw new StepFailure(`apt-get installed chromium but ${CHROMIUM} is still missing`);
}

/** True when fontconfig knows a font for Chinese; without one Chromium draws boxes. */
function hasCjkFont() {
  const out = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return out.status === 0 && (out.stdout ?? '').trim() !== '';
}

/**
 * Installs Debian's small CJK font when missing and root; otherwise only warns. Chromium then
 * draws boxes for Chinese, and the report exports' tests fail (PNG, PDF: they need the font).
 */
function ensureCjkFont() {
  if (hasCjkFont()) return;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.warn('No CJK font: Chinese text in screenshots shows as boxes and the report export tests fail. sudo apt-get install -y fonts-wqy-microhei');
    return;
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptHasCandidate('fonts-wqy-microhei')) run('apt-get', ['update'], env);
  run('apt-get', ['install', '-y', 'fonts-wqy-microhei'], env);
}

/**
 * Runs an npm script, its output prefixed with `[prefix]` when given (a variable set to null
 * in `env` is removed); rejects with a StepFailure on failure.
 */
function runNpm(script, { env = {}, args = [], prefix } = {}) {
  const argv = ['run', script, ...(args.length ? ['--', ...args] : [])];
  const say = (line) => console.log(prefix ? `[${prefix}] ${line}` : line);
  say(`$ ${npm} ${argv.join(' ')}`);
  return new Promise((resolve, reject) => {
    const merged = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env };
    // null unsets: a PGlite step must not inherit a PostgreSQL URL.
    for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
    const child = spawn(npm, argv, { cwd: root, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: merged });
    children.add(child);
    child.on('close', () => children.delete(child));
    if (prefix) for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', say);
    child.on('error', (error) => reject(new StepFailure(`${npm}: ${error.message}`)));
    child.on('close', (status, signal) => {
      if (signal) reject(new StepFailure(`${npm} run ${script} killed by ${signal}`));
      else if (status !== 0) reject(new StepFailure(`${npm} run ${script} exited with ${status}`, status ?? 1));
      else resolve();
    });
  });
}

/**
 * Prints the page snapshot Playwright keeps for each failed test (`error-context.md`): CI keeps
 * no files, and the snapshot shows what the page held when the test gave up. At most five,
 * each cut at 120 lines.
 */
function printErrorContexts(folder, prefix) {
  if (!existsSync(folder)) return;
  const say = (line) => console.log(prefix ? `[${prefix}] ${line}` : line);
  const files = readdirSync(folder, { recursive: true }).map(String).filter((file) => file.endsWith('error-context.md')).sort();
  for (const file of files.slice(0, 5)) {
    say(`----- ${join(folder, file)}`);
    for (const line of readFileSync(join(folder, file), 'utf8').split('\n').slice(0, 120)) say(line);
  }
  if (files.length > 5) say(`----- and ${files.length - 5} more in ${folder}`);
}

/** The npm processes under way, stopped with this one. */
const children = new Set();

/** The PostgreSQL the server tests are repeated on, when CI gives one. */
const POSTGRES_URL = process.env.DKP_TEST_POSTGRES_URL ?? '';
/**
 * Beside the browser lane the server tests run one process (a group of files) at a time: two (their default) take
 * both cores, and the pages then wait long enough on a busy CI machine to miss their timeouts.
 */
const besideBrowsers = (lanes) => (lanes && !process.env.DKP_TEST_CONCURRENCY ? { DKP_TEST_CONCURRENCY: '1' } : {});
/** PGlite runs: no PostgreSQL URL may leak in from the environment. */
const ON_PGLITE = { TEST_DATABASE_URL: null, DATABASE_URL: null };
const ON_POSTGRES = { TEST_DATABASE_URL: POSTGRES_URL, DATABASE_URL: null };
/**
 * The end-to-end specs run on PostgreSQL when it is given: two server processes on one
 * database, the journey over every back-office page (issue 22; the identity pages of issue 11
 * "on PGlite and PostgreSQL" among them), the department tree, the reports, the knowledge base (folder grants) and the report boards (issue 24). With it they run
 * there instead of on PGlite, so the lane's time does not grow; `npm test` without it runs
 * them on PGlite, and the server tests run on both.
 */
const POSTGRES_SPECS = ['cross-process', 'back-office', 'departments', 'reports', 'report-source-postgres', 'knowledge', 'report-boards'].map((name) => `tests/e2e/${name}.spec.ts`);
/**
 * The end-to-end runs of a run with the build step start the servers it compiled: a global
 * setup compiling it again would rewrite the file the other run's servers are starting from.
 */
const E2E_RUN = () => (outcomes.has('build') ? { DKP_E2E_SERVER_BUILT: '1' } : {});
/**
 * The server tests of a run with the build step take its compiled server (server/compiled-server.test.ts
 * copies dist/server instead of building it again) once the build has passed; in lanes the step
 * waits for the build, which ends long before the checks before it do.
 */
const SERVER_BUILT = () => (outcomes.get('build')?.done ? { DKP_SERVER_BUILT: '1' } : {});
/**
 * The spec files' order: CI shuffles it, with a seed printed at the start and taken from
 * DKP_E2E_SHUFFLE when given (`DKP_E2E_SHUFFLE=<seed> npm test` repeats a CI run's order);
 * elsewhere the files run in their usual order unless DKP_E2E_SHUFFLE is set.
 */
const SHUFFLE_SEED = process.env.DKP_E2E_SHUFFLE || (process.env.CI ? String(Math.floor(Math.random() * 1e6)) : '');
const shuffleArgs = () => (SHUFFLE_SEED ? [`--shuffle=${SHUFFLE_SEED}`] : []);
/** Tells the Playwright config which specs the PGlite run leaves to the PostgreSQL one. */
const PGLITE_E2E = () => ({ ...ON_PGLITE, DKP_E2E_IGNORE: POSTGRES_URL ? POSTGRES_SPECS.join(',') : null });

/**
 * The steps of `npm test`, lane by lane in the order they run. `run(prefix, lanes)` gets the
 * output prefix and whether the lanes run side by side.
 */
const STEPS = [
  { name: 'chromium', lane: 'setup', title: "Ensure Debian's Chromium and a CJK font", run: () => { ensureChromium(); ensureCjkFont(); } },
  // Seconds: dependency-cruiser over the sources with the rules of .dependency-cruiser.mjs
  // (docs/decisions.md "Module boundaries"), first so a crossed boundary fails at once.
  { name: 'bounds', lane: 'checks', title: 'Module boundaries (dependency-cruiser)', script: 'test:bounds' },
  { name: 'typecheck', lane: 'checks', title: 'Typecheck', script: 'typecheck' },
  { name: 'i18n', lane: 'checks', title: 'i18n check', script: 'test:i18n', optional: true },
  { name: 'ledger', lane: 'checks', title: 'Feature ledger check', script: 'test:ledger', optional: true },
  { name: 'kit-lines', lane: 'checks', title: 'Kit line table current (docs/kit-resources.md)', script: 'test:kit-lines', optional: true },
  {
    name: 'server', lane: 'checks', title: 'Server, shared and element tests on PGlite (node --test)', script: 'test:server', font: true,
    needs: 'build', env: (lanes) => ({ ...ON_PGLITE, ...besideBrowsers(lanes), ...SERVER_BUILT() }),
  },
  // The engine-sensitive server tests again (scripts/test-plan.mjs); the others ran on PGlite,
  // cheaper there (docs/decisions.md "Test lanes"); shared/ and elements/ hold no database code.
  {
    name: 'server-pg', lane: 'checks', title: 'Engine-sensitive server tests on PostgreSQL (DKP_TEST_POSTGRES_URL)', script: 'test:server', args: ['server', '--engine-sensitive'], font: true,
    when: () => POSTGRES_URL !== '', env: (lanes) => ({ ...ON_POSTGRES, ...besideBrowsers(lanes) }),
  },
  // The last two steps go to whichever lane is free first (lane 'shared', the longer first):
  // which lane ends first changes from run to run (docs/ci.md "Lanes"). The component tests
  // need no build.
  { name: 'components', lane: 'shared', title: 'Component tests (web-test-runner)', script: 'test:components', optional: true, browser: true },
  // The PostgreSQL specs close the checks lane, which ends minutes before the browser lane's
  // PGlite specs (issue 22): a Playwright run of their own, in an output folder of their own
  // (Playwright empties its folder at the start, sessions of the other run included), on the
  // server the browser lane's build made.
  {
    name: 'e2e-pg', lane: 'shared', title: 'End-to-end on PostgreSQL: two server processes, the back-office journey, departments, reports (Playwright)', script: 'test:e2e', browser: true,
    needs: 'build', when: () => POSTGRES_URL !== '', env: () => ({ ...ON_POSTGRES, ...E2E_RUN(), DKP_E2E_OUTPUT_DIR: './results-pg' }), results: 'tests/results-pg', args: () => [...shuffleArgs(), ...POSTGRES_SPECS],
  },
  { name: 'build', lane: 'browser', title: 'Build', script: 'build' },
  { name: 'e2e', lane: 'browser', title: 'End-to-end tests (Playwright)', script: 'test:e2e', browser: true, needs: 'build', env: () => ({ ...PGLITE_E2E(), ...E2E_RUN() }), args: shuffleArgs, results: 'tests/results' },
];

/**
 * Each step's budget in seconds on a quiet 2-core CI machine, and the whole run's (docs/ci.md:
 * the lanes, what each step costs and why). The summary prints them beside the times and marks
 * a step over budget; it never fails on them: a loaded machine runs everything up to twice as
 * slow, so only the CI's own limit (.ci/run DKP_CI_BUDGET_SECONDS) stops a run.
 */
const BUDGET_SECONDS = {
  chromium: 5, bounds: 10, typecheck: 40, i18n: 30, ledger: 10, 'kit-lines': 5,
  server: 330, 'server-pg': 150, components: 90, 'e2e-pg': 120,
  build: 20, e2e: 640,
};
/** The whole of `npm test`: the longer lane; .ci/run adds npm ci and PostgreSQL's start (~25 s). */
const TOTAL_BUDGET_SECONDS = 690;

/** Run before server tests named alone (a whole run's setup step installs the font already). */
const FONT_STEP = { name: 'cjk-font', lane: 'setup', title: 'Ensure a CJK font (the report exports draw Chinese)', run: ensureCjkFont };

function selectSteps(names) {
  if (names.length === 0) return STEPS.filter((s) => !s.when || s.when());
  const unknown = names.filter((n) => !STEPS.some((s) => s.name === n));
  if (unknown.length > 0) {
    console.error(`Unknown step: ${unknown.join(', ')}. Steps: ${STEPS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const chosen = names.map((n) => STEPS.find((s) => s.name === n));
  const cannot = chosen.filter((s) => s.when && !s.when());
  if (cannot.length > 0) {
    console.error(`${cannot.map((s) => s.name).join(', ')}: set DKP_TEST_POSTGRES_URL to a PostgreSQL the tests may create databases on`);
    process.exit(2);
  }
  if (names.includes('chromium')) return chosen;
  // Browser steps get Chromium and the CJK font first; the server tests the font (report exports).
  if (chosen.some((s) => s.browser)) return [STEPS[0], ...chosen];
  return chosen.some((s) => s.font) ? [FONT_STEP, ...chosen] : chosen;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Each step of the run: a promise of whether it passed, for a step of the other lane that
 * `needs` it (the end-to-end runs need the build). A step that never runs counts as failed.
 */
const outcomes = new Map();
function planOutcomes(steps) {
  for (const step of steps) {
    let settle;
    const passed = new Promise((resolve) => { settle = resolve; });
    outcomes.set(step.name, { passed, settle });
  }
}

/**
 * The steps of lane 'shared', longest budget first: each lane takes the next once its own are
 * done, so the two end close together whichever is slower in a run. A failure in either lane
 * closes it (the lanes stop at their first failure, as before).
 */
function sharedQueue(steps) {
  const waiting = steps.filter((s) => s.lane === 'shared').sort((a, b) => (BUDGET_SECONDS[b.name] ?? 0) - (BUDGET_SECONDS[a.name] ?? 0));
  return { next: () => waiting.shift(), close: () => waiting.splice(0).forEach((step) => outcomes.get(step.name)?.settle(false)) };
}

/**
 * Runs steps one after another, then those it takes from `shared` (a sharedQueue), stopping
 * at the first failure; pushes each outcome to `summary`.
 */
async function runLane(steps, summary, lanes, laneName, shared) {
  try {
    const code = await runSteps(steps, summary, lanes, laneName, shared);
    if (code !== 0) shared?.close();
    return code;
  } finally {
    for (const step of steps) outcomes.get(step.name)?.settle(false);
  }
}

async function runSteps(own, summary, lanes, laneName, shared) {
  const steps = [...own];
  for (let step = steps.shift() ?? shared?.next(); step; step = steps.shift() ?? shared?.next()) {
    // A step of this lane it needs ran before it, in the lane's order.
    const needed = step.needs && !own.some((s) => s.name === step.needs) && outcomes.get(step.needs);
    if (needed && !(await needed.passed)) {
      summary.push({ step, lane: laneName, outcome: 'FAILED', ms: 0, note: `${step.needs} failed` });
      return 1;
    }
    if (step.script && !(step.script in npmScripts)) {
      const note = `no "${step.script}" script`;
      summary.push({ step, lane: laneName, outcome: step.optional ? 'skipped' : 'FAILED', ms: 0, note });
      if (step.optional) {
        outcomes.get(step.name)?.settle(true);
        continue;
      }
      console.error(`package.json has ${note}`);
      return 1;
    }
    const prefix = lanes ? step.name : undefined;
    console.log(lanes ? `[${step.name}] ===== ${step.title} =====` : `\n===== ${step.name}: ${step.title} =====`);
    const started = Date.now();
    running.set(step, { since: started, lane: laneName });
    try {
      if (step.script) await runNpm(step.script, { env: step.env?.(lanes) ?? {}, args: (typeof step.args === 'function' ? step.args() : step.args) ?? [], prefix });
      else step.run();
      summary.push({ step, lane: laneName, outcome: 'passed', ms: Date.now() - started });
      const outcome = outcomes.get(step.name);
      if (outcome) outcome.done = true;
      outcome?.settle(true);
    } catch (err) {
      if (!(err instanceof StepFailure)) throw err;
      console.error(`\n${step.name} failed: ${err.message}`);
      if (step.results) printErrorContexts(join(root, step.results), lanes ? step.name : undefined);
      summary.push({ step, lane: laneName, outcome: 'FAILED', ms: Date.now() - started });
      return err.code || 1;
    } finally {
      running.delete(step);
    }
  }
  return 0;
}

/** The steps under way, with when each started: a stopped run lists them as stopped. */
const running = new Map();

/** The closing summary's lines: each step's outcome and time, then the whole run's. */
function summaryLines(summary, outcome, started) {
  const lines = summary.map(({ step, lane = step.lane, outcome: result, ms, note }) =>
    `${step.name.padEnd(11)} ${lane.padEnd(8)} ${result.padEnd(8)} ${seconds(ms).padStart(9)}${againstBudget(ms, BUDGET_SECONDS[step.name])}${note ? `  (${note})` : ''}`);
  lines.push(`${'total'.padEnd(20)} ${outcome.padEnd(8)} ${seconds(Date.now() - started).padStart(9)}${againstBudget(Date.now() - started, TOTAL_BUDGET_SECONDS)} (wall clock)`);
  return lines;
}

/** ` / budget 330 s`, and `, OVER by 12 %` past it; empty for a step without a budget. */
function againstBudget(ms, budget) {
  if (budget === undefined) return '';
  const over = ms / 1000 / budget - 1;
  return ` / budget ${String(budget).padStart(3)} s${over > 0 ? `, OVER by ${Math.round(over * 100)} %` : ''}`;
}

/** Prints the summary, and writes it to DKP_TEST_SUMMARY_FILE when set (.ci/run prints it). */
function reportSummary(lines) {
  console.log(`\n===== summary =====\n${lines.join('\n')}`);
  if (process.env.DKP_TEST_SUMMARY_FILE) writeFileSync(process.env.DKP_TEST_SUMMARY_FILE, `${lines.join('\n')}\n`);
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--list') || args.includes('--help')) {
    for (const s of STEPS) console.log(`${s.name.padEnd(11)} ${s.lane.padEnd(8)} ${s.title}${s.optional ? ' (when its script exists)' : ''}`);
    return 0;
  }
  const steps = selectSteps(args);
  planOutcomes(steps);
  if (SHUFFLE_SEED && steps.some((s) => s.name.startsWith('e2e'))) console.log(`End-to-end spec files shuffled with seed ${SHUFFLE_SEED} (DKP_E2E_SHUFFLE=${SHUFFLE_SEED} repeats the order)`);
  const summary = [];
  const started = Date.now();
  // Stopped (CI's time budget, Ctrl-C): the summary still says how long each step ran.
  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]]) {
    process.once(signal, () => {
      for (const child of children) child.kill(signal);
      for (const [step, { since, lane }] of running) summary.push({ step, lane, outcome: 'STOPPED', ms: Date.now() - since });
      reportSummary(summaryLines(summary, 'STOPPED', started));
      process.exit(code);
    });
  }
  let exitCode;
  if (args.length > 0) {
    exitCode = await runLane(steps, summary, false);
  } else {
    exitCode = await runLane(steps.filter((s) => s.lane === 'setup'), summary, false, 'setup');
    if (exitCode === 0) {
      const shared = sharedQueue(steps);
      const codes = await Promise.all(['checks', 'browser'].map((lane) => runLane(steps.filter((s) => s.lane === lane), summary, true, lane, shared)));
      exitCode = codes.find((code) => code !== 0) ?? 0;
    }
  }
  reportSummary(summaryLines(summary, exitCode === 0 ? 'passed' : 'FAILED', started));
  return exitCode;
}

process.exitCode = await main();
