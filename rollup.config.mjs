import { readdirSync, existsSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { pdfjsData } from './scripts/pdfjs-data-plugin.mjs';

const INLINE = '?inline';

/**
 * `import css from './x.css?inline'` gives the CSS text, minified, as Vite does: elements adopt
 * it into their shadow roots instead of the page.
 */
const inlineCss = {
  name: 'inline-css',
  async resolveId(source, importer) {
    if (!source.endsWith(INLINE)) return null;
    const resolved = await this.resolve(source.slice(0, -INLINE.length), importer, { skipSelf: true });
    return resolved && `${resolved.id}${INLINE}`;
  },
  async load(id) {
    if (!id.endsWith(INLINE)) return null;
    const { code } = await transform(await readFile(id.slice(0, -INLINE.length), 'utf8'), { loader: 'css', minify: true });
    return `export default ${JSON.stringify(code.trim())};`;
  },
};

const URL_SUFFIX = '?url';

/**
 * `import url from './x.js?url'` gives the URL of the file copied into the build, as Vite does:
 * pdf.js's worker (elements/file-preview/pdf-engine.ts) is a file of ours, beside the chunks
 * (the only folder the server serves, server/plugins/element-assets.ts), named `.js`.
 */
const fileUrl = {
  name: 'file-url',
  async resolveId(source, importer) {
    if (!source.endsWith(URL_SUFFIX)) return null;
    const resolved = await this.resolve(source.slice(0, -URL_SUFFIX.length), importer, { skipSelf: true });
    return resolved && `${resolved.id}${URL_SUFFIX}`;
  },
  async load(id) {
    if (!id.endsWith(URL_SUFFIX)) return null;
    const file = id.slice(0, -URL_SUFFIX.length);
    const name = file.split(/[\\/]/).pop().replace(/(\.min)?\.m?js$/, '.js');
    const ref = this.emitFile({ type: 'asset', name, source: await readFile(file) });
    return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
  },
};

/** Empties dist/elements first, so chunks of earlier builds (hashed names) do not pile up. */
const cleanOutput = {
  name: 'clean-output',
  buildStart: () => rmSync('dist/elements', { recursive: true, force: true }),
};

/** One entry per element folder that has a register.ts: `elements/<name>/` → `dkp-<name>.js`. */
const elementEntries = Object.fromEntries(
  readdirSync('elements', { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`elements/${d.name}/register.ts`))
    .map((d) => [`dkp-${d.name}`, `elements/${d.name}/register.ts`]),
);

/** Libraries only the editors and the rich-text view use: chunks of their own, loaded with them. */
const EDITOR_LIBRARIES = /\/node_modules\/(@codemirror|@lezer|@marijn|@tiptap|prosemirror-[^/]+|crelt|dompurify|fast-equals|linkifyjs|marked|orderedmap|rope-sequence|style-mod|w3c-keyname|use-sync-external-store)\//;

/**
 * Groups what every element needs into named shared chunks, loaded once per page however many
 * elements it uses: React, Shoelace (with Lit), and the runtime (stores, API client, i18n,
 * r2wc and the define-element machinery). Locale modules stay lazy chunks of their own.
 */
function manualChunks(id) {
  const path = id.replace(/\\/g, '/');
  if (/\/locales\/generated\/(en|tc)\.ts$/.test(path)) return undefined;
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(path)) return 'react';
  if (/\/node_modules\/(@shoelace-style|lit|lit-html|lit-element|@lit\/react|@lit\/reactive-element|@floating-ui|composed-offset-position)\//.test(path) && !path.endsWith(INLINE)) return 'shoelace';
  if (path.includes('commonjsHelpers')) return 'react';
  // The cron library and the Quartz module load with the cron editors (lazy), not on every page.
  if (/\/node_modules\/croner\/|\/shared\/cron\//.test(path)) return undefined;
  // pdf.js loads with the first PDF preview, in a chunk of its own.
  if (path.includes('/node_modules/pdfjs-dist/')) return undefined;
  // The editors (CodeMirror, Tiptap with ProseMirror, marked) and the page's sanitiser load with the editor or rich text that needs them.
  if (EDITOR_LIBRARIES.test(path) || path.includes('/shared/rich-text/')) return undefined;
  if (path.includes('/node_modules/') || /\/(shared|locales|elements\/define)\//.test(path)) return 'runtime';
  return undefined;
}

/** The element bundle (architecture §6): ES modules in dist/elements, served at /elements/. */
export default {
  input: { 'dkp-elements': 'elements/index.ts', ...elementEntries },
  output: {
    dir: 'dist/elements',
    format: 'es',
    entryFileNames: '[name].js',
    // Hashed names: the server lets browsers keep chunks for good (server/plugins/element-assets.ts).
    chunkFileNames: 'chunks/[name]-[hash].js',
    assetFileNames: 'chunks/[name]-[hash][extname]',
    manualChunks,
    // No public source maps (docs/decisions.md); the server serves none either.
    sourcemap: false,
  },
  preserveEntrySignatures: 'exports-only',
  plugins: [
    cleanOutput,
    inlineCss,
    fileUrl,
    // pdf.js's CMaps and standard fonts beside the chunks (served by server/plugins/element-assets.ts).
    pdfjsData({ folder: 'chunks' }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', minify: true, tsconfig: 'tsconfig.json' }),
  ],
  onwarn(warning, warn) {
    // Lit and Shoelace ship `this` at module level in a few decorators' helpers; harmless.
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
};
