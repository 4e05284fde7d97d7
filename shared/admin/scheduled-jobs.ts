import { atom } from 'nanostores';
import { get } from '../api/index.ts';
import { callAction } from '../kit/action.ts';
import { executeJobAction, pauseJobAction, resumeJobAction } from '../resources/scheduled-job-actions.ts';
import type { JobKindsAnswer, JobRun } from '../resources/scheduled-job.ts';

const BASE = '/sys/quartzJob';

/** Starts a paused job (`GET /sys/quartzJob/resume?id=`): it fires from its next fire time on. */
export const resumeJob = (id: string) => callAction(resumeJobAction, { id });
/** Pauses a job (`GET /sys/quartzJob/pause?id=`): no more fires until started again. */
export const pauseJob = (id: string) => callAction(pauseJobAction, { id });
/** Runs a job once now (`GET /sys/quartzJob/execute?id=`), whatever its status. */
export const executeJob = (id: string) => callAction(executeJobAction, { id });
/** A page of a job's runs, newest fire first. */
export const fetchJobRuns = (jobId: string, pageNo: number, pageSize: number) =>
  get<{ records: JobRun[]; total: number }>(`${BASE}/runs`, { jobId, pageNo, pageSize });

/** The kinds the server offers and its time zone, as last read (the form's preview and parameter hint read it). */
export const $jobKinds = atom<JobKindsAnswer | null>(null);

/** Reads the kinds in the current language (each time the form opens: a language switch is seen). */
export async function loadJobKinds(): Promise<JobKindsAnswer> {
  const answer = await get<JobKindsAnswer>(`${BASE}/kinds`);
  $jobKinds.set(answer);
  return answer;
}
