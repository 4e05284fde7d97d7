import { msg } from '@lit/localize';
import type { JobRun } from '../../../shared/resources/scheduled-job.ts';

/** A run's outcome (or state while it has none) in the current language. */
export function runOutcomeText(run: Pick<JobRun, 'state' | 'outcome'>): string {
  if (run.outcome === 'success') return msg('成功');
  if (run.outcome === 'failure') return msg('失败');
  return run.state === 'running' ? msg('执行中') : msg('等待执行');
}

/** How a run was started, in the current language. */
export function runTriggerText(trigger: JobRun['trigger']): string {
  if (trigger === 'manual') return msg('手动执行');
  if (trigger === 'misfire') return msg('补执行（错过的触发）');
  return msg('按计划');
}

/** A duration in ms as the history shows it: 850 ms, 2.4 s. */
export const durationText = (ms: number | null) => (ms === null ? '' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);
