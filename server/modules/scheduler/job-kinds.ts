import type { FastifyBaseLogger } from 'fastify';
import type { LocalizedText } from '../../../shared/schemas/localized-text.ts';
import type { AppContext } from '../../app-context.ts';
import type { MessageKey } from '../../i18n/messages.ts';

/** What a job kind's `run` is given besides its parameter: the server's context and logger. */
export type JobContext = AppContext & { log: FastifyBaseLogger };

/** Which fire a run is. */
export interface JobFire {
  jobId: string;
  runId: string;
  /** The scheduled fire time (a manual run: when it was asked for). */
  fireTime: Date;
  trigger: 'schedule' | 'misfire' | 'manual';
  /** Aborted when this process lost the run's lease (another process may take it over) or stops. */
  signal: AbortSignal;
}

/**
 * A kind of job the server offers (the jobs page's "kind" choices). `run` resolves when the
 * work is done and throws to fail the run (its message goes to the run log). A run may be
 * taken over by another process if this one dies mid-run, so `run` should be safe to repeat
 * (at-least-once within a fire; exactly once when no process dies).
 */
export interface JobKind {
  /** A stable name stored in the job, e.g. 'clean-expired'. */
  kind: string;
  /** Shown in the page's list and kind select. */
  title: LocalizedText;
  /** What the parameter means for this kind (shown under the parameter field). */
  parameter: LocalizedText;
  /** Refuses a parameter before it is saved: the message key of a 400, or null when it is fine. */
  checkParameter?: (parameter: string) => MessageKey | null;
  run(ctx: JobContext, parameter: string, fire: JobFire): Promise<void> | void;
}

const kinds = new Map<string, JobKind>();

/**
 * Offers a kind of job to the scheduler and to the jobs page (issue 13). Call it at start-up,
 * before the server listens; the same name again replaces the kind. The report push plans
 * register theirs here, e.g. `registerJobKind({ kind: 'report-push', title, parameter: {
 * cn: '推送计划 ID', … }, run: (ctx, planId, fire) => deliverPlan(ctx, planId, fire) })`;
 * see docs/decisions.md "Scheduled jobs".
 */
export function registerJobKind(kind: JobKind): void {
  kinds.set(kind.kind, kind);
}

/** The kind of that name, or undefined. */
export function jobKindOf(name: string): JobKind | undefined {
  return kinds.get(name);
}

/** Every kind offered, in the order registered. */
export function jobKinds(): JobKind[] {
  return [...kinds.values()];
}
