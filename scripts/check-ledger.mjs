#!/usr/bin/env node
/**
 * `npm run test:ledger`: keeps docs/FEATURES.md honest (issue 22).
 *
 * Each row's *Proved by* cell cites test files, each followed by the names of its tests that
 * prove the row: `tests/e2e/shell.spec.ts ('logout asks…', 'the header…')` or
 * `tests/e2e/shell.spec.ts 'logout asks…'`. A name marked `(PostgreSQL)` right after its quote
 * is a test that runs only with a PostgreSQL. The check fails when a row
 *  - is `done` or `partial` and cites no test file (or `.ci/run`);
 *  - cites a file that does not exist;
 *  - quotes a name that is not the title of a test or suite of that file (its syntax tree's
 *    `it(`, `test(`, `describe(`: never a comment or another string; every piece between '…'
 *    counts, however short: scripts/ledger/title-match.mjs);
 *  - quotes a test that is skipped, or one that runs only with PostgreSQL without saying so;
 *  - is `done` without an end-to-end test (tests/e2e) and without saying why none is needed
 *    (`No end-to-end test:` and the reason): `done` means through the UI in a real browser.
 * It proves nothing about what a test asserts; it keeps the ledger's citations real.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { citationsOf } from './ledger/citations.mjs';
import { testTitles } from './ledger/test-titles.mjs';
import { piecesOf, titleMatches } from './ledger/title-match.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STATUSES = new Set(['done', 'partial', 'missing']);
const E2E_FILE = /^tests\/e2e\//;
const NO_E2E = 'No end-to-end test:';

const titlesByFile = new Map();
function titlesOf(file) {
  if (!titlesByFile.has(file)) titlesByFile.set(file, testTitles(readFileSync(join(root, file), 'utf8'), file));
  return titlesByFile.get(file);
}

/** What is wrong with one quoted name of `file`, or null. */
function problemOfName(file, { name, postgres }) {
  const pieces = piecesOf(name);
  const found = titlesOf(file).filter((title) => titleMatches(title.parts, pieces));
  if (found.length === 0) return `${file} has no test titled "${name}"`;
  if (found.some((title) => title.place === 'everywhere' || title.place === 'pglite')) return null;
  if (found.some((title) => title.place === 'postgres')) return postgres ? null : `${file} "${name}" runs only with PostgreSQL: mark it (PostgreSQL)`;
  return `${file} "${name}" is skipped (line ${found[0].line})`;
}

const problems = [];
const counts = { done: 0, partial: 0, missing: 0, doneWithE2e: 0, doneWithoutE2e: 0 };
const rows = readFileSync(join(root, 'docs/FEATURES.md'), 'utf8').split('\n').filter((l) => l.startsWith('| ') && !/^\|\s*-/.test(l));
for (const line of rows) {
  const cells = line.split(' | ');
  const status = cells[2]?.trim();
  if (!STATUSES.has(status)) continue;
  counts[status] += 1;
  const proof = cells.slice(3).join(' | ');
  const label = `${cells[0].slice(2)} ${cells[1].slice(0, 60)}…`;
  const citations = citationsOf(proof);
  if (status !== 'missing' && citations.length === 0 && !proof.includes('.ci/run')) problems.push(`${label}: ${status} without a test file`);
  for (const { file, names } of citations) {
    if (!existsSync(join(root, file))) {
      problems.push(`${label}: ${file} does not exist`);
      continue;
    }
    for (const name of names) {
      const problem = problemOfName(file, name);
      if (problem) problems.push(`${label}: ${problem}`);
    }
  }
  if (status === 'done') {
    const e2e = citations.some(({ file }) => E2E_FILE.test(file));
    counts[e2e ? 'doneWithE2e' : 'doneWithoutE2e'] += 1;
    if (!e2e && !proof.includes(NO_E2E)) problems.push(`${label}: done without an end-to-end test (tests/e2e), and no "${NO_E2E} <why>"`);
  }
}

if (problems.length) {
  console.error(`docs/FEATURES.md: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `docs/FEATURES.md: ${counts.done} done (${counts.doneWithE2e} with an end-to-end test, ${counts.doneWithoutE2e} saying why none), ` +
    `${counts.partial} partial, ${counts.missing} missing; every cited test exists, runs and is named as it is titled`,
);
