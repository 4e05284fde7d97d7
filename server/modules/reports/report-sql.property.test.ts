import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createReportServer } from './report-server.ts';
import { compileReportSql, loadReportSqlParser } from './report-sql.ts';

/**
 * The regular-expression compiler this change replaced (server/modules/reports/report-sql.ts
 * before issue 21), kept here only as the reference: what a report returned before.
 */
function oldCompile(text: string, types: Record<string, string>): { sql: string; names: string[] } {
  const names: string[] = [];
  let out = '';
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const skipped = /^('(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\/|(\$[A-Za-z_]*\$)[\s\S]*?\2|::)/.exec(rest);
    if (skipped) {
      out += skipped[0];
      i += skipped[0].length;
      continue;
    }
    const param = /^:([a-z][a-z0-9_]*)/.exec(rest);
    if (param) {
      const name = param[1]!;
      let index = names.indexOf(name);
      if (index < 0) index = names.push(name) - 1;
      out += `($${index + 1}::${types[name]})`;
      i += param[0].length;
      continue;
    }
    out += text[i];
    i += 1;
  }
  return { sql: out.trim().replace(/;\s*$/, ''), names };
}

type Kind = 'text' | 'number' | 'date';
/** The demo tables' columns (migration 0026), by kind. */
const TABLES: Record<string, Record<string, Kind>> = {
  'report_data.courses': { code: 'text', name_cn: 'text', name_en: 'text', department_code: 'text' },
  'report_data.departments': { code: 'text', name_cn: 'text', name_en: 'text', name_tc: 'text' },
  'report_data.course_months': {
    month: 'date', course_code: 'text', department_code: 'text', enrolments: 'number', planned: 'number', attended: 'number', passed: 'number', avg_score: 'number',
  },
};
const TABLE_NAMES = Object.keys(TABLES);

/** An allowed expression over a column of that kind (functions of the allowlist, casts, operators). */
const EXPRESSIONS: Record<Kind, ((c: string) => string)[]> = {
  text: [
    (c) => c, (c) => `lower(${c})`, (c) => `upper(${c})`, (c) => `length(${c})`, (c) => `left(${c}, 2)`, (c) => `concat(${c}, '-x')`,
    (c) => `coalesce(nullif(${c}, ''), 'none')`, (c) => `replace(${c}, 'C', 'K')`, (c) => `${c} || ':'`,
    (c) => `case when ${c} like 'C0%' then 'a' else 'b' end`, (c) => `split_part(${c}, '-', 1)`, (c) => `trim(both ' ' from ${c})`,
  ],
  number: [
    (c) => c, (c) => `${c} + 1`, (c) => `${c} * 2`, (c) => `abs(${c} - 10)`, (c) => `round(${c} / 3.0, 2)`, (c) => `greatest(${c}, 5)`,
    (c) => `mod(${c}::int, 7)`, (c) => `${c}::numeric`, (c) => `floor(${c})`, (c) => `cast(${c} as bigint)`,
  ],
  date: [
    (c) => `to_char(${c}, 'YYYY-MM')`, (c) => `date_trunc('quarter', ${c})::date`, (c) => `extract(year from ${c})`, (c) => `${c}`,
    (c) => `to_char(${c} + interval '1 month', 'YYYY-MM-DD')`,
  ],
};
const AGGREGATES = ['sum', 'avg', 'min', 'max', 'count'];

const columnsOf = (table: string, kind?: Kind) => Object.entries(TABLES[table]!).filter(([, k]) => !kind || k === kind).map(([name]) => name);

/** One SELECT over one demo table: plain (optionally with a window function) or grouped, with an optional filter, order and limit. */
const Select = fc.constantFrom(...TABLE_NAMES).chain((table) => {
  const all = columnsOf(table);
  const text = columnsOf(table, 'text');
  const numbers = columnsOf(table, 'number');
  const expr = fc.constantFrom(...all).chain((column) => fc.constantFrom(...EXPRESSIONS[TABLES[table]![column]!]).map((make) => make(`t.${column}`)));
  const where = fc.oneof(
    fc.constant(''),
    fc.tuple(fc.constantFrom(...text), fc.constantFrom('C0%', 'R%', '%a%')).map(([c, p]) => `t.${c} like '${p}'`),
    ...(numbers.length ? [fc.tuple(fc.constantFrom(...numbers), fc.integer({ min: 0, max: 40 })).map(([c, n]) => `t.${c} > ${n}`)] : []),
    ...(all.includes('department_code') ? [fc.constant("(:dept = '' or t.department_code = :dept)")] : []),
  );
  const plain = fc.record({
    exprs: fc.array(expr, { minLength: 1, maxLength: 3 }),
    window: fc.boolean(),
    where,
    limit: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
  }).map(({ exprs, window, where: filter, limit }) => {
    const items = exprs.map((e, i) => `${e} as c${i + 1}`);
    if (window) items.push(`rank() over (order by ${exprs[0]}) as c${items.length + 1}`);
    const order = limit === null ? '' : ` order by ${items.map((_, i) => i + 1).join(', ')} limit ${limit}`;
    return `select ${items.join(', ')} from ${table} t${filter ? ` where ${filter}` : ''}${order}`;
  });
  const grouped = fc.record({
    key: expr,
    aggregate: fc.constantFrom(...AGGREGATES),
    measure: numbers.length ? fc.constantFrom(...numbers) : fc.constant(''),
    where,
    having: fc.boolean(),
  }).map(({ key, aggregate, measure, where: filter, having }) => {
    const value = measure && aggregate !== 'count' ? `${aggregate}(t.${measure})` : 'count(*)';
    return `select ${key} as c1, ${value} as c2 from ${table} t${filter ? ` where ${filter}` : ''} group by 1${having ? ' having count(*) > 0' : ''}`;
  });
  return fc.oneof(plain, grouped);
});

/** A SELECT, or one wrapped: in a CTE, a subquery, or a UNION ALL with itself. */
const Query = fc.tuple(Select, fc.constantFrom('none', 'cte', 'subquery', 'union', 'semicolon')).map(([select, wrap]) => {
  if (wrap === 'cte') return `with q as (${select}) select * from q`;
  if (wrap === 'subquery') return `select * from (${select}) s`;
  if (wrap === 'union') return `(${select}) union all (${select})`;
  if (wrap === 'semicolon') return `${select};`;
  return select;
});

const DEPT = { name: 'dept', type: 'text' as const, label: { cn: '部门', en: 'Department', tc: '部門' }, defaultValue: '' };

describe('report SQL check: random SELECTs of allowed parts are accepted and return what they returned before (property)', () => {
  let s: TestServer;
  let server: ReturnType<typeof createReportServer>;

  before(async () => {
    await loadReportSqlParser();
    s = await startTestServer();
    // The report runner as the app makes it: the built-in source on this engine.
    server = createReportServer(s.ctx);
  });
  after(async () => {
    await server.runner.close();
    await s.close();
  });

  it('accepts each and returns the same rows as the old compiler', async () => {
    const rowsOf = async (sql: string, names: string[], dept: string) => {
      const result = await server.runner.run({ kind: 'builtin' }, { sql, values: names.map(() => dept), rowCap: 100_000, timeoutMs: 10_000 });
      return { columns: result.columns.map((c) => c.name), rows: result.rows.map((row) => JSON.stringify(row)).sort() };
    };
    let withRows = 0;
    await fc.assert(fc.asyncProperty(Query, fc.constantFrom('', 'RD', 'FI'), async (text, dept) => {
      const now = await compileReportSql(text, [DEPT], 'report_data');
      const before = oldCompile(text, { dept: 'text' });
      assert.deepEqual(now.names, before.names, text);
      const rows = await rowsOf(now.sql, now.names, dept);
      assert.deepEqual(rows, await rowsOf(before.sql, before.names, dept), text);
      if (rows.rows.length > 0) withRows++;
    }), { numRuns: 60 });
    assert.ok(withRows > 0, 'the queries read the demo figures');
  });
});
