import type { ScanToken } from 'libpg-query';
import { BUILT_IN_PARAMS, isBuiltInParam, type ReportParam } from '../../../shared/reports/report-view.ts';
import { checkReportTree } from './report-sql-check.ts';
import { ReportSqlError } from './report-sql-error.ts';

export { ReportSqlError, type ReportSqlProblem } from './report-sql-error.ts';

/** A report's SQL with its named parameters replaced by positional ones, and the names in that order. */
export interface CompiledReportSql {
  sql: string;
  names: string[];
}

const CAST: Record<ReportParam['type'] | 'builtin', string> = { text: 'text', number: 'numeric', date: 'text', month: 'text', builtin: 'text' };
/** Tokens that are not code: what may trail the statement (and is cut off before it runs). */
const TRAILING = new Set(['SQL_COMMENT', 'C_COMMENT', 'ASCII_59']);
/** A parameter's name as the old compiler took it, and as a declared parameter is named. */
const PARAM_NAME = /^[a-z][a-z0-9_]*$/;

/** PostgreSQL's scanner and parser, compiled to WebAssembly (libpg-query). */
type Parser = typeof import('libpg-query');
let parser: Promise<Parser> | null = null;

/**
 * Loads PostgreSQL's parser (libpg-query, WebAssembly: about 10 ms and 20 MB) once per
 * process, at the first report SQL to read: importing the package instantiates the module,
 * so a process that reads none (most requests, an idle server) never holds it. Every later
 * call returns the same promise; after that a compile is synchronous work.
 */
export function loadReportSqlParser(): Promise<Parser> {
  parser ??= import('libpg-query').then(async (module) => {
    await module.loadModule();
    return module;
  }).catch((error: unknown) => {
    parser = null;
    throw error;
  });
  return parser;
}

/** PostgreSQL's tokens of `text`, or the scanner's own refusal (an unterminated quote or comment) as a syntax error. */
function tokensOf({ scanSync, parseSync }: Parser, text: string): ScanToken[] {
  if (!text.trim()) return [];
  try {
    return scanSync(text).tokens;
  } catch {
    // libpg-query's scan reports its error as text that is not JSON; the parser says it properly.
    try {
      parseSync(text);
    } catch (error) {
      throw new ReportSqlError('reportSqlSyntax', { reason: String((error as Error).message).slice(0, 200) });
    }
    throw new ReportSqlError('reportSqlSyntax', { reason: 'scan' });
  }
}

/**
 * Compiles a report's SQL, read by PostgreSQL's own scanner and parser (libpg-query): its
 * `:name` parameters — a `:` token and, with no gap, an identifier token; never inside quoted
 * text, quoted names or comments — become bound `($n::type)` with the parameter's type, the
 * same `$n` for each use of a name; then the result must parse as exactly one SELECT that the
 * allowlist accepts, reading only relations of `schema` (report-sql-check.ts). Trailing
 * comments and semicolons are cut off. Throws a {@link ReportSqlError} saying what is refused.
 */
export async function compileReportSql(text: string, params: readonly Pick<ReportParam, 'name' | 'type'>[], schema: string): Promise<CompiledReportSql> {
  return compileLoaded(await loadReportSqlParser(), text, params, schema);
}

/**
 * The parameter names a report's SQL uses (a `:` token and an identifier token with no gap), in
 * the order first used, without checking the SQL: [] when it does not even scan.
 */
export async function reportSqlParamNames(text: string): Promise<string[]> {
  const loaded = await loadReportSqlParser();
  let tokens: ScanToken[];
  try {
    tokens = tokensOf(loaded, text);
  } catch {
    return [];
  }
  const names: string[] = [];
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (isParamStart(token, next) && !names.includes(next!.text)) names.push(next!.text);
  });
  return names;
}

/** A `:` token followed, with no gap, by an identifier or a keyword token (`:month`): a named parameter. */
const isParamStart = (token: ScanToken, next: ScanToken | undefined): boolean =>
  token.text === ':' && !!next && next.start === token.end && (next.tokenName === 'IDENT' || next.keywordKind > 0) && /^[A-Za-z_]/.test(next.text);

function compileLoaded(loaded: Parser, text: string, params: readonly Pick<ReportParam, 'name' | 'type'>[], schema: string): CompiledReportSql {
  // A declared parameter never stands for a built-in one (report-table.ts refuses the name too).
  const types = new Map<string, string>(params.filter((p) => !isBuiltInParam(p.name)).map((p) => [p.name, CAST[p.type]]));
  for (const name of BUILT_IN_PARAMS) types.set(name, name === 'tenant_id' ? 'integer' : CAST.builtin);
  // The scanner's offsets count UTF-8 bytes.
  const bytes = Buffer.from(text, 'utf8');
  const tokens = tokensOf(loaded, text);
  const names: string[] = [];
  const pieces: string[] = [];
  let copied = 0;
  let end = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.tokenName === 'PARAM') throw new ReportSqlError('reportSqlPositionalParam', { name: token.text });
    // PostgreSQL nests block comments, most other readers of SQL (an editor, a reviewer) do not:
    // what one of them takes for code after an inner '*/' is comment to PostgreSQL, and back.
    if (token.tokenName === 'C_COMMENT' && token.text.indexOf('/*', 2) >= 0) throw new ReportSqlError('reportSqlNestedComment');
    const next = tokens[i + 1];
    if (next && isParamStart(token, next)) {
      const name = next.text;
      const type = PARAM_NAME.test(name) ? types.get(name) : undefined;
      if (!type) throw new ReportSqlError('reportSqlUnknownParam', { name });
      let index = names.indexOf(name);
      if (index < 0) index = names.push(name) - 1;
      pieces.push(bytes.subarray(copied, token.start).toString('utf8'), `($${index + 1}::${type})`);
      copied = next.end;
      end = next.end;
      i += 1;
      continue;
    }
    if (!TRAILING.has(token.tokenName)) end = token.end;
  }
  if (end > copied) pieces.push(bytes.subarray(copied, end).toString('utf8'));
  const sql = pieces.join('');
  if (!sql.trim()) throw new ReportSqlError('reportSqlNotOneSelect');
  let stmts: readonly { stmt?: unknown }[];
  try {
    stmts = loaded.parseSync(sql).stmts ?? [];
  } catch (error) {
    if (error instanceof RangeError) throw new ReportSqlError('reportSqlTooComplex');
    throw new ReportSqlError('reportSqlSyntax', { reason: String((error as Error).message).slice(0, 200) });
  }
  checkReportTree(stmts, schema);
  return { sql, names };
}
