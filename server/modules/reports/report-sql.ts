import { BUILT_IN_PARAMS, isBuiltInParam, type ReportParam } from '../../../shared/reports/report-view.ts';

/** A report's SQL with its named parameters replaced by positional ones, and the names in that order. */
export interface CompiledReportSql {
  sql: string;
  names: string[];
}

/** Why a report's SQL is refused: an AppError code of the server's catalogue. */
export type ReportSqlProblem = 'reportSqlNotOneSelect' | 'reportSqlUnknownParam';

/** Thrown by `compileReportSql` with what is wrong and, for an unknown parameter, its name. */
export class ReportSqlError extends Error {
  constructor(readonly problem: ReportSqlProblem, readonly detail = '') {
    super(`${problem}${detail ? `: ${detail}` : ''}`);
  }
}

const CAST: Record<ReportParam['type'] | 'builtin', string> = { text: 'text', number: 'numeric', date: 'text', month: 'text', builtin: 'text' };

/**
 * Compiles a report's SQL: one `select` (or `with … select`, `values`, `table`) statement,
 * whose `:name` parameters (a declared parameter or a built-in one) become bound `$n` with
 * the parameter's type, the same `$n` for each use of a name. Quoted text, quoted names,
 * dollar-quoted text, comments and `::` casts are left as they are. Anything after a `;`
 * but blanks is refused, so a report cannot smuggle a second statement (`…; delete …`).
 */
export function compileReportSql(text: string, params: readonly Pick<ReportParam, 'name' | 'type'>[]): CompiledReportSql {
  // A declared parameter never stands for a built-in one (report-table.ts refuses the name too).
  const types = new Map<string, string>(params.filter((p) => !isBuiltInParam(p.name)).map((p) => [p.name, CAST[p.type]]));
  for (const name of BUILT_IN_PARAMS) types.set(name, name === 'tenant_id' ? 'integer' : CAST.builtin);
  const names: string[] = [];
  let out = '';
  let i = 0;
  let code = '';
  while (i < text.length) {
    const rest = text.slice(i);
    const skipped = /^('(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\/|(\$[A-Za-z_]*\$)[\s\S]*?\2|::)/.exec(rest);
    if (skipped) {
      out += skipped[0];
      if (!skipped[0].startsWith('--') && !skipped[0].startsWith('/*')) code += ' x ';
      i += skipped[0].length;
      continue;
    }
    const param = /^:([a-z][a-z0-9_]*)/.exec(rest);
    if (param) {
      const name = param[1]!;
      const type = types.get(name);
      if (!type) throw new ReportSqlError('reportSqlUnknownParam', name);
      let index = names.indexOf(name);
      if (index < 0) index = names.push(name) - 1;
      out += `($${index + 1}::${type})`;
      code += ' x ';
      i += param[0].length;
      continue;
    }
    out += text[i];
    code += text[i];
    i += 1;
  }
  const statement = code.trim().replace(/;\s*$/, '');
  if (statement.includes(';') || !/^\(*\s*(select|with|values|table)\b/i.test(statement)) throw new ReportSqlError('reportSqlNotOneSelect');
  return { sql: out.trim().replace(/;\s*$/, ''), names };
}
