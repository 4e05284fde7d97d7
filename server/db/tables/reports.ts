import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types.ts';

/** Table types: report sources, reports and their access, subscriptions, push plans and their mail. The migrations are the source of truth. */

/** A tenant's push plan (migration 0030): a name and a Quartz cron expression. */
export interface PushPlansTable {
  id: Generated<string>;
  tenant_id: number;
  plan_name: string;
  cron_expression: string;
  description: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** A user subscribed to a report page on a plan (migration 0030); `type` '0' picture, '1' PDF, '2' both. */
export interface SubscriptionsTable {
  id: Generated<string>;
  tenant_id: number;
  permission_id: string;
  plan_id: string;
  user_id: string;
  type: string;
  created_at: CreatedAt;
}

/**
 * One delivery of a report page to a user at a plan's fire time (migration 0030): its
 * idempotency key and its log. `state`: 'sending' (claimed until `next_attempt_at`), 'retry'
 * (failed, tried again at `next_attempt_at`), 'sent', 'outbox', 'notice' (no e-mail address),
 * 'refused' (the user may no longer open the page, or has left), 'failed' (gave up).
 */
export interface SubscriptionDeliveriesTable {
  id: Generated<string>;
  tenant_id: number;
  plan_id: string;
  fire_time: Timestamp;
  user_id: string;
  permission_id: string;
  type: string;
  state: string;
  attempts: ColumnType<number, number | undefined, number>;
  error: ColumnType<string, string | undefined, string>;
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  notice_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A mail made while no SMTP server was configured (migration 0030); `attachments` lists name, type and size, one a line. */
export interface MailOutboxTable {
  id: Generated<string>;
  tenant_id: number;
  to_address: string;
  subject: string;
  body: ColumnType<string, string | undefined, string>;
  attachments: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/**
 * A report data source (migration 0026); `url_sealed` is the connection URL encrypted
 * (report-secrets.ts); `allowed_schema` the one schema its reports may read (migration 0031).
 */
export interface ReportSourcesTable {
  id: Generated<string>;
  code: string;
  name: string;
  name_en: ColumnType<string, string | undefined, string>;
  name_tc: ColumnType<string, string | undefined, string>;
  kind: string;
  url_sealed: ColumnType<string, string | undefined, string>;
  url_hint: ColumnType<string, string | undefined, string>;
  allowed_schema: ColumnType<string, string | undefined, string>;
  description: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** A report (migration 0026): `params` and `view` are JSON (shared/reports/report-view.ts). */
export interface ReportsTable {
  id: Generated<string>;
  code: string;
  name: string;
  name_en: ColumnType<string, string | undefined, string>;
  name_tc: ColumnType<string, string | undefined, string>;
  /** null for a report shown by Tableau Server (migration 0028). */
  source_id: string | null;
  sql_text: string;
  /** The Tableau view (`workbook/view`) it opens instead of a query; '' for a query (migration 0028). */
  tableau_view: ColumnType<string, string | undefined, string>;
  params: ColumnType<unknown, string, string>;
  view: ColumnType<unknown, string, string>;
  row_cap: ColumnType<number, number | undefined, number>;
  timeout_ms: ColumnType<number, number | undefined, number>;
  permission_id: string | null;
  created_at: CreatedAt;
}

/** A report ticket or viewer session (migration 0026): whose, in which tenant, for which report, until when. */
export interface ReportAccessTable {
  user_id: string;
  tenant_id: number;
  report_id: string;
  locale: string;
  expires_at: Timestamp;
}
