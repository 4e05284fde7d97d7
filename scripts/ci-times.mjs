#!/usr/bin/env node
/**
 * Where a CI run's time went, from its log (docs/ci.md "Measuring"):
 *
 *   node scripts/ci-times.mjs ci.log [--top=N]
 *
 * For each lane step of `npm test` it sums the tests' own durations (node's TAP `duration_ms`
 * of each file's suite for server and server-pg; Playwright's list reporter for e2e and e2e-pg)
 * and lists the costliest files and tests. A step's wall clock minus its tests' sum is what it
 * spent outside them (processes, servers, browsers, a file's before/after hooks under
 * Playwright). Plain Node, no dependencies.
 */
import { readFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/ci-times.mjs <CI log> [--top=N]');
  process.exit(2);
}
const top = Number(rest.find((a) => a.startsWith('--top='))?.slice(6) ?? 15);
const lines = readFileSync(file, 'utf8').split('\n');
const ofStep = (step) => lines.filter((l) => l.startsWith(`[${step}] `)).map((l) => l.slice(step.length + 3));

/** Node's TAP: the top-level suites (a file, or an alone file's own suites) and their durations. */
function nodeTap(step) {
  const out = ofStep(step);
  const files = new Map();
  let tests = 0;
  out.forEach((line, i) => {
    const m = /^( *)(?:not )?ok \d+ - (.*?)(?: # .*)?$/.exec(line);
    if (!m) return;
    const duration = out.slice(i + 1, i + 6).map((l) => /^\s*duration_ms: ([\d.]+)/.exec(l)).find(Boolean);
    const suite = out.slice(i + 1, i + 6).some((l) => /^\s*type: 'suite'/.test(l));
    if (!duration) return;
    if (!suite) tests++;
    if (m[1].length === 0) files.set(m[2], (files.get(m[2]) ?? 0) + Number(duration[1]) / 1000);
  });
  return { files, tests, slowest: [] };
}

/** Playwright's list reporter: `✓  12 tests/e2e/x.spec.ts:10:5 › title (3.2s)`. */
function playwright(step) {
  const files = new Map();
  const slowest = [];
  for (const line of ofStep(step)) {
    const m = /[✓✘-]\s+\d+ (tests\/e2e\/[\w.-]+\.spec\.ts):\d+:\d+ › (.*) \(([\d.]+)(ms|s|m)\)\s*$/.exec(line);
    if (!m) continue;
    const seconds = Number(m[3]) * { ms: 0.001, s: 1, m: 60 }[m[4]];
    files.set(m[1], (files.get(m[1]) ?? 0) + seconds);
    slowest.push({ seconds, name: `${m[1]} › ${m[2]}` });
  }
  return { files, tests: slowest.length, slowest: slowest.sort((a, b) => b.seconds - a.seconds) };
}

const wall = new Map();
for (const line of lines) {
  const m = /^(\S+)\s+(setup|checks|browser)\s+(\S+)\s+([\d.]+) s/.exec(line);
  if (m) wall.set(m[1], Number(m[4]));
}
for (const [step, read] of [['server', nodeTap], ['server-pg', nodeTap], ['e2e', playwright], ['e2e-pg', playwright]]) {
  const { files, tests, slowest } = read(step);
  if (files.size === 0) continue;
  const sum = [...files.values()].reduce((a, b) => a + b, 0);
  console.log(`\n== ${step}: ${tests} tests, ${files.size} files; tests' durations ${sum.toFixed(0)} s; step ${wall.get(step)?.toFixed(0) ?? '?'} s of wall clock`);
  for (const [name, seconds] of [...files].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
  if (slowest.length) {
    console.log('  slowest tests:');
    for (const { seconds, name } of slowest.slice(0, top)) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name.slice(0, 160)}`);
  }
}
