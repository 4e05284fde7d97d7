import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Statement } from '../report-data/worker-protocol.ts';
import type { ReportParam, ReportView } from '../../../shared/reports/report-view.ts';
import type { LocalizedText } from '../../../shared/schemas/localized-text.ts';

/** The demo departments of the report figures: `[code, cn, en, tc]`. */
const DEPARTMENTS = [
  ['RD', '研发部', 'R&D', '研發部'], ['MK', '市场部', 'Marketing', '市場部'], ['SA', '销售部', 'Sales', '銷售部'],
  ['FI', '财务部', 'Finance', '財務部'], ['HR', '人力资源部', 'Human resources', '人力資源部'],
] as const;

/** The demo courses, each given by a department: `[code, cn, en, tc, department]`. */
const COURSES = [
  ['C01', '数据分析入门', 'Data analysis basics', '數據分析入門', 'RD'], ['C02', 'SQL 实战', 'SQL in practice', 'SQL 實戰', 'RD'],
  ['C03', '云原生架构', 'Cloud-native architecture', '雲原生架構', 'RD'], ['C04', '品牌传播', 'Brand communication', '品牌傳播', 'MK'],
  ['C05', '客户洞察', 'Customer insight', '客戶洞察', 'MK'], ['C06', '大客户销售', 'Key account sales', '大客戶銷售', 'SA'],
  ['C07', '谈判技巧', 'Negotiation skills', '談判技巧', 'SA'], ['C08', '财务报表解读', 'Reading financial statements', '財務報表解讀', 'FI'],
  ['C09', '预算管理', 'Budget management', '預算管理', 'FI'], ['C10', '领导力发展', 'Leadership development', '領導力發展', 'HR'],
] as const;

const label = (cn: string, en: string, tc: string): LocalizedText => ({ cn, en, tc });

/** Column titles shared by the demo reports. */
const LABELS: Record<string, LocalizedText> = {
  month: label('月份', 'Month', '月份'), quarter: label('季度', 'Quarter', '季度'), department: label('部门', 'Department', '部門'),
  course: label('课程', 'Course', '課程'), enrolments: label('报名人数', 'Enrolments', '報名人數'),
  attendance_rate: label('出勤率(%)', 'Attendance (%)', '出勤率(%)'), avg_score: label('平均成绩', 'Average score', '平均成績'),
  passed: label('及格人数', 'Passed', '及格人數'),
};

/** The demo reports' filters: a month range and a department. */
const PARAMS: ReportParam[] = [
  { name: 'from_month', type: 'month', label: label('起始月份', 'From month', '起始月份'), defaultValue: '' },
  { name: 'to_month', type: 'month', label: label('截止月份', 'To month', '截止月份'), defaultValue: '' },
  {
    name: 'department', type: 'text', label: label('部门', 'Department', '部門'), defaultValue: '',
    options: DEPARTMENTS.map(([value, cn, en, tc]) => ({ value, label: label(cn, en, tc) })),
  },
];

const localized = (alias: string) => `case :locale when 'en' then ${alias}.name_en when 'tc' then ${alias}.name_tc else ${alias}.name_cn end`;

/** The underlying rows of every demo report: one per month, course and department, named in the viewer's language. */
export const DEMO_REPORT_SQL = `select to_char(m.month, 'YYYY-MM') as month,
  to_char(m.month, 'YYYY"-Q"Q') as quarter,
  ${localized('d')} as department,
  ${localized('c')} as course,
  m.enrolments,
  round(m.attended * 100.0 / m.planned, 1) as attendance_rate,
  m.avg_score,
  m.passed
from report_data.course_months m
join report_data.departments d on d.code = m.department_code
join report_data.courses c on c.code = m.course_code
where (:from_month = '' or m.month >= to_date(:from_month, 'YYYY-MM'))
  and (:to_month = '' or m.month <= to_date(:to_month, 'YYYY-MM'))
  and (:department = '' or m.department_code = :department)
order by m.month, d.code, c.code`;

/** The demo reports, each behind a report entry of the menu: `[code, menu id, title, view]`. */
const REPORTS: [string, string, LocalizedText, ReportView][] = [
  ['enrolment-history', 'menu-report-history', label('各部门月度报名人数', 'Monthly enrolments by department', '各部門月度報名人數'),
    { chart: 'line', dimension: 'month', series: 'department', measure: 'enrolments', aggregate: 'sum', labels: LABELS }],
  ['course-scores', 'menu-report-prep', label('课程平均成绩', 'Average score by course', '課程平均成績'),
    { chart: 'bar', dimension: 'course', measure: 'avg_score', aggregate: 'avg', labels: LABELS }],
  ['attendance-crosstab', 'menu-report-self', label('部门季度出勤率', 'Attendance by department and quarter', '部門季度出勤率'),
    { chart: 'crosstab', rows: ['department'], columns: ['quarter'], measure: 'attendance_rate', aggregate: 'avg', labels: LABELS }],
];

/**
 * The demo figures as statements, for whichever database holds `report_data` (the report
 * database on PGlite, the portal's own on PostgreSQL): the departments, the courses and two
 * years of months up to the current one, 1,200 rows whose seasonality and trend come from
 * hashes, so every database gets the same shape. What was there before is replaced, so a
 * seed that failed half-way can run again.
 */
export function reportFigureStatements(): Statement[] {
  return [
    { sql: 'delete from report_data.course_months', params: [] },
    { sql: 'delete from report_data.courses', params: [] },
    { sql: 'delete from report_data.departments', params: [] },
    {
      sql: `insert into report_data.departments (code, name_cn, name_en, name_tc)
        select * from json_to_recordset($1::json) as d(code text, name_cn text, name_en text, name_tc text)`,
      params: [JSON.stringify(DEPARTMENTS.map(([code, name_cn, name_en, name_tc]) => ({ code, name_cn, name_en, name_tc })))],
    },
    {
      sql: `insert into report_data.courses (code, name_cn, name_en, name_tc, department_code)
        select * from json_to_recordset($1::json) as c(code text, name_cn text, name_en text, name_tc text, department_code text)`,
      params: [JSON.stringify(COURSES.map(([code, name_cn, name_en, name_tc, department_code]) => ({ code, name_cn, name_en, name_tc, department_code })))],
    },
    { sql: COURSE_MONTHS, params: [] },
  ];
}

const COURSE_MONTHS = `insert into report_data.course_months (month, course_code, department_code, enrolments, planned, attended, passed, avg_score)
    select month, course, department, enrolments, enrolments * 4,
      round(enrolments * 4 * (0.74 + 0.22 * r2))::int, round(enrolments * least(1, 0.35 + score / 110.0))::int, score
    from (
      select m::date as month, c.code as course, d.code as department,
        greatest(2, round((6 + abs(hashtext(c.code || d.code)) % 22)
          * (1 + 0.02 * ((extract(year from m) - extract(year from now())) * 12 + extract(month from m) - extract(month from now()) + 23))
          * (case when extract(month from m) in (3, 9) then 1.45 when extract(month from m) in (1, 2, 7, 8) then 0.65 else 1 end)
          * (0.8 + 0.4 * (abs(hashtext(c.code || d.code || m::text)) % 1000) / 1000.0)))::int as enrolments,
        (abs(hashtext(m::text || d.code || c.code)) % 1000) / 1000.0 as r2,
        round((60 + abs(hashtext(c.code)) % 15 + 20 * (abs(hashtext(c.code || m::text || d.code || 's')) % 1000) / 1000.0)::numeric, 1) as score
      from generate_series(date_trunc('month', now()) - interval '23 months', date_trunc('month', now()), interval '1 month') m
      cross join report_data.courses c cross join report_data.departments d
    ) figures`;

/** The demo figures in the `report_data` schema of `db` ({@link reportFigureStatements}). */
export async function fillReportFigures(db: Kysely<any>): Promise<void> {
  for (const statement of reportFigureStatements()) await db.executeQuery(CompiledQuery.raw(statement.sql, statement.params));
}

/** The demo figures ({@link fillReportFigures}) and the reports on them ({@link fillReportDefinitions}), all in `db`. */
export async function fillReportDemo(db: Kysely<any>): Promise<void> {
  await fillReportFigures(db);
  await fillReportDefinitions(db);
}

/** The built-in data source and a report behind each report entry of the menu that exists. */
export async function fillReportDefinitions(db: Kysely<any>): Promise<void> {
  const { rows: [source] } = await sql<{ id: string }>`insert into report_sources (code, name, name_en, name_tc, kind, description)
    values ('portal', '门户数据库', 'Portal database', '門戶數據庫', 'builtin', 'report_data') returning id`.execute(db);
  for (const [code, menuId, title, view] of REPORTS) {
    await sql`insert into reports (code, name, name_en, name_tc, source_id, sql_text, params, view, permission_id)
      select ${code}, ${title.cn}, ${title.en}, ${title.tc}, ${source!.id}, ${DEMO_REPORT_SQL}, ${JSON.stringify(PARAMS)}::jsonb,
        ${JSON.stringify(view)}::jsonb, (select id from permissions where id = ${menuId})`.execute(db);
  }
}
