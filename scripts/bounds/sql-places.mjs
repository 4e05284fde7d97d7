#!/usr/bin/env node
/**
 * SQL lives in repositories (issue 23; docs/decisions.md "Module boundaries", "SQL in
 * repositories"). Run by `npm run test:bounds`: every server source file (tests excluded) is
 * parsed with TypeScript, and each SQL statement found outside the places of SQL_PLACES is
 * reported as `file:line  what`; the run then fails.
 *
 * What counts as SQL (read from the syntax tree, so comments and strings never count):
 * - a Kysely query started on a handle: `.selectFrom(`, `.insertInto(`, `.updateTable(`,
 *   `.deleteFrom(`, `.mergeInto(`, `.replaceInto(`, `.selectNoFrom(`, `.executeQuery(`;
 * - raw SQL: a `sql` tagged template (`sql\`…\``, `sql<T>\`…\``), `sql.raw(`/`sql.ref(`/… and
 *   `CompiledQuery.raw(`, and an import of kysely's `sql` (it is imported only to write SQL);
 * - a driver's statement: `.query(` or `.exec(` whose first argument is written text (a string
 *   or template literal), as `client.query('LISTEN …')`.
 *
 * KNOWN_EXCEPTIONS lists the files that still hold SQL outside a repository, each with its
 * count of statements: a file over its count, or a new file, fails; a file under its count fails
 * too until its line here is lowered (or removed), so the list only shrinks.
 *
 *   node scripts/bounds/sql-places.mjs          check (exit 1 on a breach)
 *   node scripts/bounds/sql-places.mjs --list   every file with SQL, its count and its place
 *   node scripts/bounds/sql-places.mjs --root <dir>   check another tree (the test plants one)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The only places SQL may be written, each with why. Paths are relative to the repository root;
 * a pattern ending in `/` takes the whole folder.
 */
export const SQL_PLACES = [
  { place: /^server\/.*-repository\.ts$/, reason: "a repository (`<thing>-repository.ts`): a module's statements, each a function named for what it does, taking the Kysely handle or transaction" },
  { place: /^server\/db\//, reason: 'the database layer: connection and dialects, migrations, seeds, cursors, the report-data worker' },
  {
    place: /^server\/kit\/(resource-repository|resource-reader|relations|unique-check|conditions|operation-log)\.ts$/,
    reason: "the kit's generic repository: the list, read, add, edit, delete, relation, uniqueness and operation-log statements of every resource, built from its TableBinding, and the query builder of its filters",
  },
  {
    place: /^server\/modules\/reports\/engines\//,
    reason: "the report engines: they run a report's own SQL on its source, under a read-only role and a statement timeout; make that role (engines/reader-login.ts: CREATE/ALTER ROLE and grants, database plumbing, not a table's rows) and check a source's login before a report runs there (engines/login-checks.ts: the catalogue, pg_roles)",
  },
  { place: /^server\/modules\/realtime\/pg-(listener|relay)\.ts$/, reason: "PostgreSQL's LISTEN/NOTIFY connection of the realtime bus (the channel, not a table)" },
  { place: /^server\/test-support\//, reason: 'test support: tests set up and read rows directly to prove what the routes did' },
];

/**
 * Files that still hold SQL outside a repository, with their count of statements. Only shrinks:
 * move a file's statements into its module's repository and lower or remove its line.
 */
export const KNOWN_EXCEPTIONS = {
};

/** Kysely's query starters on a handle or transaction. */
const BUILDER_CALLS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto', 'selectNoFrom', 'executeQuery']);
/** The raw-SQL helpers of kysely's `sql`. */
const SQL_HELPERS = new Set(['raw', 'ref', 'lit', 'id', 'table', 'join', 'val', 'value', 'literal']);

const isText = (node) => node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node));

/** The SQL of one source: each statement's line and what it is. */
export function sqlIn(source, fileName = 'file.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  /** The names kysely's sql goes by in this file (imports come first, so they are known in time). */
  const sqlNames = new Set(['sql']);
  const at = (node, what) => found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, what });
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === 'kysely') {
      const named = node.importClause?.namedBindings;
      if (named && ts.isNamedImports(named)) {
        for (const spec of named.elements) {
          if ((spec.propertyName ?? spec.name).text !== 'sql') continue;
          sqlNames.add(spec.name.text);
          at(spec, "import of kysely's sql");
        }
      }
    } else if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && sqlNames.has(node.tag.text)) {
      at(node, 'sql`…`');
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { expression: target, name } = node.expression;
      const method = name.text;
      if (BUILDER_CALLS.has(method)) at(node.expression.name, `.${method}(`);
      else if (ts.isIdentifier(target) && sqlNames.has(target.text) && SQL_HELPERS.has(method)) at(node, `sql.${method}(`);
      else if (ts.isIdentifier(target) && target.text === 'CompiledQuery' && method === 'raw') at(node, 'CompiledQuery.raw(');
      else if ((method === 'query' || method === 'exec') && isText(node.arguments[0])) at(node.expression.name, `.${method}('…')`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Whether a file is test code (its statements are the test's own set-up). */
const isTest = (path) => /\.test\.tsx?$/.test(path);

/** The server source files under `root`, relative, `/`-separated. */
function sourceFiles(root) {
  const dir = join(root, 'server');
  return readdirSync(dir, { recursive: true })
    .map((entry) => `server/${String(entry).split('\\').join('/')}`)
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts') && !isTest(path))
    .sort();
}

/** The place a file's SQL is allowed by, or undefined. */
export const placeOf = (path) => SQL_PLACES.find(({ place }) => place.test(path));

/**
 * Checks the tree at `root` against SQL_PLACES and the exceptions given: the problems, each a
 * line of text, and the files with SQL (for --list).
 */
export function checkSqlPlaces(root, exceptions = KNOWN_EXCEPTIONS) {
  const problems = [];
  const files = [];
  const seen = new Set();
  for (const path of sourceFiles(root)) {
    const statements = sqlIn(readFileSync(join(root, path), 'utf8'), path);
    if (statements.length === 0) continue;
    const place = placeOf(path);
    files.push({ path, count: statements.length, place });
    if (place) continue;
    const allowed = exceptions[path];
    if (allowed !== undefined) seen.add(path);
    if (allowed === statements.length) continue;
    if (allowed !== undefined && statements.length < allowed) {
      problems.push(`${path}: ${statements.length} SQL statements, KNOWN_EXCEPTIONS says ${allowed}: lower its count (the list only shrinks)`);
      continue;
    }
    const over = allowed === undefined ? 'SQL outside a repository' : `more SQL than KNOWN_EXCEPTIONS allows (${allowed})`;
    problems.push(`${path}: ${over}; move it into the module's <thing>-repository.ts:`);
    for (const { line, what } of statements) problems.push(`  ${path}:${line}  ${what}`);
  }
  for (const path of Object.keys(exceptions)) {
    if (!seen.has(path)) problems.push(`${path}: no SQL left outside a repository: remove its line from KNOWN_EXCEPTIONS (the list only shrinks)`);
  }
  return { problems, files };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? resolve(args[rootAt + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const { problems, files } = checkSqlPlaces(root);
  if (args.includes('--list')) {
    for (const { path, count, place } of files) console.log(`${String(count).padStart(4)}  ${place ? 'allowed ' : 'OUTSIDE '} ${path}`);
    const outside = files.filter((f) => !f.place);
    console.log(`outside the SQL places: ${outside.reduce((n, f) => n + f.count, 0)} statements in ${outside.length} files`);
  }
  if (problems.length > 0) {
    console.error(`SQL outside its places (scripts/bounds/sql-places.mjs, docs/decisions.md "SQL in repositories"):\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`SQL only in its places (${relative(process.cwd(), root) || '.'}): ${files.length} files with SQL, ${Object.keys(KNOWN_EXCEPTIONS).length} known exceptions`);
  }
}
