/**
 * Report SQL written as an attacker with an administrator's account would write it (issue 21).
 * Two suites run every entry: the SQL check must refuse each one (report-sql.test.ts), and the
 * isolation must hold with that check switched off (the engines' sandbox tests): no secret of
 * the portal comes back, nothing is written, and nothing a report sets outlives it.
 *
 * `TABLE` in an entry stands for a relation the report may read (the built-in source's demo
 * figures); `SECRET` for the portal's own table that holds secrets. Tests substitute them.
 */
export interface EscapeAttempt {
  /** What the entry tries, as a test title. */
  name: string;
  sql: string;
}

const T = 'report_data.courses';
const SECRET = 'select username, password_hash from public.users';
const xml = (query: string) => `query_to_xml('${query.replaceAll("'", "''")}', true, false, '')`;

/** Every entry must be refused by the SQL check, and must not escape the isolation without it. */
export const ESCAPE_CORPUS: readonly EscapeAttempt[] = [
  // Role and session switches, inside an expression or a subquery.
  { name: 'set_config(role) then query_to_xml', sql: `select (select set_config('role', 'postgres', true)) as r, ${xml(SECRET)} as x` },
  { name: 'set_config(role) in a lateral subquery', sql: `select x from (select set_config('role', 'postgres', true) as r) s, lateral (select ${xml(SECRET)} as x) q` },
  { name: 'set_config(session_authorization)', sql: `select set_config('session_authorization', 'postgres', true), ${xml(SECRET)}` },
  { name: 'set role as a statement', sql: 'set role postgres' },
  { name: 'reset role as a second statement', sql: `select 1; reset role; ${SECRET}` },
  { name: 'set session authorization as a second statement', sql: `select 1; set session authorization default; ${SECRET}` },
  // Settings that would outlive the report (is_local false).
  { name: 'search_path for the session', sql: "select set_config('search_path', 'report_data', false)" },
  { name: 'statement_timeout for the session', sql: "select set_config('statement_timeout', '0', false)" },
  { name: 'read-only off for the session', sql: "select set_config('default_transaction_read_only', 'off', false)" },
  { name: 'current_setting reads server state', sql: "select current_setting('data_directory')" },
  // A second statement hidden from a lexer, in each quoting form.
  { name: "E'' string with an escaped quote", sql: "select E'\\''; commit; reset role; create table escaped_e (x int); select ''" },
  { name: "E'' string with an escaped backslash", sql: "select E'\\\\'; create table escaped_e2 (x int); select 1" },
  { name: "U&'' string", sql: "select U&'\\0027;'; create table escaped_u (x int)" },
  { name: 'U& identifier with UESCAPE', sql: `select 1 as U&"!0022;" UESCAPE '!'; create table escaped_ue (x int)` },
  { name: 'dollar quote with a tag', sql: 'select $tag$ ; $tag$; create table escaped_d (x int)' },
  { name: 'dollar sign inside an identifier', sql: 'select 1 as x$a$; create table escaped_i (x int); select $a$' },
  { name: 'non-ASCII dollar tag', sql: 'select $标签$ ; $标签$; create table escaped_n (x int)' },
  { name: 'nested comments', sql: '/* /* */ select 1; create table escaped_c (x int); /* */ */ select 1' },
  { name: 'line comment ended by a carriage return', sql: 'select 1 --\r; create table escaped_r (x int)' },
  { name: 'quoted identifier with a semicolon', sql: 'select 1 as ";"; create table escaped_q (x int)' },
  { name: 'standard string with doubled quotes', sql: "select 'it''s;'; create table escaped_s (x int)" },
  { name: 'a second statement after a trailing comment', sql: 'select 1; -- \ndelete from report_data.courses' },
  { name: 'commit then write outside the transaction', sql: `select 1; commit; create table escaped_w (x int)` },
  // Data-modifying WITH, INTO and locking clauses.
  { name: 'WITH delete', sql: `with d as (delete from ${T} returning *) select * from d` },
  { name: 'WITH insert', sql: `with i as (insert into ${T} (code) values ('X') returning *) select * from i` },
  { name: 'WITH update on the portal', sql: `with u as (update public.users set username = username returning password_hash) select * from u` },
  { name: 'SELECT INTO', sql: `select * into escaped_into from ${T}` },
  { name: 'FOR UPDATE', sql: `select * from ${T} for update` },
  { name: 'FOR SHARE', sql: `select * from ${T} for share` },
  { name: 'FOR NO KEY UPDATE', sql: `select * from ${T} for no key update` },
  { name: 'FOR KEY SHARE', sql: `select * from ${T} for key share` },
  // Functions that reach outside the query.
  { name: 'query_to_xml', sql: `select ${xml(SECRET)}` },
  { name: 'query_to_xml_and_xmlschema', sql: `select query_to_xml_and_xmlschema('${SECRET}', true, false, '')` },
  { name: 'table_to_xml', sql: "select table_to_xml('public.users', true, false, '')" },
  { name: 'schema_to_xml', sql: "select schema_to_xml('public', true, false, '')" },
  { name: 'database_to_xml', sql: "select database_to_xml(true, false, '')" },
  { name: 'cursor_to_xml', sql: "select cursor_to_xml('c', 10, true, false, '')" },
  { name: 'pg_read_file', sql: "select pg_read_file('PG_VERSION')" },
  { name: 'pg_read_binary_file', sql: "select pg_read_binary_file('postgresql.conf')" },
  { name: 'pg_ls_dir', sql: "select pg_ls_dir('.')" },
  { name: 'pg_stat_file', sql: "select pg_stat_file('PG_VERSION')" },
  { name: 'lo_import', sql: "select lo_import('/etc/passwd')" },
  { name: 'lo_get', sql: 'select lo_get(1)' },
  { name: 'dblink', sql: "select * from dblink('dbname=postgres', 'select 1') as t(x int)" },
  // A tenth of a second: the check refuses the function whatever it waits; without the check
  // each wait is paid twice per engine (run and stream), and a second proved no more.
  { name: 'pg_sleep', sql: 'select pg_sleep(0.1)' },
  { name: 'pg_sleep_for', sql: "select pg_sleep_for('0.1 second')" },
  { name: 'advisory lock', sql: 'select pg_advisory_lock(1)' },
  { name: 'try advisory lock', sql: 'select pg_try_advisory_lock(1)' },
  { name: 'txid_current', sql: 'select txid_current()' },
  { name: 'pg_terminate_backend', sql: 'select pg_terminate_backend(pg_backend_pid())' },
  { name: 'pg_cancel_backend', sql: 'select pg_cancel_backend(1)' },
  { name: 'pg_notify', sql: "select pg_notify('dkp_invalidation', 'x')" },
  { name: 'pg_reload_conf', sql: 'select pg_reload_conf()' },
  { name: 'a schema-qualified forbidden function', sql: "select pg_catalog.set_config('role', 'postgres', true)" },
  { name: 'a forbidden function in a quoted name', sql: `select "set_config"('search_path', 'public', false)` },
  { name: 'a forbidden function as a table', sql: "select * from pg_ls_dir('.') as f" },
  { name: 'a forbidden function in ORDER BY', sql: `select code from ${T} order by pg_sleep(1)` },
  { name: 'a forbidden function in a CTE', sql: `with s as (select set_config('role', 'postgres', true)) select * from s` },
  { name: 'a forbidden function as a default in a VALUES', sql: "values (set_config('search_path', 'public', false))" },
  // Relations outside the allowed schema.
  { name: 'the portal users table, qualified', sql: SECRET },
  { name: 'the portal users table, unqualified', sql: 'select username, password_hash from users' },
  { name: 'the portal sessions', sql: 'select token_hash from public.sessions' },
  { name: 'pg_authid', sql: 'select rolname, rolpassword from pg_catalog.pg_authid' },
  { name: 'pg_shadow, unqualified', sql: 'select usename, passwd from pg_shadow' },
  { name: 'pg_settings', sql: 'select name, setting from pg_settings' },
  { name: 'pg_stat_activity', sql: 'select query from pg_stat_activity' },
  { name: 'information_schema', sql: 'select table_name from information_schema.tables' },
  { name: 'pg_class through a join', sql: `select c.relname from ${T} t join pg_class c on true` },
  { name: 'a TABLE statement on the portal', sql: 'table public.users' },
  { name: 'the portal through a CTE name', sql: 'with users as (select 1) select * from public.users' },
  // Statements that are not a SELECT at all.
  { name: 'an update', sql: `update ${T} set name_cn = 'x'` },
  { name: 'a delete', sql: `delete from ${T}` },
  { name: 'copy to a program', sql: "copy (select 1) to program 'id'" },
  { name: 'alter system', sql: "alter system set log_statement = 'all'" },
  { name: 'do block', sql: "do $$ begin perform set_config('role', 'postgres', false); end $$" },
  { name: 'explain analyze of a write', sql: `explain analyze delete from ${T}` },
  { name: 'listen', sql: 'listen dkp_invalidation' },
  { name: 'prepare', sql: 'prepare p as select 1' },
  { name: 'declare a cursor', sql: 'declare c cursor for select 1' },
];

/** Report SQL that reads only the allowed schema with allowed functions: the check accepts each. */
export const ACCEPTED_CORPUS: readonly string[] = [
  `select code, name_cn from ${T}`,
  `select code from ${T};`,
  `with a as (select code from ${T}) select * from a`,
  `select d.code, count(*) from report_data.courses c join report_data.departments d on d.code = c.department_code group by d.code order by 2 desc`,
  'values (1, 2), (3, 4)',
  `table ${T}`,
  `select code from ${T} union all select code from report_data.departments`,
  `select code, row_number() over (partition by department_code order by code) from ${T}`,
  "select to_char(month, 'YYYY-MM'), sum(enrolments)::numeric from report_data.course_months group by 1 order by 1",
  "select coalesce(nullif(name_en, ''), name_cn), case when code like 'C0%' then 'a' else 'b' end from report_data.courses",
  'select g from generate_series(1, 10) g',
  "select E'semi;colon', $q$ dollar ; $q$, 'it''s' from report_data.departments",
  `select code as "semi;colon" from ${T} -- a comment; with a semicolon`,
];
