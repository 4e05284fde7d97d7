#!/usr/bin/env node
/**
 * `npm run test:ledger`: keeps docs/FEATURES.md honest.
 *
 * Fails when a row
 *  - is `done` or `partial` and names no test file (or `.ci/run`) in its *Proved by* column;
 *  - names a test file that does not exist;
 *  - quotes a test name right after a file (`file.test.ts ('name…')`) that the file does not
 *    contain: the quoted text up to a '…' must appear in the file as written.
 * It proves nothing about what a test asserts; it keeps the names in the ledger real.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEST_FILE = /(?:server|shared|portal|elements|tests)\/[A-Za-z0-9_./-]+\.(?:test|spec|browser\.test)\.tsx?/g;
const STATUSES = new Set(['done', 'partial', 'missing']);

const problems = [];
const rows = readFileSync(join(root, 'docs/FEATURES.md'), 'utf8').split('\n').filter((l) => l.startsWith('| ') && !/^\|\s*-/.test(l));
let checked = 0;
for (const line of rows) {
  const cells = line.split(' | ');
  const status = cells[2]?.trim();
  if (!STATUSES.has(status)) continue;
  checked += 1;
  const proof = cells.slice(3).join(' | ');
  const label = `${cells[0].slice(2)} ${cells[1].slice(0, 60)}…`;
  const files = [...proof.matchAll(TEST_FILE)];
  if (status !== 'missing' && files.length === 0 && !proof.includes('.ci/run')) problems.push(`${label}: ${status} without a test file`);
  files.forEach((match, i) => {
    const file = match[0];
    if (!existsSync(join(root, file))) {
      problems.push(`${label}: ${file} does not exist`);
      return;
    }
    // The names quoted between this file and the next one are this file's tests.
    const segment = proof.slice(match.index + file.length, files[i + 1]?.index ?? proof.length);
    const text = readFileSync(join(root, file), 'utf8');
    for (const quoted of segment.matchAll(/(?<![A-Za-z])(['"])(.+?)\1(?![A-Za-z])/g)) {
      for (const fragment of quoted[2].split('…').map((f) => f.trim())) {
        if (fragment.length >= 8 && !text.includes(fragment)) problems.push(`${label}: ${file} has no test with "${fragment}"`);
      }
    }
  });
}

if (problems.length) {
  console.error(`docs/FEATURES.md: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`docs/FEATURES.md: ${checked} rows, every named test file exists and every quoted test name is found`);
