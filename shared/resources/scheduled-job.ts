import { Type, type Static } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/** A job's status: its schedule fires (running) or not (paused). */
export const JOB_STATUSES = ['running', 'paused'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** The longest parameter and description a job keeps. */
export const JOB_PARAMETER_MAX = 2000;
export const JOB_DESCRIPTION_MAX = 200;
/** How many next fire times the page shows under the cron expression. */
export const JOB_PREVIEW_COUNT = 5;

/**
 * A scheduled job (issue 13, `/isystem/quartzJob`, JeecgBoot's 定时任务): a kind of job the
 * server offers (`kindTitle` in the request's language), its parameter, a Quartz cron
 * expression (seconds, optional year) read in the server's time zone, a description in the
 * three languages ('' en or tc: as cn), running or paused, and the next fire the scheduler
 * has not yet run (null: paused, or it never fires again).
 */
export const ScheduledJobSchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  kindTitle: Type.String(),
  parameter: Type.String(),
  cronExpression: Type.String(),
  description: Type.String(),
  descriptionEn: Type.String(),
  descriptionTc: Type.String(),
  status: Type.Enum(JOB_STATUSES),
  nextFireTime: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type ScheduledJob = Static<typeof ScheduledJobSchema>;

/** What add and edit take; the server also checks the kind, the expression and the parameter. */
export const ScheduledJobInputSchema = Type.Object({
  kind: Type.String({ minLength: 1, maxLength: 64 }),
  parameter: Type.String({ maxLength: JOB_PARAMETER_MAX, default: '' }),
  cronExpression: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.String({ maxLength: JOB_DESCRIPTION_MAX, default: '' }),
  descriptionEn: Type.String({ maxLength: JOB_DESCRIPTION_MAX, default: '' }),
  descriptionTc: Type.String({ maxLength: JOB_DESCRIPTION_MAX, default: '' }),
  status: Type.Enum(JOB_STATUSES, { default: 'paused' }),
});

/** One run of a job, as its history lists it (`GET /sys/quartzJob/runs?jobId=`). */
export const JobRunSchema = Type.Object({
  id: Type.String(),
  /** The scheduled fire time; a manual run's is when it was asked for. */
  fireTime: Type.String(),
  /** 'schedule' on time, 'misfire' once for the fires missed while no server ran, 'manual' run once now. */
  trigger: Type.Enum(['schedule', 'misfire', 'manual']),
  /** 'due' waiting for a process, 'running', 'done'. */
  state: Type.Enum(['due', 'running', 'done']),
  startTime: Type.Union([Type.String(), Type.Null()]),
  endTime: Type.Union([Type.String(), Type.Null()]),
  durationMs: Type.Union([Type.Integer(), Type.Null()]),
  outcome: Type.Union([Type.Enum(['success', 'failure']), Type.Null()]),
  error: Type.String(),
  /** More than 1: a process died holding it and another took it over. */
  attempts: Type.Integer(),
});
export type JobRun = Static<typeof JobRunSchema>;

/** The run history's query: one job's runs, newest fire first, paged. */
export const JobRunsQuerySchema = Type.Object({
  jobId: Type.String({ minLength: 1, maxLength: 64 }),
  pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  _t: Type.Optional(Type.String()),
});
export const JobRunsPageSchema = Type.Object({ records: Type.Array(JobRunSchema), total: Type.Integer() });

/** A kind of job the server offers, in the request's language (`GET /sys/quartzJob/kinds`). */
export const JobKindSchema = Type.Object({ kind: Type.String(), title: Type.String(), parameter: Type.String() });
export type JobKindChoice = Static<typeof JobKindSchema>;
/** The kinds, and the time zone the server reads cron expressions in (the page's preview uses it). */
export const JobKindsAnswerSchema = Type.Object({ timeZone: Type.String(), kinds: Type.Array(JobKindSchema) });
export type JobKindsAnswer = Static<typeof JobKindsAnswerSchema>;

/** Scheduled jobs on the kit (`/sys/quartzJob/*`, JeecgBoot's paths), kept by the platform's administrators. */
export const scheduledJobResource = defineResource({
  name: 'quartzJob',
  title: { cn: '定时任务', en: 'Scheduled jobs', tc: '定時任務' },
  basePath: '/sys/quartzJob',
  tableName: 'sys_quartz_job',
  page: 'QuartzJobList',
  record: ScheduledJobSchema,
  input: ScheduledJobInputSchema,
  fields: {
    kindTitle: { label: { cn: '任务类型', en: 'Kind', tc: '任務類型' }, kind: 'text' },
    kind: { label: { cn: '任务类型', en: 'Kind', tc: '任務類型' }, kind: 'text', sortable: true, filter: 'eq', list: false },
    parameter: { label: { cn: '参数', en: 'Parameter', tc: '參數' }, kind: 'text' },
    cronExpression: { label: { cn: 'Cron 表达式', en: 'Cron expression', tc: 'Cron 表達式' }, kind: 'text', width: 160 },
    description: { label: { cn: '描述', en: 'Description', tc: '描述' }, kind: 'text', sortable: true, filter: 'like', query: true },
    status: {
      label: { cn: '状态', en: 'Status', tc: '狀態' }, kind: 'text', sortable: true, filter: 'eq', width: 100,
      options: { running: { cn: '运行中', en: 'Running', tc: '運行中' }, paused: { cn: '已暂停', en: 'Paused', tc: '已暫停' } },
    },
    nextFireTime: { label: { cn: '下次执行', en: 'Next fire', tc: '下次執行' }, kind: 'datetime', sortable: true },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
  },
  inputFields: {
    descriptionEn: { label: { cn: '英文描述', en: 'Description (English)', tc: '英文描述' } },
    descriptionTc: { label: { cn: '繁体描述', en: 'Description (traditional Chinese)', tc: '繁體描述' } },
  },
  permissions: {
    list: PERMISSION_CODES.jobList, add: PERMISSION_CODES.jobAdd, edit: PERMISSION_CODES.jobEdit, delete: PERMISSION_CODES.jobDelete,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
