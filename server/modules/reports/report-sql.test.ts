import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileReportSql, ReportSqlError } from './report-sql.ts';

const month = { name: 'from_month', type: 'month' as const };
const n = { name: 'n', type: 'number' as const };

describe('compiling a report SQL', () => {
  it('binds each named parameter once, typed, in the order first used', () => {
    const compiled = compileReportSql("select * from t where (:from_month = '' or m >= :from_month) and x > :n and l = :locale", [month, n]);
    assert.equal(compiled.sql, "select * from t where (($1::text) = '' or m >= ($1::text)) and x > ($2::numeric) and l = ($3::text)");
    assert.deepEqual(compiled.names, ['from_month', 'n', 'locale']);
  });

  it('leaves quoted text, quoted names, dollar quotes, comments and casts alone', () => {
    const sql = `select ':n' as a, ":n" as b, $q$ :n; $q$ as c, x::text -- :n ; drop
      /* :n; */ from t`;
    const compiled = compileReportSql(sql, [n]);
    assert.equal(compiled.sql, sql);
    assert.deepEqual(compiled.names, []);
  });

  it('refuses a parameter the report does not declare', () => {
    assert.throws(() => compileReportSql('select :nope', []), (e: unknown) => e instanceof ReportSqlError && e.problem === 'reportSqlUnknownParam' && e.detail === 'nope');
  });

  it('takes one query, with a trailing semicolon, and refuses a second statement or another kind', () => {
    assert.equal(compileReportSql('with a as (select 1) select * from a;  ', []).sql, 'with a as (select 1) select * from a');
    for (const bad of ['select 1; delete from users', 'delete from users', 'update t set a = 1', "select 1; select ';'", 'set role postgres', '']) {
      assert.throws(() => compileReportSql(bad, []), (e: unknown) => e instanceof ReportSqlError && e.problem === 'reportSqlNotOneSelect', bad);
    }
  });
});
