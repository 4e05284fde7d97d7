import { readFile } from 'node:fs/promises';
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
 * Each browser test file is bundled by esbuild (TypeScript, JSX, React's CommonJS, CSS),
 * the way Vite and Rollup see the code, and served as one module.
 */
const bundleTests = {
  name: 'bundle-browser-tests',
  async serve(context) {
    if (!TEST_FILE.test(context.path)) return undefined;
    const result = await build({
      entryPoints: [`.${context.path}`],
      bundle: true,
      format: 'esm',
      write: false,
      target: 'es2022',
      jsx: 'automatic',
      sourcemap: 'inline',
      define: { 'process.env.NODE_ENV': '"development"', 'import.meta.env.VITE_DKP_SIGN_SECRET': '"dkp-dev-sign-secret"' },
      plugins: [cssInline, cssAsStyle],
      logLevel: 'silent',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
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
