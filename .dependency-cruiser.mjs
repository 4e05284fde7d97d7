/**
 * The module boundaries of the repository, every rule in this one file (issue 23; docs/decisions.md
 * "Module boundaries"). `npm run test:bounds` (a step of `npm test`) checks them with
 * dependency-cruiser over server/, shared/, portal/, elements/, tests/, bench/ and scripts/.
 *
 * - a server module (server/modules/<m>/) has an index.ts, and the rest of the code reaches the
 *   module only through it: no deep import from outside the module;
 * - server/kit does not import server/plugins/ (plugins build on the kit, not the reverse);
 * - shared/ imports nothing from elements/, portal/ or server/ (it is the code both sides share);
 * - the portal meets the elements only through an element's index.ts, and the elements never
 *   import the portal;
 * - no import cycle, type-only imports included (a type cycle is the same tangle of modules).
 *
 * Type-only imports count everywhere (tsPreCompilationDeps): a boundary crossed by a type is
 * still crossed.
 */
import { existsSync, readdirSync } from 'node:fs';

/** The server modules, each a folder of server/modules/. */
const modules = readdirSync('server/modules', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
/** The modules that lack an index.ts: each of their imports is then reported (see the rule). */
const withoutIndex = modules.filter((name) => !existsSync(`server/modules/${name}/index.ts`));

/** A file of a server module other than its index.ts. */
const MODULE_INNER = '^server/modules/[^/]+/(?!index\\.ts$).+';

/**
 * The layers below the modules that still reach into one: each such import is listed here,
 * file to file, so no new one comes in unseen. Through the module's index.ts each would close a
 * cycle (the index re-exports the module's routes, which import AppContext, config and db).
 * Moving each piece below the modules (as lib/credentials/ and lib/active-session.ts were) or
 * handing it in from app.ts removes its line; the list only shrinks.
 */
const LOWER_LAYER_IMPORTS = [
  ['server/app-context.ts', 'server/modules/auth/session-repository.ts'],
  ['server/app-context.ts', 'server/modules/permissions/permission-repository.ts'],
  ['server/app-context.ts', 'server/modules/dict/dict-repository.ts'],
  ['server/config.ts', 'server/modules/sms-codes/sms-gateway.ts'],
  ['server/db/invalidation.ts', 'server/modules/realtime/pg-listener.ts'],
  ['server/db/migrations/0033-report-reader-login.ts', 'server/modules/reports/report-secrets.ts'],
  ['server/db/seed/demo-notices.ts', 'server/modules/notices/notice-repository.ts'],
  ['server/db/seed/personalization.ts', 'server/modules/personalize/personalization-repository.ts'],
  ['server/db/seed/seed.ts', 'server/modules/personalize/personalization-repository.ts'],
];
const exactly = (path) => `^${path.replace(/[.]/g, '\\.')}$`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'module-without-index',
      severity: 'error',
      comment: 'Each server module exposes an index.ts, the only file other code imports from it.',
      from: { path: withoutIndex.length > 0 ? `^server/modules/(${withoutIndex.join('|')})/` : '^$' },
      to: {},
    },
    {
      name: 'deep-import-across-modules',
      severity: 'error',
      comment: "A server module imports another only through that module's index.ts.",
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/(?!$1/)[^/]+/(?!index\\.ts$).+' },
    },
    {
      name: 'deep-import-into-module',
      severity: 'error',
      comment: "Code outside server/modules/ reaches a module only through its index.ts.",
      from: { pathNot: ['^server/modules/', ...new Set(LOWER_LAYER_IMPORTS.map(([from]) => exactly(from)))] },
      to: { path: MODULE_INNER },
    },
    ...[...new Set(LOWER_LAYER_IMPORTS.map(([from]) => from))].map((from) => ({
      name: 'deep-import-into-module',
      severity: 'error',
      comment: `${from} reaches into a module only where LOWER_LAYER_IMPORTS lists it.`,
      from: { path: exactly(from) },
      to: { path: MODULE_INNER, pathNot: LOWER_LAYER_IMPORTS.filter(([f]) => f === from).map(([, to]) => exactly(to)) },
    })),
    {
      name: 'kit-imports-plugins',
      severity: 'error',
      comment: 'server/kit does not import server/plugins/: the plugins build on the kit.',
      from: { path: '^server/kit/' },
      to: { path: '^server/plugins/' },
    },
    {
      name: 'shared-imports-a-side',
      severity: 'error',
      comment: 'shared/ imports nothing from elements/, portal/ or server/.',
      from: { path: '^shared/' },
      to: { path: '^(elements|portal|server)/' },
    },
    {
      name: 'portal-deep-into-element',
      severity: 'error',
      comment: "The portal uses an element only through the element's index.ts.",
      from: { path: '^portal/' },
      to: { path: '^elements/[^/]+/(?!index\\.ts$).+' },
    },
    {
      name: 'elements-import-portal',
      severity: 'error',
      comment: 'The elements stand alone: they import nothing from portal/.',
      from: { path: '^elements/' },
      to: { path: '^portal/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle: move the piece both sides need into a third file.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|tests/results)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
