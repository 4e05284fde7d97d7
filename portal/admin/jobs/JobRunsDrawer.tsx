import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { useEffect } from 'react';
import { fetchJobRuns } from '../../../shared/admin/scheduled-jobs.ts';
import { localized, useLocale } from '../../../shared/i18n/index.ts';
import type { JobRun, ScheduledJob } from '../../../shared/resources/scheduled-job.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { usePagedList } from '../../components/use-paged-list.ts';
import { fireTimeText } from './FirePreview.tsx';
import { durationText, runOutcomeText, runTriggerText } from './job-texts.ts';

/** How often an open history reads its page again: runs appear and end while it is open. */
const REFRESH_MS = 2000;

const outcomeVariant = (run: JobRun) => (run.outcome === 'success' ? 'success' : run.outcome === 'failure' ? 'danger' : 'neutral');

/** The name of a job in the drawer's title: its description in the current language, else its kind. */
export const jobName = (job: ScheduledJob, locale: 'cn' | 'en' | 'tc') =>
  localized({ cn: job.description, en: job.descriptionEn, tc: job.descriptionTc }, locale) || job.kindTitle;

/**
 * The run history of one job (issue 13 "the run history of each job with outcome and
 * duration"): fire time, how it was started, start, duration, outcome and error, newest fire
 * first, paged, read again every two seconds while open. `job` null: closed.
 */
export function JobRunsDrawer({ job, onClose }: { job: ScheduledJob | null; onClose: () => void }) {
  const locale = useLocale();
  return (
    <SlDrawer label={job ? msg(str`执行记录：${jobName(job, locale)}`) : msg('执行记录')} open={!!job} className="job-runs-drawer" data-testid="job-runs-drawer"
      onSlAfterHide={(event) => { if (event.target === event.currentTarget) onClose(); }}>
      {job ? <JobRuns key={job.id} jobId={job.id} /> : null}
    </SlDrawer>
  );
}

/** The paged runs of one job, read again every few seconds. */
function JobRuns({ jobId }: { jobId: string }) {
  useLocale();
  const runs = usePagedList((query: { pageNo: number; pageSize: number }) => fetchJobRuns(jobId, query.pageNo, query.pageSize), { pageNo: 1, pageSize: 10 });
  const { reload } = runs;
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  return (
    <>
      <div className="kit-toolbar">
        <SlButton size="small" onClick={reload} data-testid="job-runs-refresh">{msg('刷新')}</SlButton>
      </div>
      {runs.failure ? <SlAlert variant="danger" open><span data-testid="job-runs-failure">{runs.failure}</span></SlAlert> : null}
      <TableScroll>
        <table className="admin-table" data-testid="job-runs-table" aria-busy={runs.loading}>
          <thead>
            <tr>
              <th>{msg('触发时间')}</th><th>{msg('触发方式')}</th><th>{msg('开始时间')}</th><th>{msg('耗时')}</th><th>{msg('结果')}</th><th>{msg('错误信息')}</th>
            </tr>
          </thead>
          <tbody>
            {!runs.firstLoad && runs.page.records.length === 0 ? <tr><td colSpan={6} className="admin-empty" data-testid="job-runs-empty">{msg('暂无数据')}</td></tr> : null}
            {runs.page.records.map((run) => (
              <tr key={run.id} data-testid="job-run" data-outcome={run.outcome ?? run.state}>
                <td className="nowrap">{fireTimeText(run.fireTime)}</td>
                <td>{runTriggerText(run.trigger)}</td>
                <td className="nowrap">{run.startTime ? fireTimeText(run.startTime) : ''}</td>
                <td className="nowrap" data-testid="job-run-duration">{durationText(run.durationMs)}</td>
                <td><SlTag size="small" variant={outcomeVariant(run)} data-testid="job-run-outcome">{runOutcomeText(run)}</SlTag></td>
                <td className="job-run-error">{run.error}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {runs.firstLoad ? null : <Pagination pageNo={runs.request.pageNo} pageSize={runs.request.pageSize} total={runs.page.total} onChange={runs.turn} />}
    </>
  );
}
