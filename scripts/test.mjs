#!/usr/bin/env node
/**
 * `npm test`: every test of the repository, in order, stopping at the first failure.
 *
 *   node scripts/test.mjs                 all steps
 *   node scripts/test.mjs server          one step
 *   node scripts/test.mjs build e2e       several steps, in the order given
 *   node scripts/test.mjs --list          the step names
 *
 * Steps that need a browser (e2e, components) ensure Chromium first even when named alone.
 * Optional steps (i18n, components) are skipped when their npm script does not exist.
 * Plain Node ESM with no dependencies, so it runs on a bare checkout.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** Installs Debian's small CJK font when missing and root; otherwise only warns (text still renders). */
function ensureCjkFont() {
  if (hasCjkFont()) return;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.warn('No CJK font: Chinese text in screenshots shows as boxes. sudo apt-get install -y fonts-wqy-microhei');
    return;
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptHasCandidate('fonts-wqy-microhei')) run('apt-get', ['update'], env);
  run('apt-get', ['install', '-y', 'fonts-wqy-microhei'], env);
}

const npmStep = (script) => () => run(npm, ['run', script], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });

/** The steps of `npm test`, in the order they run. */
const STEPS = [
  { name: 'chromium', title: "Ensure Debian's Chromium and a CJK font", run: () => { ensureChromium(); ensureCjkFont(); } },
  { name: 'typecheck', title: 'Typecheck', run: npmStep('typecheck') },
  { name: 'i18n', title: 'i18n check', run: npmStep('test:i18n'), script: 'test:i18n', optional: true },
  { name: 'ledger', title: 'Feature ledger check', run: npmStep('test:ledger'), script: 'test:ledger', optional: true },
  { name: 'server', title: 'Server and shared tests (node --test)', run: npmStep('test:server'), script: 'test:server' },
  { name: 'build', title: 'Build', run: npmStep('build'), script: 'build' },
  { name: 'e2e', title: 'End-to-end tests (Playwright)', run: npmStep('test:e2e'), script: 'test:e2e', browser: true },
  { name: 'components', title: 'Component tests (web-test-runner)', run: npmStep('test:components'), script: 'test:components', optional: true, browser: true },
];

function selectSteps(names) {
  if (names.length === 0) return STEPS;
  const unknown = names.filter((n) => !STEPS.some((s) => s.name === n));
  if (unknown.length > 0) {
    console.error(`Unknown step: ${unknown.join(', ')}. Steps: ${STEPS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const chosen = names.map((n) => STEPS.find((s) => s.name === n));
  const needsBrowser = chosen.some((s) => s.browser) && !names.includes('chromium');
  return needsBrowser ? [STEPS[0], ...chosen] : chosen;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function main() {
  const args = process.argv.slice(2);
  if (args.includes('--list') || args.includes('--help')) {
    for (const s of STEPS) console.log(`${s.name.padEnd(11)} ${s.title}${s.optional ? ' (when its script exists)' : ''}`);
    return 0;
  }
  const summary = [];
  let exitCode = 0;
  for (const step of selectSteps(args)) {
    if (step.script && !(step.script in npmScripts)) {
      if (step.optional) {
        summary.push({ step, outcome: 'skipped', ms: 0, note: `no "${step.script}" script` });
        continue;
      }
      console.error(`package.json has no "${step.script}" script`);
      summary.push({ step, outcome: 'FAILED', ms: 0, note: `no "${step.script}" script` });
      exitCode = 1;
      break;
    }
    console.log(`\n===== ${step.name}: ${step.title} =====`);
    const started = Date.now();
    try {
      step.run();
      summary.push({ step, outcome: 'passed', ms: Date.now() - started });
    } catch (err) {
      if (!(err instanceof StepFailure)) throw err;
      console.error(`\n${step.name} failed: ${err.message}`);
      summary.push({ step, outcome: 'FAILED', ms: Date.now() - started });
      exitCode = err.code || 1;
      break;
    }
  }
  console.log('\n===== summary =====');
  for (const { step, outcome, ms, note } of summary) {
    console.log(`${step.name.padEnd(11)} ${outcome.padEnd(8)} ${seconds(ms).padStart(9)}${note ? `  (${note})` : ''}`);
  }
  const total = summary.reduce((sum, s) => sum + s.ms, 0);
  console.log(`${'total'.padEnd(11)} ${(exitCode === 0 ? 'passed' : 'FAILED').padEnd(8)} ${seconds(total).padStart(9)}`);
  return exitCode;
}

process.exitCode = main();
