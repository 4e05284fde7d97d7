import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.ts';

/** Table types: scheduled jobs and their runs, stored files and import errors. The migrations are the source of truth. */

/** A file of the rows in error of a partial import, downloadable by its uploader for a day (migration 0022). */
export interface ImportErrorsTable {
  id: Generated<string>;
  tenant_id: number;
  user_id: string;
  file_name: string;
  bytes: Uint8Array;
  created_at: CreatedAt;
}

/** A stored file (migration 0038): what it is; its bytes are its `sys_file_chunk` rows. Served only once `state` is 'stored'. */
export interface SysFileTable {
  id: Generated<string>;
  /** `<biz>/<32 hex>.<ext>` once stored; a placeholder no route answers while uploading. */
  path: string;
  tenant_id: number;
  user_id: string;
  file_name: string;
  content_type: string;
  size: ColumnType<number, number | undefined, number>;
  sha256: ColumnType<string, string | undefined, string>;
  state: ColumnType<'uploading' | 'stored', 'uploading' | 'stored' | undefined, 'uploading' | 'stored'>;
  created_at: CreatedAt;
}

/** One chunk of a stored file's bytes (migration 0038), in order of `seq` from 0. */
export interface SysFileChunkTable {
  file_id: string;
  seq: number;
  bytes: Uint8Array;
}

/** A scheduled job (migration 0029): a kind the server offers, run on a Quartz cron schedule. */
export interface ScheduledJobsTable {
  id: Generated<string>;
  kind: string;
  parameter: ColumnType<string, string | undefined, string>;
  cron_expression: string;
  description: ColumnType<string, string | undefined, string>;
  description_en: ColumnType<string, string | undefined, string>;
  description_tc: ColumnType<string, string | undefined, string>;
  status: ColumnType<'running' | 'paused', 'running' | 'paused' | undefined, 'running' | 'paused'>;
  /** The next scheduled fire the scheduler has not yet turned into a run; null: not armed, or none left. */
  next_fire_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One run of a job (migration 0029): unique per job and scheduled fire time, claimed under a lease. */
export interface ScheduledJobRunsTable {
  id: Generated<string>;
  job_id: string;
  fire_time: Date;
  trigger: ColumnType<'schedule' | 'misfire' | 'manual', 'schedule' | 'misfire' | 'manual' | undefined, never>;
  state: ColumnType<'due' | 'running' | 'done', 'due' | 'running' | 'done' | undefined, 'due' | 'running' | 'done'>;
  holder: ColumnType<string | null, string | null | undefined, string | null>;
  lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  attempts: ColumnType<number, number | undefined, number>;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  outcome: ColumnType<'success' | 'failure' | null, 'success' | 'failure' | null | undefined, 'success' | 'failure' | null>;
  error: ColumnType<string, string | undefined, string>;
  duration_ms: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}
