import { loadModule, parseSync, scanSync, type ScanToken } from 'libpg-query';
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

let parser: Promise<void> | null = null;

/**
 * Loads PostgreSQL's parser (libpg-query, WebAssembly) once per process; every later call
 * returns the same promise. The server calls it at start; {@link compileReportSql} awaits it
 * too, so a first use before that only waits for it.
 */
export function loadReportSqlParser(): Promise<void> {
  parser ??= loadModule().catch((error: unknown) => {
    parser = null;
    throw error;
  });
  return parser;
}

/** PostgreSQL's tokens of `text`, or the scanner's own refusal (an unterminated quote or comment) as a syntax error. */
function tokensOf(text: string): ScanToken[] {
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
  await loadReportSqlParser();
  return compileLoaded(text, params, schema);
}

/**
 * The parameter names a report's SQL uses (a `:` token and an identifier token with no gap), in
 * the order first used, without checking the SQL: [] when it does not even scan.
 */
export async function reportSqlParamNames(text: string): Promise<string[]> {
  await loadReportSqlParser();
  let tokens: ScanToken[];
  try {
    tokens = tokensOf(text);
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

function compileLoaded(text: string, params: readonly Pick<ReportParam, 'name' | 'type'>[], schema: string): CompiledReportSql {
  // A declared parameter never stands for a built-in one (report-table.ts refuses the name too).
  const types = new Map<string, string>(params.filter((p) => !isBuiltInParam(p.name)).map((p) => [p.name, CAST[p.type]]));
  for (const name of BUILT_IN_PARAMS) types.set(name, name === 'tenant_id' ? 'integer' : CAST.builtin);
  // The scanner's offsets count UTF-8 bytes.
  const bytes = Buffer.from(text, 'utf8');
  const tokens = tokensOf(text);
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
    stmts = parseSync(sql).stmts ?? [];
  } catch (error) {
    if (error instanceof RangeError) throw new ReportSqlError('reportSqlTooComplex');
    throw new ReportSqlError('reportSqlSyntax', { reason: String((error as Error).message).slice(0, 200) });
  }
  checkReportTree(stmts, schema);
  return { sql, names };
}
