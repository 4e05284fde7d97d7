#!/usr/bin/env node
/**
 * `npm run kit:lines`: writes docs/kit-resources.md, the table of issue 23 "One source for each
 * fact": for every resource definition (shared/resources/*.ts), the lines of its definition,
 * of the server beyond the kit, and of its portal page, and whether it is on the kit.
 * `--check` (npm run test:kit-lines) fails when the file is not what the code gives now.
 *
 * Lines are code lines: not blank, not comments, not imports (nor `export … from`).
 * - definition: the resource's file in shared/resources, with its actions' file (`<name>-actions.ts`) if any;
 * - server beyond the kit: the server files (outside server/kit and test code) that import the
 *   definition, and the file registering the table one of them binds;
 * - portal page: the file its menu page resolves to (portal/router/page-registry.ts, by the
 *   definition's `page`), with the portal/admin files it imports in turn (kit parts excluded);
 * - on the kit: 'yes' when the server registers it with `registerResource` and the page is a
 *   `ResourceListPage` or `ResourceTreePage`; 'partly' when one of the two holds; 'no' otherwise.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'docs/kit-resources.md');
/** The page-line budget of a simple resource (issue 23). */
const PAGE_BUDGET = 20;

const read = (file) => readFileSync(file, 'utf8');
const rel = (file) => relative(root, file).split('\\').join('/');

/** Code lines: blank lines, comments and import statements left out. */
export function codeLines(source) {
  let count = 0;
  let inComment = false;
  let inImport = false;
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (inComment) {
      if (line.includes('*/')) inComment = false;
      continue;
    }
    if (inImport) {
      if (/from\s+['"][^'"]+['"];?\s*$/.test(line) || line.endsWith(';')) inImport = false;
      continue;
    }
    if (!line || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      if (!line.includes('*/')) inComment = true;
      continue;
    }
    if (/^import\s/.test(line) || /^export\s+(\*|\{[^}]*\}?|type\s+\{[^}]*\}?)\s*(from\b|$)/.test(line)) {
      if (!/['"];?\s*$/.test(line)) inImport = true;
      continue;
    }
    count += 1;
  }
  return count;
}

/** The files a source imports by relative path (resolved). */
function importsOf(file) {
  const found = [];
  for (const match of read(file).matchAll(/(?:import|export)[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
    const target = resolve(dirname(file), match[1] ?? match[2]);
    if (existsSync(target) && statSync(target).isFile()) found.push(target);
  }
  return found;
}

/** `start` and what it imports in turn, as long as `keep` holds for the imported file. */
function closure(start, keep) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of importsOf(queue.shift())) {
      if (!seen.has(next) && keep(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

const isTest = (file) => /\.test\.|test-kit|test-support|contract\.ts$/.test(file);
const sum = (files) => files.reduce((total, file) => total + codeLines(read(file)), 0);

/** One row of the table per resource definition. */
export function collectRows() {
  const resourcesDir = join(root, 'shared/resources');
  const serverFiles = walk(join(root, 'server')).filter((f) => f.endsWith('.ts') && !isTest(f) && !rel(f).startsWith('server/kit/'));
  const registry = read(join(root, 'portal/router/page-registry.ts'));
  const rows = [];
  for (const name of readdirSync(resourcesDir).filter((f) => f.endsWith('.ts') && !f.includes('.test.')).sort()) {
    const definition = join(resourcesDir, name);
    const source = read(definition);
    if (!source.includes('defineResource(')) continue;
    const resource = /name:\s*'([^']+)'/.exec(source)?.[1] ?? name;
    const page = /\bpage:\s*'([^']+)'/.exec(source)?.[1];

    const importers = serverFiles.filter((f) => importsOf(f).includes(definition));
    // The file registering the table an importer binds (a module's routes.ts over its tenant-table.ts).
    const registrars = serverFiles.filter((f) => read(f).includes('registerResource(') && importsOf(f).some((i) => importers.includes(i)));
    const server = [...new Set([...importers, ...registrars])];
    const registered = server.some((f) => read(f).includes('registerResource('));

    const entry = page && new RegExp(`\\b${page}:\\s*lazyPage\\(\\(\\) => import\\('([^']+)'\\)`).exec(registry)?.[1];
    const pageFile = entry ? resolve(join(root, 'portal/router'), entry) : undefined;
    const portal = pageFile ? closure(pageFile, (next) => rel(next).startsWith('portal/admin/') && !isTest(next)) : [];
    const onKitPage = portal.some((f) => /<Resource(List|Tree)Page\b/.test(read(f)));
    // Its actions (`<name>-actions.ts`: routes, and the row links the list draws from them) are part of the definition.
    const actions = join(resourcesDir, name.replace(/\.ts$/, '-actions.ts'));
    rows.push({
      resource,
      definition: codeLines(source) + (existsSync(actions) ? codeLines(read(actions)) : 0),
      server: sum(server),
      page: sum(portal),
      pageFiles: portal.map(rel),
      onKit: registered && onKitPage ? 'yes' : registered || onKitPage ? 'partly' : 'no',
    });
  }
  return rows;
}

/** The Markdown of docs/kit-resources.md. */
export function renderTable(rows) {
  const lines = [
    '# Resources on the kit: lines per resource',
    '',
    '<!-- Generated by `npm run kit:lines` (scripts/kit-lines.mjs); `npm run test:kit-lines` fails when it is stale. Do not edit by hand. -->',
    '',
    'Issue 23 "One source for each fact": a simple resource is a definition plus a page of at most',
    `${PAGE_BUDGET} lines. Lines here are code lines: blank lines, comments and imports are not counted.`,
    'The definition is its file in `shared/resources/` with its actions\' file (`<name>-actions.ts`); the server beyond the kit, the server files',
    'outside `server/kit/` that import the definition, and the file that registers the table one of them binds;',
    'the portal page, the file its menu entry opens (`portal/router/page-registry.ts`) with the',
    '`portal/admin/` files it imports. On the kit: the server registers it with `registerResource`',
    'and its page is a `ResourceListPage` or a `ResourceTreePage` (yes), one of the two (partly), neither (no).',
    '',
    `| resource | definition | server beyond the kit | portal page | ≤ ${PAGE_BUDGET}? | on the kit? | page files |`,
    '|---|---:|---:|---:|:---:|:---:|---|',
    ...rows.map((r) => `| ${r.resource} | ${r.definition} | ${r.server} | ${r.pageFiles.length ? r.page : '–'} | ${r.pageFiles.length ? (r.page <= PAGE_BUDGET ? 'yes' : 'no') : '–'} | ${r.onKit} | ${r.pageFiles.map((f) => `\`${f.replace(/^portal\/admin\//, '')}\``).join(', ') || '–'} |`),
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = renderTable(collectRows());
  if (process.argv.includes('--check')) {
    const current = existsSync(OUT) ? read(OUT) : '';
    if (current !== text) {
      console.error('docs/kit-resources.md is stale: run npm run kit:lines');
      process.exit(1);
    }
    console.log('docs/kit-resources.md is current');
  } else {
    writeFileSync(OUT, text);
    console.log(text);
  }
}
