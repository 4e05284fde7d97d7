import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { build } from 'esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';

const TEST_FILE = /\.browser\.test\.tsx?$/;

/** CSS imported by components becomes a <style> in the test page, as Vite does in the app. */
const cssAsStyle = {
  name: 'css-as-style',
  setup(b) {
    b.onLoad({ filter: /\.css$/ }, async ({ path }) => ({
      contents: `const s = document.createElement('style'); s.textContent = ${JSON.stringify(await readFile(path, 'utf8'))}; document.head.append(s);`,
      loader: 'js',
    }));
  },
};

/** `import css from './x.css?inline'` gives the CSS text, as Vite and the element Rollup build do. */
const cssInline = {
  name: 'css-inline',
  setup(b) {
    b.onResolve({ filter: /\?inline$/ }, async ({ path, resolveDir, kind }) => {
      const resolved = await b.resolve(path.slice(0, -'?inline'.length), { resolveDir, kind });
      return { path: resolved.path, namespace: 'css-inline' };
    });
    b.onLoad({ filter: /.*/, namespace: 'css-inline' }, async ({ path }) => ({ contents: await readFile(path, 'utf8'), loader: 'text' }));
  },
};

/**
 * `import url from './x.js?url'` gives the file's URL, as Vite and the element build do: here
 * the test server's own (it serves the repository), e.g. pdf.js's worker from node_modules.
 */
const fileUrl = {
  name: 'file-url',
  setup(b) {
    b.onResolve({ filter: /\?url$/ }, async ({ path, resolveDir, kind }) => {
      const resolved = await b.resolve(path.slice(0, -'?url'.length), { resolveDir, kind });
      return { path: resolved.path, namespace: 'file-url' };
    });
    b.onLoad({ filter: /.*/, namespace: 'file-url' }, ({ path }) => ({
      contents: `export default ${JSON.stringify(`/${relative(process.cwd(), path).split(sep).join('/')}`)};`,
      loader: 'js',
    }));
  },
};

/**
 * `import { cMapUrl, standardFontDataUrl } from 'virtual:pdfjs-data'` (the builds' plugin,
 * scripts/pdfjs-data-plugin.mjs): pdf.js's CMaps and standard fonts where the test server
 * serves them, node_modules' own.
 */
const pdfjsData = {
  name: 'pdfjs-data',
  setup(b) {
    b.onResolve({ filter: /^virtual:pdfjs-data$/ }, () => ({ path: 'pdfjs-data', namespace: 'pdfjs-data' }));
    b.onLoad({ filter: /.*/, namespace: 'pdfjs-data' }, () => ({
      contents: `export const cMapUrl = new URL('/node_modules/pdfjs-dist/cmaps/', location.href).href;
export const standardFontDataUrl = new URL('/node_modules/pdfjs-dist/standard_fonts/', location.href).href;`,
      loader: 'js',
    }));
  },
};

/** The test file of each bundle's source map, by the path the bundle names the map at. */
const mapOwners = new Map();

/** esbuild's options for one test file's bundle; the code is the same with and without a map. */
const bundleOptions = (path, sourcemap) => ({
  entryPoints: [`.${path}`],
  outfile: `.${path}.js`,
  bundle: true,
  format: 'esm',
  write: false,
  target: 'es2022',
  jsx: 'automatic',
  sourcemap,
  define: { 'process.env.NODE_ENV': '"development"', 'import.meta.env.VITE_DKP_SIGN_SECRET': '"dkp-dev-sign-secret"' },
  plugins: [cssInline, fileUrl, pdfjsData, cssAsStyle],
  logLevel: 'silent',
});

/**
 * Each browser test file is bundled by esbuild (TypeScript, JSX, React's CommonJS, CSS),
 * the way Vite and Rollup see the code, and served as one module. Its source map is made only
 * when asked for (the test runner asks to show a failure's stack): an inline map made each
 * page about three times the size (some 7 MB of code, 15 MB of map) and cost its making and
 * Chromium's parsing for every file: eight files on a loaded machine, interleaved, took 38.1 s
 * on average over six runs with inline maps, 31.3 s over two with maps made on request (and
 * 28.3 s with none at all; docs/ci.md). A failure's stack still names the source's lines.
 */
const bundleTests = {
  name: 'bundle-browser-tests',
  async serve(context) {
    if (mapOwners.has(context.path)) {
      const mapped = await build(bundleOptions(mapOwners.get(context.path), 'external'));
      return { body: mapped.outputFiles.find((file) => file.path.endsWith('.js.map')).text, type: 'json' };
    }
    if (!TEST_FILE.test(context.path)) return undefined;
    const result = await build(bundleOptions(context.path, false));
    mapOwners.set(`${context.path}.js.map`, context.path);
    return { body: `${result.outputFiles[0].text}//# sourceMappingURL=${context.path.split('/').pop()}.js.map\n`, type: 'js' };
  },
};

/**
 * `ime` (tests/browser/runner-command.ts): types as an input method does, through Chromium's
 * DevTools protocol: `{ composition }` shows text being composed (`Input.imeSetComposition`,
 * the underlined pinyin), `{ commit }` ends it with the characters chosen (`Input.insertText`).
 * A key press cannot do this; the rich-text editor is tested with it.
 */
const imeCommands = {
  name: 'ime-commands',
  async executeCommand({ command, payload, session }) {
    if (command !== 'ime') return undefined;
    const page = session.browser.getPage(session.id);
    const cdp = await page.context().newCDPSession(page);
    try {
      if (typeof payload.composition === 'string') {
        const text = payload.composition;
        await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
      } else await cdp.send('Input.insertText', { text: String(payload.commit) });
    } finally {
      await cdp.detach();
    }
    return true;
  },
};

/**
 * Component tests in Debian's Chromium (never a downloaded browser). Browser tests are
 * named `*.browser.test.ts(x)`; node's test runner leaves them alone.
 */
export default {
  files: ['{elements,portal,shared}/**/*.browser.test.{ts,tsx}'],
  // Two test files at a time: a file mostly waits on its page, so two keep the run short.
  concurrency: Number(process.env.DKP_WTR_CONCURRENCY ?? 2),
  testFramework: { config: { timeout: 10000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      },
    }),
  ],
  plugins: [bundleTests, imeCommands],
};
