// @ts-check
/**
 * How long PGlite alone takes to create an empty database in a fresh directory, in a fresh
 * process (so nothing is compiled or cached yet): prints `created in <ms> ms` and exits.
 * Run: `node bench/lib/pglite-create.mjs <empty directory>`.
 */
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node bench/lib/pglite-create.mjs <directory>');
  process.exit(2);
}
const start = performance.now();
const db = await PGlite.create(dir);
await db.query('select 1');
const ms = performance.now() - start;
await db.close();
console.log(`created in ${ms.toFixed(1)} ms`);
