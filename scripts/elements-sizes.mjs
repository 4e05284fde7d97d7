#!/usr/bin/env node
/**
 * Prints the size of each file of dist/elements, minified and gzipped, and what a page
 * loads for each entry (the entry and every chunk it imports statically), for docs/elements.md.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = 'dist/elements';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(join(dir, file))).length;
const files = [...readdirSync(dir), ...readdirSync(join(dir, 'chunks')).map((f) => `chunks/${f}`)].filter((f) => f.endsWith('.js'));

/** The entry and the chunks it imports statically, transitively (what one script tag loads). */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dir, file), 'utf8');
  for (const [, spec] of code.matchAll(/(?:^|[;\s])import(?:[^"'()]*?from)?\s*["']([^"']+)["']/g)) closure(normalize(join(dirname(file), spec)), seen);
  return seen;
}

for (const f of files) console.log(`${f.padEnd(36)} ${kb(readFileSync(join(dir, f)).length).padStart(10)} min ${kb(gz(f)).padStart(9)} gzip`);
for (const entry of files.filter((f) => !f.startsWith('chunks/'))) {
  const total = [...closure(entry)].reduce((sum, f) => sum + gz(f), 0);
  console.log(`page with ${entry}: ${kb(total)} gzip`);
}
