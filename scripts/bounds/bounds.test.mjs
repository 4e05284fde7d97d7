/**
 * The boundary rules (.dependency-cruiser.mjs) catch what they are meant to: a small tree with
 * one planted breach of each rule, cruised with the real rules file, reports exactly those
 * breaches and none of the allowed imports beside them. Run by `npm run test:bounds`.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CRUISER = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const RULES = join(root, '.dependency-cruiser.mjs');

/** The planted tree: each file and what it imports. */
const TREE = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true } }),
  'server/modules/alpha/index.ts': "export * from './inner.ts';\n",
  'server/modules/alpha/inner.ts': 'export const a = 1;\n',
  'server/modules/beta/index.ts': "export * from './deep.ts';\nexport * from './allowed.ts';\n",
  // Breach: another module's inner file.
  'server/modules/beta/deep.ts': "import { a } from '../alpha/inner.ts';\nexport const b = a;\n",
  // Allowed: through the index.
  'server/modules/beta/allowed.ts': "import { a } from '../alpha/index.ts';\nexport const c = a;\n",
  // Breach: a module without index.ts.
  'server/modules/gamma/routes.ts': "import { a } from '../alpha/index.ts';\nexport const g = a;\n",
  // Breach: outside code reaching into a module; allowed: its index.
  'server/app.ts': "import { b } from './modules/beta/deep.ts';\nimport { c } from './modules/beta/index.ts';\nexport const app = [b, c];\n",
  // Breach: the kit importing a plugin.
  'server/kit/kit-part.ts': "import { p } from '../plugins/plugin.ts';\nexport const k = p;\n",
  'server/plugins/plugin.ts': 'export const p = 1;\n',
  // Breach: a cycle.
  'server/lib/one.ts': "import { two } from './two.ts';\nexport const one = () => two();\n",
  'server/lib/two.ts': "import { one } from './one.ts';\nexport const two = () => one;\n",
  // Breach: shared importing the portal.
  'shared/part.ts': "import { page } from '../portal/page.ts';\nexport const s = page;\n",
  // Breach: the portal inside an element; allowed: the element's index.
  'portal/page.ts': "import { inner } from '../elements/widget/inner.ts';\nimport { widget } from '../elements/widget/index.ts';\nexport const page = [inner, widget];\n",
  'portal/other.ts': 'export const other = 1;\n',
  'elements/widget/index.ts': "export const widget = 1;\n",
  // Breach: an element importing the portal.
  'elements/widget/inner.ts': "import { other } from '../../portal/other.ts';\nexport const inner = other;\n",
};

/** Each breach planted above, as `rule: from → to`. */
const EXPECTED = [
  'deep-import-across-modules: server/modules/beta/deep.ts → server/modules/alpha/inner.ts',
  'deep-import-into-module: server/app.ts → server/modules/beta/deep.ts',
  'module-without-index: server/modules/gamma/routes.ts → server/modules/alpha/index.ts',
  'kit-imports-plugins: server/kit/kit-part.ts → server/plugins/plugin.ts',
  // A cycle is told once, from its first file.
  'no-circular: server/lib/one.ts → server/lib/two.ts',
  'shared-imports-a-side: shared/part.ts → portal/page.ts',
  'portal-deep-into-element: portal/page.ts → elements/widget/inner.ts',
  'elements-import-portal: elements/widget/inner.ts → portal/other.ts',
].sort();

describe('the boundary rules (.dependency-cruiser.mjs)', () => {
  let dir;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'dkp-bounds-'));
    for (const [file, text] of Object.entries(TREE)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('report each planted breach, and only those', () => {
    const cruise = (type) => spawnSync(process.execPath, [CRUISER, '--config', RULES, '--output-type', type, 'server', 'shared', 'portal', 'elements'], { cwd: dir, encoding: 'utf8' });
    // The check as npm test runs it fails…
    assert.notEqual(cruise('err').status, 0, 'a tree with breaches fails the check');
    // …and names exactly the planted breaches.
    const { summary } = JSON.parse(cruise('json').stdout);
    const found = summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    assert.deepEqual(found, EXPECTED);
  });
});
