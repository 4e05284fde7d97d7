import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { compileReportSql, loadReportSqlParser, reportSqlParamNames, ReportSqlError, type ReportSqlProblem } from './report-sql.ts';
import { ACCEPTED_CORPUS, ESCAPE_CORPUS } from '../../test-support/sql-escape-corpus.ts';
import { SERIES_MAX_ROWS } from './sql-allowlist.ts';

const SCHEMA = 'report_data';
const month = { name: 'from_month', type: 'month' as const };
const n = { name: 'n', type: 'number' as const };
const T = 'report_data.courses';

/** Whether `error` is the check's refusal for `problem` (and, when given, about `name`). */
const refusal = (problem: ReportSqlProblem, name?: string) => (error: unknown) =>
  error instanceof ReportSqlError && error.problem === problem && (name === undefined || error.detail === name);
const compile = (sql: string, params: { name: string; type: 'text' | 'number' | 'date' | 'month' }[] = []) => compileReportSql(sql, params, SCHEMA);

describe('compiling a report SQL', () => {
  before(() => loadReportSqlParser());

  it('binds each named parameter once, typed, in the order first used', async () => {
    const compiled = await compile(`select * from ${T} where (:from_month = '' or code >= :from_month) and 1 > :n and name_cn = :locale`, [month, n]);
    assert.equal(compiled.sql, `select * from ${T} where (($1::text) = '' or code >= ($1::text)) and 1 > ($2::numeric) and name_cn = ($3::text)`);
    assert.deepEqual(compiled.names, ['from_month', 'n', 'locale']);
  });

  it('types the built-in parameters (tenant_id an integer) and takes a parameter named like a keyword', async () => {
    const compiled = await compile(`select :tenant_id, :user_id, :username, :month from ${T}`, [{ name: 'month', type: 'month' }]);
    assert.equal(compiled.sql, `select ($1::integer), ($2::text), ($3::text), ($4::text) from ${T}`);
  });

  it('leaves quoted text, quoted names, dollar quotes, comments and casts alone, whatever bytes precede them', async () => {
    const sql = `select ':n' as a, ":n" as b, $q$ :n; $q$ as c, E'\\' :n' as d, '标签' as e, code::text -- :n ; drop
      /* :n; */ from ${T}`;
    const compiled = await compile(sql, [n]);
    assert.equal(compiled.sql, sql);
    assert.deepEqual(compiled.names, []);
    // After multi-byte text, the byte offsets of the scanner still cut at the right place.
    assert.equal((await compile(`select '标签', :n from ${T}`, [n])).sql, `select '标签', ($1::numeric) from ${T}`);
  });

  it('refuses a nested comment, which hides code from whoever reads it as most tools do', async () => {
    await assert.rejects(compile('/* /* */ select 1; drop table x; /* */ */ select 1'), refusal('reportSqlNestedComment'));
  });

  it('takes a colon with a gap (an array slice) as it is, not as a parameter', async () => {
    assert.deepEqual((await compile('select (array[1,2,3])[1: 2]')).names, []);
  });

  it('refuses a parameter the report does not declare, and a positional one', async () => {
    await assert.rejects(compile('select :nope'), refusal('reportSqlUnknownParam', 'nope'));
    await assert.rejects(compile('select :Month', [{ name: 'month', type: 'month' }]), refusal('reportSqlUnknownParam', 'Month'));
    await assert.rejects(compile('select $1'), refusal('reportSqlPositionalParam', '$1'));
  });

  it('takes one query with trailing semicolons and comments cut off, and refuses a second statement or another kind', async () => {
    assert.equal((await compile('with a as (select 1) select * from a;  ')).sql, 'with a as (select 1) select * from a');
    assert.equal((await compile(`select 1 -- the end\n; /* really */`)).sql, 'select 1');
    for (const bad of ['select 1; delete from users', 'delete from users', 'update t set a = 1', "select 1; select ';'", 'set role postgres', '', ' -- only a comment']) {
      await assert.rejects(compile(bad), refusal('reportSqlNotOneSelect'), bad);
    }
  });

  it('says what PostgreSQL says of a syntax error, an unterminated quote or comment included', async () => {
    for (const bad of ['select from where', "select 'abc", 'select /* x', 'select "x']) {
      await assert.rejects(compile(bad), (e: unknown) => refusal('reportSqlSyntax')(e) && String((e as ReportSqlError).params.reason).length > 0, bad);
    }
  });

  it('names the refused function, type, operator and relation', async () => {
    await assert.rejects(compile("select set_config('role', 'postgres', true)"), refusal('reportSqlFunctionNotAllowed', 'set_config'));
    await assert.rejects(compile("select pg_catalog.current_setting('x')"), refusal('reportSqlFunctionNotAllowed', 'pg_catalog.current_setting'));
    await assert.rejects(compile(`select report_data.lower(code) from ${T}`), refusal('reportSqlFunctionNotAllowed', 'report_data.lower'));
    await assert.rejects(compile('select current_user'), refusal('reportSqlFunctionNotAllowed', 'current_user'));
    await assert.rejects(compile("select 'users'::regclass"), refusal('reportSqlTypeNotAllowed', 'regclass'));
    await assert.rejects(compile('select 1 operator(public.+) 2'), refusal('reportSqlOperatorNotAllowed', 'public.+'));
    await assert.rejects(compile('select * from public.users'), (e: unknown) => refusal('reportSqlRelationNotAllowed', 'public.users')(e) && (e as ReportSqlError).params.schema === SCHEMA);
    await assert.rejects(compile('select * from otherdb.report_data.courses'), refusal('reportSqlRelationNotAllowed'));
    await assert.rejects(compile(`select * from ${T} tablesample system (10)`), refusal('reportSqlConstructNotAllowed', 'TABLESAMPLE'));
  });

  it('refuses whatever reads the server\'s state or identity, in any spelling', async () => {
    for (const bad of ['select current_user', 'select session_user', 'select user', 'select current_role', 'select current_schema', 'select current_catalog',
      'select system_user', 'select version()', 'select pg_backend_pid()', 'select inet_server_addr()', "select pg_catalog.pg_get_userbyid(10)",
      'select txid_current_snapshot()', "select current_setting('is_superuser')", "select 'x'::regclass", "select to_regclass('users')",
      'select s.code from report_data.courses s where exists (select 1 from pg_catalog.pg_roles)', 'select * from information_schema.columns']) {
      await assert.rejects(compile(bad), ReportSqlError, bad);
    }
  });

  it('accepts the SQL reports are written in: joins, filters, aggregates, windows, casts, dates, patterns', async () => {
    for (const good of [
      `select count(distinct c.code), string_agg(c.name_cn, ',' order by c.code) from ${T} c`,
      `select code::varchar(10), cast(1.5 as double precision), 1::numeric(10, 2), 'x'::char(3), date '2024-01-01', timestamp with time zone '2024-01-01 00:00+08' from ${T}`,
      "select interval '1' day, now() - interval '1 day', extract(epoch from now()), date_trunc('month', current_date), localtimestamp",
      `select code from ${T} where code in ('C01', 'C02') and code not in ('C03') and name_en ilike '%a%' and name_en not like 'x%' and code ~ '^C' and code similar to 'C%'`,
      `select code from ${T} where code = any('{C01,C02}'::text[]) and name_en is not distinct from name_en and code between 'C01' and 'C05'`,
      `select department_code, sum(enrolments) filter (where enrolments > 10), grouping(department_code) from report_data.course_months group by rollup (department_code)`,
      `select m.month, sum(m.enrolments) over (partition by m.course_code order by m.month rows between 2 preceding and current row) from report_data.course_months m`,
      `select c.code, x.n from ${T} c cross join lateral (select count(*) as n from report_data.course_months m where m.course_code = c.code) x`,
      `select * from ${T} c left join report_data.departments d using (code) order by 1 desc nulls last limit 10 offset 5`,
      'select n, u from generate_series(1, 3) n, unnest(array[1, 2]) with ordinality as u(v, i)',
      "select coalesce(null, 1), nullif(1, 1), greatest(1, 2), least(1, 2), case 1 when 1 then 'a' end, (array[1, 2])[1], row(1, 2)",
      "select to_char(now(), 'YYYY-MM'), to_date('2024-01', 'YYYY-MM'), round(1.234, 2), abs(-1), trim(' x '), substring('abc' from 1 for 2), position('b' in 'abc')",
    ]) {
      assert.ok(await compile(good), good);
    }
  });

  it('reads another schema for another source', async () => {
    assert.ok(await compileReportSql('select * from sales.orders', [], 'sales'));
    await assert.rejects(compileReportSql(`select * from ${T}`, [], 'sales'), refusal('reportSqlRelationNotAllowed'));
  });

  it('sees the names of common table expressions only where PostgreSQL does', async () => {
    assert.ok(await compile(`with a as (select code from ${T}), b as (select * from a) select * from b`));
    assert.ok(await compile('with recursive r(n) as (select 1 union all select n + 1 from r where n < 5) select * from r'));
    assert.ok(await compile(`select * from (with a as (select 1 as x) select * from a) q where exists (with b as (select 1) select * from b)`));
    // A later sibling is not yet visible (without RECURSIVE): `users` would be the portal's table.
    await assert.rejects(compile('with a as (select * from users), users as (select 1) select * from a'), refusal('reportSqlRelationNotAllowed', 'users'));
    // A name defined in a subquery does not reach outside it.
    await assert.rejects(compile('select * from (with users as (select 1) select * from users) q, users'), refusal('reportSqlRelationNotAllowed', 'users'));
  });

  it('bounds generate_series to constant arguments and at most the allowed rows', async () => {
    assert.ok(await compile('select generate_series(1, 10, 2)'));
    assert.ok(await compile(`select * from generate_series(1, ${SERIES_MAX_ROWS}) g`));
    assert.ok(await compile("select generate_series('2024-01-01'::date, '2025-12-01'::date, '1 month'::interval)"));
    for (const bad of [`select generate_series(1, ${SERIES_MAX_ROWS + 1})`, 'select generate_series(1, 10, 0)', 'select generate_series(1, :n)',
      `select generate_series(1, code::int) from ${T}`, "select generate_series('2000-01-01'::timestamp, '2024-01-01'::timestamp, '1 minute'::interval)",
      "select generate_series('2000-01-01'::date, '2024-01-01'::date, '1 fortnight'::interval)", 'select generate_series(1, 1e400)']) {
      await assert.rejects(compile(bad, [n]), refusal('reportSqlSeriesUnbounded'), bad);
    }
  });

  it('refuses a tree nested deeper than any report needs, without running out of stack', async () => {
    const deep = `select ${'abs('.repeat(2000)}1${')'.repeat(2000)}`;
    await assert.rejects(compile(deep), refusal('reportSqlTooComplex'));
  });

  it('finds the parameter names without checking the query (subscriptions ask whose rows a report shows)', async () => {
    assert.deepEqual(await reportSqlParamNames("select :user_id, ':username', :user_id, :x from nowhere"), ['user_id', 'x']);
    assert.deepEqual(await reportSqlParamNames("select 'unterminated"), []);
  });
});

describe('the escape corpus against the SQL check', () => {
  before(() => loadReportSqlParser());

  for (const attempt of ESCAPE_CORPUS) {
    it(`refuses: ${attempt.name}`, async () => {
      await assert.rejects(compile(attempt.sql), ReportSqlError);
    });
  }

  for (const sql of ACCEPTED_CORPUS) {
    it(`accepts: ${sql.replace(/\s+/g, ' ').slice(0, 80)}`, async () => {
      const compiled = await compile(sql);
      assert.ok(compiled.sql.length > 0);
    });
  }
});
