/**
 * What a report's SQL may contain (issue 21), in one place: the check (report-sql-check.ts)
 * refuses everything else. A name is as PostgreSQL's parser gives it (folded to lower case
 * unless quoted); functions, types and operators may be unqualified or `pg_catalog.`-qualified.
 * Adding an entry here is a security decision: nothing listed may read or change server state,
 * reach files, other sessions or the network, sleep, lock, or take a setting.
 */

/** Functions a report may call. `generate_series` is further bounded (see {@link SERIES_MAX_ROWS}). */
export const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set([
  // Aggregates.
  'count', 'sum', 'avg', 'min', 'max', 'string_agg', 'array_agg', 'bool_and', 'bool_or', 'every',
  'stddev', 'stddev_pop', 'stddev_samp', 'variance', 'var_pop', 'var_samp', 'corr', 'covar_pop', 'covar_samp',
  'percentile_cont', 'percentile_disc', 'mode', 'json_agg', 'jsonb_agg', 'json_object_agg', 'jsonb_object_agg',
  // Window functions.
  'row_number', 'rank', 'dense_rank', 'percent_rank', 'cume_dist', 'ntile', 'lag', 'lead', 'first_value', 'last_value', 'nth_value',
  // Arithmetic.
  'abs', 'ceil', 'ceiling', 'floor', 'round', 'trunc', 'sign', 'mod', 'div', 'power', 'pow', 'sqrt', 'cbrt', 'exp', 'ln', 'log', 'log10',
  'width_bucket', 'pi', 'degrees', 'radians', 'scale', 'gcd', 'lcm', 'num_nulls', 'num_nonnulls',
  // Strings (trim, position, substring, overlay and SIMILAR TO reach these names through their SQL syntax).
  'length', 'char_length', 'character_length', 'octet_length', 'lower', 'upper', 'initcap', 'concat', 'concat_ws', 'left', 'right',
  'lpad', 'rpad', 'btrim', 'ltrim', 'rtrim', 'replace', 'translate', 'substring', 'substr', 'position', 'strpos', 'overlay',
  'split_part', 'reverse', 'starts_with', 'regexp_replace', 'regexp_match', 'regexp_matches', 'regexp_split_to_array', 'regexp_like',
  'format', 'to_hex', 'chr', 'ascii', 'md5', 'string_to_array', 'array_to_string', 'normalize', 'similar_to_escape',
  // Dates and times (EXTRACT and AT TIME ZONE reach extract and timezone).
  'now', 'date_trunc', 'date_part', 'extract', 'date_bin', 'age', 'make_date', 'make_time', 'make_timestamp', 'make_timestamptz',
  'make_interval', 'justify_days', 'justify_hours', 'justify_interval', 'isfinite', 'timezone', 'overlaps',
  'clock_timestamp', 'statement_timestamp', 'transaction_timestamp',
  // Formatting and parsing.
  'to_char', 'to_date', 'to_timestamp', 'to_number',
  // Arrays and JSON built from the query's own values.
  'array_length', 'cardinality', 'unnest', 'array_position', 'array_append', 'array_prepend', 'array_cat', 'array_remove',
  'to_json', 'to_jsonb', 'json_build_object', 'jsonb_build_object', 'json_build_array', 'jsonb_build_array',
  // A set of numbers or dates, bounded.
  'generate_series',
]);

/** The most rows a `generate_series` may make; its arguments must be constants. */
export const SERIES_MAX_ROWS = 100_000;

/** Types a value may be cast to (and a column definition list may name), as the parser names them. */
export const ALLOWED_TYPES: ReadonlySet<string> = new Set([
  'int2', 'int4', 'int8', 'smallint', 'integer', 'int', 'bigint', 'numeric', 'decimal', 'float4', 'float8', 'real',
  'text', 'varchar', 'bpchar', 'char', 'character', 'date', 'time', 'timetz', 'timestamp', 'timestamptz', 'interval',
  'bool', 'boolean', 'json', 'jsonb',
]);

/**
 * Operators: arithmetic, comparison, text, pattern matching, JSON and arrays. (BETWEEN, IN,
 * LIKE, IS DISTINCT FROM and NULLIF are written with these names in the parser's tree.)
 */
export const ALLOWED_OPERATORS: ReadonlySet<string> = new Set([
  '+', '-', '*', '/', '%', '^', '|/', '||/', '@', '&', '|', '#', '~', '<<', '>>',
  '=', '<>', '!=', '<', '>', '<=', '>=', '||',
  '~~', '~~*', '!~~', '!~~*', '~*', '!~', '!~*',
  '->', '->>', '#>', '#>>', '@>', '<@', '?', '?|', '?&', '&&',
]);

/**
 * SQL's keyword functions (`SQLValueFunction`) a report may use: the clock. `current_user`,
 * `session_user`, `current_role`, `user`, `current_schema` and `current_catalog` read the
 * server's state and are refused.
 */
export const ALLOWED_VALUE_FUNCTIONS: ReadonlyMap<string, string> = new Map([
  ['SVFOP_CURRENT_DATE', 'current_date'], ['SVFOP_CURRENT_TIME', 'current_time'], ['SVFOP_CURRENT_TIME_N', 'current_time'],
  ['SVFOP_CURRENT_TIMESTAMP', 'current_timestamp'], ['SVFOP_CURRENT_TIMESTAMP_N', 'current_timestamp'],
  ['SVFOP_LOCALTIME', 'localtime'], ['SVFOP_LOCALTIME_N', 'localtime'], ['SVFOP_LOCALTIMESTAMP', 'localtimestamp'],
  ['SVFOP_LOCALTIMESTAMP_N', 'localtimestamp'],
]);

/**
 * The parse tree's node kinds a query may hold (libpg-query's names). Any other kind is refused:
 * statements other than SELECT, INTO, locking clauses, TABLESAMPLE, XMLTABLE, XML and JSON
 * constructors, and whatever a later PostgreSQL adds, until it is listed here.
 */
export const ALLOWED_NODES: ReadonlySet<string> = new Set([
  'SelectStmt', 'WithClause', 'CommonTableExpr', 'CTESearchClause', 'CTECycleClause', 'ResTarget', 'ColumnRef', 'A_Star', 'A_Const',
  'String', 'Integer', 'Float', 'Boolean', 'BitString', 'List', 'A_Expr', 'BoolExpr', 'NullTest', 'BooleanTest', 'CaseExpr', 'CaseWhen',
  'CoalesceExpr', 'MinMaxExpr', 'FuncCall', 'TypeCast', 'TypeName', 'CollateClause', 'SubLink', 'RowExpr', 'A_ArrayExpr', 'A_Indirection',
  'A_Indices', 'ParamRef', 'SQLValueFunction', 'GroupingFunc', 'GroupingSet', 'RangeVar', 'RangeSubselect', 'RangeFunction', 'JoinExpr',
  'Alias', 'ColumnDef', 'SortBy', 'WindowDef',
]);

/**
 * Fields whose value the tree holds bare (a typed pointer, not a tagged node): the kind each
 * one is. A bare object anywhere else is refused, so no field is walked without being known.
 */
export const BARE_FIELDS: ReadonlyMap<string, string> = new Map([
  ['SelectStmt.larg', 'SelectStmt'], ['SelectStmt.rarg', 'SelectStmt'], ['SelectStmt.withClause', 'WithClause'],
  ['SelectStmt.intoClause', 'IntoClause'], ['FuncCall.over', 'WindowDef'], ['TypeCast.typeName', 'TypeName'],
  ['ColumnDef.typeName', 'TypeName'], ['ColumnDef.collClause', 'CollateClause'], ['RangeSubselect.alias', 'Alias'],
  ['RangeFunction.alias', 'Alias'], ['RangeVar.alias', 'Alias'], ['JoinExpr.alias', 'Alias'], ['JoinExpr.join_using_alias', 'Alias'],
  ['CommonTableExpr.search_clause', 'CTESearchClause'], ['CommonTableExpr.cycle_clause', 'CTECycleClause'],
  ['A_Const.ival', 'Integer'], ['A_Const.fval', 'Float'], ['A_Const.sval', 'String'], ['A_Const.boolval', 'Boolean'], ['A_Const.bsval', 'BitString'],
]);
