#!/usr/bin/env node
/**
 * Adds translations to locales/en.xlf and locales/tc.xlf, then rebuilds the locale modules.
 *
 *   node scripts/add-translations.mjs translations.json
 *
 * The JSON maps a source text (simplified Chinese, as written in msg()) to
 * `{ "en": "…", "tc": "…" }`. Run `npm run i18n:extract` first so the units exist; a
 * source that matches no unit is reported. Placeholders of `str` messages keep their
 * `<x id="…"/>` elements: write them in the JSON as `${0}`, `${1}`… in order.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/add-translations.mjs translations.json');
  process.exit(2);
}
const table = JSON.parse(readFileSync(file, 'utf8'));
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unused = new Set(Object.keys(table));

for (const locale of ['en', 'tc']) {
  const path = `locales/${locale}.xlf`;
  const xliff = readFileSync(path, 'utf8').replace(/<trans-unit\b[\s\S]*?<\/trans-unit>/g, (unit) => {
    const source = /<source>([\s\S]*?)<\/source>/.exec(unit)?.[1] ?? '';
    const placeholders = source.match(/<x [^>]*\/>/g) ?? [];
    const plain = source.replace(/<x [^>]*\/>/g, (_, i) => '${' + placeholders.indexOf(_) + '}')
      .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const entry = table[plain];
    if (!entry?.[locale]) return unit;
    unused.delete(plain);
    const target = escape(entry[locale]).replace(/\$\{(\d+)\}/g, (_, i) => placeholders[Number(i)] ?? '');
    return unit.replace(/\s*<target>[\s\S]*?<\/target>/, '').replace('</source>', `</source>\n  <target>${target}</target>`);
  });
  writeFileSync(path, xliff);
}
if (unused.size) console.warn(`No unit for: ${[...unused].join(' | ')}`);
const build = spawnSync(process.execPath, ['node_modules/@lit/localize-tools/bin/lit-localize.js', 'build'], { stdio: 'inherit' });
process.exit(build.status ?? 1);
