#!/usr/bin/env node
/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the given
 * build folders, once at build time with the highest settings, so that the server sends them
 * as they are (@fastify/static `preCompressed`) instead of compressing on every request.
 * A copy that would not be smaller is not written: the server then sends the original.
 * Usage: node scripts/precompress.mjs dist/portal [dist/elements …]
 *
 * Brotli at quality 11 is most of the build's time (some 14 s of CPU for the portal and the
 * elements), so the files are compressed on zlib's thread pool, as many at a time as there are
 * cores (issue 23: the build step over its 20 s budget), and a file whose bytes were already
 * compressed in this run (pdf.js's worker is in both folders) is compressed once.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml)$/;
// Below this, headers outweigh what compression saves.
const MIN_BYTES = 1024;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Both copies of one content, made once however many files hold it. */
const copiesByContent = new Map();
function compress(source) {
  const key = createHash('sha256').update(source).digest('hex');
  let copies = copiesByContent.get(key);
  if (!copies) {
    copies = Promise.all([
      brotliAsync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    copiesByContent.set(key, copies);
  }
  return copies;
}

async function precompress(path) {
  const source = readFileSync(path);
  const [brotli, gzipped] = await compress(source);
  if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli);
  if (gzipped.length < source.length) writeFileSync(`${path}.gz`, gzipped);
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inPool(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const todo = [];
for (const dir of process.argv.slice(2)) {
  // Copies of an earlier run go first, so none outlives the file it was made from.
  for (const path of files(dir)) if (/\.(?:br|gz)$/.test(path)) rmSync(path);
  const found = [...files(dir)].filter((path) => COMPRESSIBLE.test(path) && readFileSync(path).length >= MIN_BYTES);
  todo.push(...found);
  console.log(`${dir}: ${found.length} files precompressed (.br, .gz)`);
}
await inPool(todo, availableParallelism(), precompress);
