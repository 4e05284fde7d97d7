/**
 * The SQL-places check (scripts/bounds/sql-places.mjs) catches what it is meant to: a small tree
 * with SQL planted in a route, a hook and a plain service beside allowed places (a repository,
 * a migration, a test) and text that only looks like SQL (a comment, a string, a regular
 * expression's exec) reports exactly the planted breaches; the known exceptions hold a file at
 * its count and fail one that shrank or went. Run by `npm run test:bounds`.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkSqlPlaces, KNOWN_EXCEPTIONS, sqlIn } from './sql-places.mjs';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'sql-places.mjs');

/** The planted tree: each file and its text. */
const TREE = {
  // Allowed: a repository, a migration, a test.
  'server/modules/alpha/alpha-repository.ts': "import { sql } from 'kysely';\nexport const rows = (db) => db.selectFrom('alpha').where(sql`true`).execute();\n",
  'server/db/migrations/0001-alpha.ts': "import { sql } from 'kysely';\nexport const up = (db) => sql`create table alpha ()`.execute(db);\n",
  'server/modules/alpha/alpha.test.ts': "export const seed = (db) => db.insertInto('alpha').values({}).execute();\n",
  // Breach: a route handler's query.
  'server/modules/alpha/routes.ts': [
    '// db.selectFrom(\'alpha\') in a comment is no SQL',
    "const text = \"db.deleteFrom('alpha')\";",
    "export const route = (ctx) => ctx.db.selectFrom('alpha').selectAll().execute();",
  ].join('\n'),
  // Breach: a hook's raw SQL (the import and the template).
  'server/modules/alpha/alpha-hooks.ts': "import { sql } from 'kysely';\nexport const hook = (tx) => sql`update alpha set x = 1`.execute(tx);\n",
  // Breach: a driver's statement; a regular expression's exec is none.
  'server/modules/alpha/alpha-service.ts': "export const ping = (client) => client.query('select 1');\nexport const match = (text) => /^a$/.exec(text);\n",
  // Known exceptions: one at its count, one that shrank (3 → 1).
  'server/modules/beta/known.ts': "export const one = (db) => db.updateTable('beta').set({}).execute();\n",
  'server/modules/beta/shrunk.ts': "export const one = (db) => db.updateTable('beta').set({}).execute();\n",
};

const EXCEPTIONS = { 'server/modules/beta/known.ts': 1, 'server/modules/beta/shrunk.ts': 3, 'server/modules/beta/gone.ts': 2 };

const EXPECTED = [
  'server/modules/alpha/alpha-hooks.ts: SQL outside a repository; move it into the module\'s <thing>-repository.ts:',
  "  server/modules/alpha/alpha-hooks.ts:1  import of kysely's sql",
  '  server/modules/alpha/alpha-hooks.ts:2  sql`…`',
  'server/modules/alpha/alpha-service.ts: SQL outside a repository; move it into the module\'s <thing>-repository.ts:',
  "  server/modules/alpha/alpha-service.ts:1  .query('…')",
  'server/modules/alpha/routes.ts: SQL outside a repository; move it into the module\'s <thing>-repository.ts:',
  '  server/modules/alpha/routes.ts:3  .selectFrom(',
  'server/modules/beta/shrunk.ts: 1 SQL statements, KNOWN_EXCEPTIONS says 3: lower its count (the list only shrinks)',
  'server/modules/beta/gone.ts: no SQL left outside a repository: remove its line from KNOWN_EXCEPTIONS (the list only shrinks)',
];

describe('the SQL-places check (scripts/bounds/sql-places.mjs)', () => {
  let dir;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'dkp-sql-places-'));
    for (const [file, text] of Object.entries(TREE)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reports each planted breach, and only those', () => {
    assert.deepEqual(checkSqlPlaces(dir, EXCEPTIONS).problems, EXPECTED);
  });

  it('fails the command on a tree with a breach', () => {
    const run = spawnSync(process.execPath, [SCRIPT, '--root', dir], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /server\/modules\/alpha\/routes\.ts:3 {2}\.selectFrom\(/);
  });

  it('finds every kind of statement it names', () => {
    const source = [
      "import { sql as raw, CompiledQuery } from 'kysely';",
      "db.insertInto('a'); db.updateTable('a'); db.deleteFrom('a'); db.mergeInto('a'); db.selectNoFrom([]);",
      'raw`x`; sql<number>`y`; sql.raw("z"); sql.ref("a.b");',
      "db.executeQuery(CompiledQuery.raw('select 1'));",
      'pglite.exec(`set role ${name}`);',
    ].join('\n');
    assert.deepEqual(sqlIn(source).map(({ what }) => what), [
      "import of kysely's sql", '.insertInto(', '.updateTable(', '.deleteFrom(', '.mergeInto(', '.selectNoFrom(',
      // Under an alias too.
      'sql`…`', 'sql`…`', 'sql.raw(', 'sql.ref(', '.executeQuery(', 'CompiledQuery.raw(', ".exec('…')",
    ]);
  });

  it('lists known exceptions with a positive count each', () => {
    for (const [file, count] of Object.entries(KNOWN_EXCEPTIONS)) assert.ok(Number.isInteger(count) && count > 0, file);
  });
});
