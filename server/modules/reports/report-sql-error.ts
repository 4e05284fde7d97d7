/** Why a report's SQL is refused: an AppError code of the server's catalogue (server/i18n/messages.ts). */
export type ReportSqlProblem =
  | 'reportSqlNotOneSelect'
  | 'reportSqlUnknownParam'
  | 'reportSqlPositionalParam'
  | 'reportSqlSyntax'
  | 'reportSqlNestedComment'
  | 'reportSqlTooComplex'
  | 'reportSqlWritingWith'
  | 'reportSqlSelectInto'
  | 'reportSqlLocking'
  | 'reportSqlFunctionNotAllowed'
  | 'reportSqlTypeNotAllowed'
  | 'reportSqlOperatorNotAllowed'
  | 'reportSqlRelationNotAllowed'
  | 'reportSqlConstructNotAllowed'
  | 'reportSqlSeriesUnbounded';

/**
 * Thrown by the report SQL check with what is wrong and the words its message names: `name`
 * (a parameter, function, type, operator, relation or construct), `schema`, `reason`, `limit`.
 */
export class ReportSqlError extends Error {
  readonly params: Readonly<Record<string, string | number>>;

  constructor(readonly problem: ReportSqlProblem, params: Record<string, string | number> = {}) {
    super(`${problem}${params.name ? `: ${params.name}` : ''}`);
    this.name = 'ReportSqlError';
    this.params = params;
  }

  /** The name the refusal is about ('' when none). */
  get detail(): string {
    return String(this.params.name ?? '');
  }
}
