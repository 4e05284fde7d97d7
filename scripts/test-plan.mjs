/**
 * Which node test files run where: on which database engines, and which need a process of
 * their own. The one place these choices are made (docs/decisions.md "Test lanes");
 * scripts/node-test.mjs reads it, scripts/test.mjs chooses the steps from it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';

/**
 * The engine-sensitive tests: they run on PGlite and again on PostgreSQL in CI. Everything
 * whose behaviour can differ between the engines: the database layer itself (migrations,
 * cursors, cache notices), the resource kit (its SQL for every back-office resource),
 * reports (their own engines and sandboxes), the scheduler (leases, locks), files (large
 * objects), push (NOTIFY), the session and permission caches, the grants; and, wherever it
 * lives, a file that reads which engine it runs on or declares a part for one engine only
 * (`TEST_DATABASE_URL`, `postgresOnly`, `dbKind`), starts two servers on one database, or
 * runs the kit's contract suite (`resourceContract`: the kit's SQL for that resource).
 * Every other server test runs on one engine only (scripts/test.mjs says which). In those
 * folders too, a file that never reaches the test database (it opens a PGlite of its own, or
 * none: the report database, PGlite's creation, the exports' drawing) runs once: the
 * PostgreSQL of CI would change nothing in it (issue 22: some 90 s of the PostgreSQL pass).
 */
const BOTH_ENGINES = [
  'server/db/',
  'server/kit/',
  'server/modules/reports/',
  'server/modules/scheduler/',
  'server/modules/files/',
  'server/modules/realtime/',
  'server/modules/auth/',
  'server/lib/credentials/',
  'server/modules/role-grants/',
  'server/modules/subscriptions/',
  // The content engine's SQL: the readers' rule, folder grants walked by a recursive query,
  // tsvector phrases and pg_trgm (issue 24: each module on PGlite and PostgreSQL).
  'server/modules/content/',
  'server/modules/folders/',
  'server/modules/search/',
];
/** Found in a test file, it makes the file engine-sensitive wherever it lives. */
const BOTH_ENGINES_MARKS = /\bTEST_DATABASE_URL\b|\bpostgresOnly\(|\bstartTwoServers\(|\bsharedDatabaseUrl\b|\bdbKind\b|\bresourceContract\(|\btreeContract\(/;

/**
 * The modules through which a test reaches the test database: the test server
 * (server/test-support/test-server.ts, the one reader of TEST_DATABASE_URL) and every helper
 * importing it, however indirectly; found by reading server/ once.
 */
let reachingModules;
function modulesReachingTestDatabase() {
  if (reachingModules) return reachingModules;
  const helpers = readdirSync('server', { recursive: true }).map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ name: basename(file, '.ts'), source: readFileSync(join('server', file), 'utf8') }));
  const names = new Set(['test-server']);
  for (let grew = true; grew;) {
    grew = false;
    for (const { name, source } of helpers) {
      if (names.has(name) || !importsOneOf(source, names)) continue;
      names.add(name);
      grew = true;
    }
  }
  reachingModules = names;
  return reachingModules;
}
/** True when the source imports a module whose file is named one of `names`. */
const importsOneOf = (source, names) => [...source.matchAll(/from\s+['"]([^'"]+)['"]/g)].some(([, path]) => names.has(basename(path, '.ts')));

const posix = (file) => relative('.', file).split(sep).join('/');

/**
 * Declared in a test file of an engine-sensitive folder, `// test-plan: one engine (why)` keeps
 * it out of the PostgreSQL pass: its tests depend on nothing the engines do differently (the
 * spreadsheet bombs' limits, a stand-in of Tableau) or never reach the test database (a PGlite
 * of their own). Such a file may not hold a part for PostgreSQL (BOTH_ENGINES_MARKS): that
 * part would then never run.
 */
const ONE_ENGINE = /\/\/ test-plan: one engine \(([^)]*)\)/;

/** True when the file's tests run on both engines (see BOTH_ENGINES). */
export function onBothEngines(file, source = readFileSync(file, 'utf8')) {
  const path = posix(file);
  if (ONE_ENGINE.test(source)) {
    const mark = BOTH_ENGINES_MARKS.exec(source);
    if (mark) throw new Error(`${path} says "test-plan: one engine" but holds a part for PostgreSQL (${mark[0]}): move that part to a file of its own`);
    return false;
  }
  if (BOTH_ENGINES_MARKS.test(source)) return true;
  return BOTH_ENGINES.some((prefix) => path.startsWith(prefix)) && importsOneOf(source, modulesReachingTestDatabase());
}

/** True for a test file with no database code at all (shared/, elements/): PGlite's run takes it. */
export function needsNoDatabase(file) {
  return !posix(file).startsWith('server/');
}

/**
 * Why a file must run in a process of its own, or null: most files run grouped, many in one
 * process (scripts/node-test.mjs), and these would disturb the others or be disturbed:
 * - it reads its own location (`import.meta`), so it runs from its source, not a bundle;
 * - it starts child processes of the server (they outlive a failed test; the process's own
 *   exit cleans up) or sets process-wide state: globals, environment variables, handlers of
 *   the process's events;
 * - it says so in a comment `// node-test: own process (why)`, for module state no pattern
 *   finds (a store another file's tests leave loaded).
 */
export function ownProcessReason(source) {
  const declared = /\/\/ node-test: own process \(([^)]*)\)/.exec(source);
  if (declared) return declared[1];
  if (/\bimport\.meta\b/.test(source)) return 'reads its own location (import.meta)';
  if (/\bnode:child_process\b/.test(source)) return 'starts child processes';
  if (/^\s*globalThis\.\w+\s*=/m.test(source)) return 'sets a global';
  if (/process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/.test(source)) return 'sets an environment variable';
  if (/process\.on\(/.test(source)) return "listens to the process's events";
  return null;
}
