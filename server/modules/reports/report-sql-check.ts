import {
  ALLOWED_FUNCTIONS, ALLOWED_NODES, ALLOWED_OPERATORS, ALLOWED_TYPES, ALLOWED_VALUE_FUNCTIONS, BARE_FIELDS, SERIES_MAX_ROWS,
} from './sql-allowlist.ts';
import { ReportSqlError } from './report-sql-error.ts';

/** A node's fields as libpg-query's JSON tree holds them. */
type Fields = Record<string, unknown>;

/** Deeper than this is refused: no report needs it, and the walk stays far from the stack's end. */
const MAX_DEPTH = 400;

/** Node kinds refused with their own reason; any other kind outside the allowlist is a 'construct'. */
const WRITES = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);
const CONSTRUCT_NAMES: Record<string, string> = {
  RangeTableSample: 'TABLESAMPLE', RangeTableFunc: 'XMLTABLE', JsonTable: 'JSON_TABLE', XmlExpr: 'XML', XmlSerialize: 'XMLSERIALIZE',
};

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
/** `{ Kind: {…} }`: a tagged node (a kind's name starts with a capital letter; fields never do). */
const tagOf = (value: Fields): string | null => {
  const keys = Object.keys(value);
  return keys.length === 1 && /^[A-Z]/.test(keys[0]!) && isObject(value[keys[0]!]) ? keys[0]! : null;
};
const strings = (list: unknown): string[] => (Array.isArray(list) ? list.map((item) => String((item as { String?: { sval?: unknown } }).String?.sval ?? '\0')) : []);

/** A qualified name a function, type or operator may have: `name` or `pg_catalog.name`; else null. */
function catalogName(names: string[]): string | null {
  if (names.length === 1) return names[0]!;
  if (names.length === 2 && names[0] === 'pg_catalog') return names[1]!;
  return null;
}

/**
 * Checks a parsed report query against the allowlist (sql-allowlist.ts): the one statement is
 * a SELECT, and every node of its tree, in every clause and list, is a kind the allowlist
 * names; functions, casts and operators are listed ones; relations are in `schema`, or are
 * names of common table expressions in scope. Throws the first {@link ReportSqlError}.
 */
export function checkReportTree(stmts: readonly { stmt?: unknown }[], schema: string): void {
  const statement = stmts.length === 1 && isObject(stmts[0]!.stmt) ? stmts[0]!.stmt : null;
  if (!statement || tagOf(statement) !== 'SelectStmt') throw new ReportSqlError('reportSqlNotOneSelect');
  node('SelectStmt', statement.SelectStmt as Fields, new Set(), 0);

  /** Walks one node of kind `kind`: its own checks, then each of its fields. */
  function node(kind: string, fields: Fields, ctes: ReadonlySet<string>, depth: number): void {
    if (depth > MAX_DEPTH) throw new ReportSqlError('reportSqlTooComplex');
    if (kind === 'IntoClause') throw new ReportSqlError('reportSqlSelectInto');
    if (kind === 'LockingClause') throw new ReportSqlError('reportSqlLocking');
    if (WRITES.has(kind)) throw new ReportSqlError('reportSqlNotOneSelect');
    if (!ALLOWED_NODES.has(kind)) throw new ReportSqlError('reportSqlConstructNotAllowed', { name: CONSTRUCT_NAMES[kind] ?? kind });
    let scope = ctes;
    if (kind === 'SelectStmt') scope = withClause(fields, ctes, depth);
    else if (kind === 'FuncCall') functionCall(fields);
    else if (kind === 'TypeName') typeName(fields);
    else if (kind === 'A_Expr') operator(fields);
    else if (kind === 'RangeVar') relation(fields, ctes);
    else if (kind === 'SQLValueFunction' && !ALLOWED_VALUE_FUNCTIONS.has(String(fields.op))) {
      throw new ReportSqlError('reportSqlFunctionNotAllowed', { name: String(fields.op).replace(/^SVFOP_/, '').toLowerCase() });
    }
    for (const [field, value] of Object.entries(fields)) {
      if (kind === 'SelectStmt' && field === 'withClause') continue;
      if (kind === 'SelectStmt' && field === 'lockingClause' && Array.isArray(value) && value.length > 0) throw new ReportSqlError('reportSqlLocking');
      if (isObject(value) && !tagOf(value)) {
        const bare = BARE_FIELDS.get(`${kind}.${field}`);
        if (!bare) throw new ReportSqlError('reportSqlConstructNotAllowed', { name: `${kind}.${field}` });
        node(bare, value, scope, depth + 1);
      } else {
        any(value, scope, depth + 1);
      }
    }
  }

  /** A field's value: a tagged node, a list of them, an empty slot `{}` or a plain value. */
  function any(value: unknown, ctes: ReadonlySet<string>, depth: number): void {
    if (Array.isArray(value)) {
      for (const item of value) any(item, ctes, depth);
    } else if (isObject(value)) {
      if (Object.keys(value).length === 0) return;
      const tag = tagOf(value);
      if (!tag) throw new ReportSqlError('reportSqlConstructNotAllowed', { name: Object.keys(value).join(',') });
      node(tag, value[tag] as Fields, ctes, depth);
    }
  }

  /**
   * A SELECT's WITH: each common table expression must itself be a query (no data-modifying
   * WITH), and sees the names before it (all of them under RECURSIVE); the SELECT's own clauses
   * see them all. Returns the names in scope for those clauses.
   */
  function withClause(select: Fields, outer: ReadonlySet<string>, depth: number): ReadonlySet<string> {
    if (select.intoClause) throw new ReportSqlError('reportSqlSelectInto');
    const clause = select.withClause;
    if (!clause) return outer;
    if (!isObject(clause)) throw new ReportSqlError('reportSqlConstructNotAllowed', { name: 'WITH' });
    const ctes = (Array.isArray(clause.ctes) ? clause.ctes : []) as Fields[];
    const names = ctes.map((cte) => String((cte.CommonTableExpr as Fields | undefined)?.ctename ?? ''));
    const all = new Set([...outer, ...names]);
    ctes.forEach((cte, i) => {
      const fields = cte.CommonTableExpr;
      if (!isObject(fields)) throw new ReportSqlError('reportSqlConstructNotAllowed', { name: 'WITH' });
      const query = isObject(fields.ctequery) ? tagOf(fields.ctequery) : null;
      if (query !== 'SelectStmt') throw new ReportSqlError('reportSqlWritingWith', { name: names[i]! });
      node('CommonTableExpr', fields, clause.recursive ? all : new Set([...outer, ...names.slice(0, i)]), depth + 1);
    });
    for (const [field, value] of Object.entries(clause)) {
      if (field !== 'ctes' && isObject(value)) throw new ReportSqlError('reportSqlConstructNotAllowed', { name: `WITH ${field}` });
    }
    return all;
  }

  function functionCall(call: Fields): void {
    const written = strings(call.funcname);
    const name = catalogName(written);
    if (!name || !ALLOWED_FUNCTIONS.has(name)) throw new ReportSqlError('reportSqlFunctionNotAllowed', { name: written.join('.') });
    if (name === 'generate_series') boundedSeries(Array.isArray(call.args) ? call.args : []);
  }

  function typeName(type: Fields): void {
    const written = strings(type.names);
    const name = catalogName(written);
    if (!name || !ALLOWED_TYPES.has(name) || type.setof || type.pct_type) throw new ReportSqlError('reportSqlTypeNotAllowed', { name: written.join('.') });
  }

  function operator(expr: Fields): void {
    // BETWEEN's kinds name the keyword, not an operator.
    if (String(expr.kind).startsWith('AEXPR_BETWEEN') || String(expr.kind).startsWith('AEXPR_NOT_BETWEEN')) return;
    const written = strings(expr.name);
    const name = catalogName(written);
    if (!name || !ALLOWED_OPERATORS.has(name)) throw new ReportSqlError('reportSqlOperatorNotAllowed', { name: written.join('.') });
  }

  function relation(range: Fields, ctes: ReadonlySet<string>): void {
    const name = [range.catalogname, range.schemaname, range.relname].filter(Boolean).join('.');
    if (range.catalogname) throw new ReportSqlError('reportSqlRelationNotAllowed', { name, schema });
    if (range.schemaname ? range.schemaname !== schema : !ctes.has(String(range.relname))) {
      throw new ReportSqlError('reportSqlRelationNotAllowed', { name, schema });
    }
  }
}

/** A constant's value: a number, a string, or a cast of one (`'2024-01-01'::date`); else undefined. */
function constant(value: unknown): number | string | undefined {
  if (!isObject(value)) return undefined;
  const cast = isObject(value.TypeCast) && isObject(value.TypeCast.arg) ? value.TypeCast.arg : null;
  const c = (cast ?? value).A_Const;
  if (!isObject(c)) return undefined;
  if (isObject(c.ival)) return Number(c.ival.ival ?? 0);
  if (isObject(c.fval)) return Number(c.fval.fval);
  if (isObject(c.sval)) return String(c.sval.sval ?? '');
  return undefined;
}

const UNIT_MS: Record<string, number> = {
  second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000, month: 28 * 86_400_000, year: 365 * 86_400_000,
};

/** An interval constant's shortest length in ms (`'1 month'` at least 28 days), for counting; else NaN. */
function intervalMs(text: string): number {
  const match = /^\s*(\d{1,6})?\s*(second|minute|hour|day|week|month|year)s?\s*$/i.exec(text);
  return match ? Number(match[1] ?? 1) * UNIT_MS[match[2]!.toLowerCase()]! : Number.NaN;
}

/**
 * `generate_series` with constant bounds of at most {@link SERIES_MAX_ROWS} rows: numbers
 * (`1, 10[, step]`) or dates and times with an interval step (`'2024-01-01'::date, '2024-12-01', '1 month'`).
 */
function boundedSeries(args: unknown[]): void {
  const [start, stop, step] = args.map(constant);
  let rows = Number.NaN;
  if (args.length >= 2 && args.length <= 3 && typeof start === 'number' && typeof stop === 'number') {
    const by = args.length === 3 ? step : 1;
    if (typeof by === 'number' && by !== 0) rows = Math.max(0, Math.floor((stop - start) / by) + 1);
  } else if (args.length === 3 && typeof start === 'string' && typeof stop === 'string' && typeof step === 'string') {
    const span = Date.parse(stop) - Date.parse(start);
    rows = Math.max(0, Math.floor(Math.abs(span) / intervalMs(step)) + 1);
  }
  if (!(rows <= SERIES_MAX_ROWS)) throw new ReportSqlError('reportSqlSeriesUnbounded', { limit: SERIES_MAX_ROWS });
}
