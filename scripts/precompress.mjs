#!/usr/bin/env node
/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the given
 * build folders, once at build time with the highest settings, so that the server sends them
 * as they are (@fastify/static `preCompressed`) instead of compressing on every request.
 * A copy that would not be smaller is not written: the server then sends the original.
 * Usage: node scripts/precompress.mjs dist/portal [dist/elements …]
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml)$/;
// Below this, headers outweigh what compression saves.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

for (const dir of process.argv.slice(2)) {
  let count = 0;
  for (const path of files(dir)) {
    // Copies of an earlier run go first, so none outlives the file it was made from.
    if (/\.(?:br|gz)$/.test(path)) { rmSync(path); continue; }
  }
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip);
    count++;
  }
  console.log(`${dir}: ${count} files precompressed (.br, .gz)`);
}
