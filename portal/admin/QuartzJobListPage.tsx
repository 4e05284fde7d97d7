import { msg, str } from '@lit/localize';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { useMemo, useState } from 'react';
import { executeJob, pauseJob, resumeJob } from '../../shared/admin/scheduled-jobs.ts';
import { localized, useLocale } from '../../shared/i18n/index.ts';
import { createResourceMutation } from '../../shared/kit/index.ts';
import { scheduledJobResource, type ScheduledJob } from '../../shared/resources/scheduled-job.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { $locale } from '../../shared/stores/index.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';
import { JOB_FORM } from './jobs/job-form.ts';
import { CellValue } from '../kit/CellValue.tsx';
import { JobRunsDrawer, jobName } from './jobs/JobRunsDrawer.tsx';
import './jobs/jobs.css';

type Job = typeof scheduledJobResource;

// Start, pause and run once change the list as the kit's writes do: every view of it reads again.
const resume = createResourceMutation(scheduledJobResource, resumeJob);
const pause = createResourceMutation(scheduledJobResource, pauseJob);
const execute = createResourceMutation(scheduledJobResource, executeJob);

function Description({ job }: { job: ScheduledJob }) {
  const locale = useLocale();
  return <>{localized({ cn: job.description, en: job.descriptionEn, tc: job.descriptionTc }, locale)}</>;
}

/** The list of jobs: kind, parameter, cron expression, description, status, next fire; start or pause, run once, history, edit, delete. */
function jobList(openRuns: (job: ScheduledJob) => void): ListConfig<Job> {
  return {
    columns: [
      { key: 'kindTitle' }, { key: 'parameter' }, { key: 'cronExpression', render: (job) => <code>{job.cronExpression}</code> },
      { key: 'description', render: (job) => <Description job={job} /> },
      {
        key: 'status',
        render: (job) => <SlTag size="small" variant={job.status === 'running' ? 'success' : 'neutral'} data-testid="job-status"><CellValue field={scheduledJobResource.fields.status!} value={job.status} /></SlTag>,
      },
      { key: 'nextFireTime' },
    ],
    deleteQuestion: () => msg('确定删除此定时任务吗？其执行记录将一并删除。'),
    rowActions: [
      {
        key: 'resume', label: () => msg('启动'), permission: PERMISSION_CODES.jobRun, variant: 'primary', visible: (job) => job.status === 'paused',
        run: (job) => resume.run(job.id), done: () => msg('定时任务已启动'),
      },
      {
        key: 'pause', label: () => msg('暂停'), permission: PERMISSION_CODES.jobRun, visible: (job) => job.status === 'running',
        run: (job) => pause.run(job.id), done: () => msg('定时任务已暂停'),
      },
      {
        key: 'execute', label: () => msg('执行一次'), permission: PERMISSION_CODES.jobRun,
        confirm: (job) => msg(str`确定立即执行一次「${jobName(job, $locale.get())}」吗？`),
        run: (job) => execute.run(job.id), done: () => msg('已加入执行队列，稍后可在执行记录中查看'),
      },
      { key: 'runs', label: () => msg('执行记录'), permission: PERMISSION_CODES.jobList, run: async (job) => openRuns(job) },
    ],
  };
}

/**
 * Scheduled jobs (`/isystem/quartzJob`, issue 13; JeecgBoot's 定时任务) on the kit: the jobs
 * of the server's job kinds with their parameter, cron expression (next fire times under it in
 * the form), description and status; start, pause, run once, the run history, edit and
 * delete, each with its permission. Kept by the platform's administrators.
 */
export function QuartzJobListPage({ meta }: MenuPageProps) {
  const [runsOf, setRunsOf] = useState<ScheduledJob | null>(null);
  const list = useMemo(() => jobList(setRunsOf), []);
  return (
    <>
      <ResourceListPage meta={meta} resource={scheduledJobResource} list={list} form={JOB_FORM} testId="job" />
      <JobRunsDrawer job={runsOf} onClose={() => setRunsOf(null)} />
    </>
  );
}
