/** The role reports run as in the report database (PGlite): it reads `report_data` and nothing else. */
export const REPORT_DATA_READER = 'report_reader';

/** The tables of `report_data`, parents first (the order rows are copied in; children first to delete). */
export const REPORT_DATA_TABLES = ['departments', 'courses', 'course_months'] as const;

import type { Statement } from './worker-protocol.ts';

/**
 * What a new report database is given, once, by its owner (report-worker.ts runs it when the
 * reader role is missing): the `report_data` schema (the demo figures' tables, as migration
 * 0026 made them in the portal's database before) and the reader role. The role logs in
 * (PGlite opens its session as it), inherits nothing, is a member of nothing, reads
 * `report_data` only, may not create temporary tables, and its sessions are read-only with a
 * time limit. PGlite applies role settings to no session (its `username` is a `SET ROLE`), so
 * the worker also starts the database read-only (report-database.ts) and the main thread
 * enforces the time limit; the settings are there for a reader that logs in for real.
 */
export const REPORT_DATA_SETUP: Statement[] = `
create schema if not exists report_data;
create table if not exists report_data.departments (code text primary key, name_cn text not null, name_en text not null, name_tc text not null);
create table if not exists report_data.courses (code text primary key, name_cn text not null, name_en text not null, name_tc text not null,
  department_code text not null references report_data.departments(code));
create table if not exists report_data.course_months (
  month date not null, course_code text not null references report_data.courses(code),
  department_code text not null references report_data.departments(code),
  enrolments integer not null, planned integer not null, attended integer not null, passed integer not null, avg_score numeric(5, 1) not null,
  primary key (month, course_code, department_code));
create role ${REPORT_DATA_READER} login noinherit nosuperuser nocreatedb nocreaterole noreplication nobypassrls;
alter role ${REPORT_DATA_READER} set default_transaction_read_only = on;
alter role ${REPORT_DATA_READER} set statement_timeout = '60s';
revoke temporary on database postgres from public;
revoke all on schema public from public;
grant usage on schema report_data to ${REPORT_DATA_READER};
grant select on all tables in schema report_data to ${REPORT_DATA_READER};
alter default privileges in schema report_data grant select on tables to ${REPORT_DATA_READER}
`.split(';\n').map((text) => ({ sql: text.trim(), params: [] }));
