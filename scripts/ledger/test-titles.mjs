/**
 * The titles of the tests a file declares, read from its syntax tree (TypeScript's parser), so
 * that a name in a comment or in a string elsewhere is never taken for a test.
 *
 * A declaration is a call of `it`, `test` or `describe` — also `test.describe`, `describe.skip`,
 * `it.only`, `test.fixme` and the like — whose first argument is a string or a template literal.
 * Each title says where it runs: `everywhere`, `postgres` (only with a PostgreSQL: node's
 * `{ skip: postgresOnly(…) }` or `skip: url ? false : 'needs PostgreSQL'`, Playwright's
 * `test.skip(!process.env.TEST_DATABASE_URL, …)`), `pglite` (the other way round) or
 * `skipped` (skipped outright, or on a condition the check cannot read). A title inherits the
 * most restrictive place of the suites around it.
 */
import ts from 'typescript';

const DECLARERS = new Set(['it', 'test', 'describe']);
const SKIPPING_MEMBERS = new Set(['skip', 'fixme', 'todo']);

/** @typedef {'everywhere' | 'postgres' | 'pglite' | 'skipped'} Place */
/** @typedef {{ parts: Array<string | null>, place: Place, line: number }} Title  `parts`: literal text, `null` for a `${…}` */

/** Where a skip condition's source text lets the test run. */
export function placeOfSkip(text) {
  const source = text.trim();
  if (source === 'false' || source === 'undefined') return 'everywhere';
  if (/postgresOnly\s*\(/.test(source)) return 'postgres';
  if (/PGLITE_ONLY|PGlite only/i.test(source)) return 'pglite';
  const conditional = /[?]|&&|\|\||^!/.test(source);
  if (conditional && /needs PostgreSQL|TEST_DATABASE_URL|DATABASE_URL|postgres/i.test(source)) {
    // `url ? false : 'needs PostgreSQL'` and `test.skip(!url, …)` skip without PostgreSQL.
    if (/needs PostgreSQL/i.test(source) || /^!/.test(source) || /\?\s*false\s*:/.test(source)) return 'postgres';
    return 'pglite';
  }
  return 'skipped';
}

const RANK = { everywhere: 0, pglite: 1, postgres: 1, skipped: 2 };
/** The more restrictive of two places (PostgreSQL-only inside PGlite-only never runs). */
function narrower(outer, inner) {
  if (outer === inner) return outer;
  if (RANK[outer] === 1 && RANK[inner] === 1) return 'skipped';
  return RANK[inner] > RANK[outer] ? inner : outer;
}

/** `it`, `test.describe`, `describe.skip` … → { declarer, modifiers } or null. */
function declarerOf(callee) {
  const names = [];
  let node = callee;
  while (ts.isPropertyAccessExpression(node)) {
    names.unshift(node.name.text);
    node = node.expression;
  }
  if (!ts.isIdentifier(node) || !DECLARERS.has(node.text)) return null;
  names.unshift(node.text);
  return { root: names[0], modifiers: names.slice(1) };
}

/** The literal parts of a title argument, or null when it is not a string. */
function partsOf(arg) {
  if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return [arg.text];
  if (ts.isTemplateExpression(arg)) {
    const parts = [arg.head.text];
    for (const span of arg.templateSpans) parts.push(null, span.literal.text);
    return parts.filter((p) => p !== '');
  }
  if (ts.isBinaryExpression(arg) && arg.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = partsOf(arg.left);
    const right = partsOf(arg.right);
    return [...(left ?? [null]), ...(right ?? [null])];
  }
  return null;
}

/** The place an options object (`{ skip: … }`) gives, if the call has one. */
function placeOfOptions(call, sourceFile) {
  for (const arg of call.arguments.slice(1)) {
    if (!ts.isObjectLiteralExpression(arg)) continue;
    for (const prop of arg.properties) {
      if (ts.isPropertyAssignment(prop) && prop.name.getText(sourceFile) === 'skip') return placeOfSkip(prop.initializer.getText(sourceFile));
      if (ts.isPropertyAssignment(prop) && prop.name.getText(sourceFile) === 'todo') return 'skipped';
    }
  }
  return 'everywhere';
}

/**
 * A statement `test.skip(condition, reason)` (Playwright) in a body: the place it gives the
 * suite or test whose body holds it.
 */
function placeOfSkipStatements(body, sourceFile) {
  let place = 'everywhere';
  if (!body || !ts.isBlock(body)) return place;
  for (const statement of body.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) continue;
    const call = statement.expression;
    const declarer = declarerOf(call.expression);
    if (!declarer || !declarer.modifiers.some((m) => SKIPPING_MEMBERS.has(m))) continue;
    const [condition, reason] = call.arguments;
    if (condition && partsOf(condition)) continue; // `test.skip('title', fn)`: a skipped test of its own
    if (!condition) place = narrower(place, 'skipped');
    else place = narrower(place, placeOfSkip(`${condition.getText(sourceFile)} ${reason ? reason.getText(sourceFile) : ''}`));
  }
  return place;
}

/** Every test and suite title of a TypeScript test file's text. @returns {Title[]} */
export function testTitles(text, fileName = 'test.ts') {
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const titles = [];
  const visit = (node, outer) => {
    let place = outer;
    if (ts.isCallExpression(node)) {
      const declarer = declarerOf(node.expression);
      const parts = declarer && node.arguments.length > 0 ? partsOf(node.arguments[0]) : null;
      if (declarer && parts) {
        place = narrower(place, declarer.modifiers.some((m) => SKIPPING_MEMBERS.has(m)) ? 'skipped' : 'everywhere');
        place = narrower(place, placeOfOptions(node, sourceFile));
        const body = node.arguments.at(-1);
        if (body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body))) place = narrower(place, placeOfSkipStatements(body.body, sourceFile));
        titles.push({ parts, place, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1 });
      }
    }
    ts.forEachChild(node, (child) => visit(child, place));
  };
  visit(sourceFile, 'everywhere');
  return titles;
}
