import { Type } from 'typebox';
import { localized } from '../../../shared/i18n/localized.ts';
import { JobKindsAnswerSchema, JobRunsPageSchema, JobRunsQuerySchema } from '../../../shared/resources/scheduled-job.ts';
import { executeJobAction, pauseJobAction, resumeJobAction } from '../../../shared/resources/scheduled-job-actions.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import type { Executor } from '../../kit/table-binding.ts';
import './builtin-kinds.ts';
import { checkFireInterval } from './fire-interval.ts';
import { fireIntervalRoutes } from './fire-interval-routes.ts';
import { jobKinds } from './job-kinds.ts';
import { listRuns, pauseJob, resumeJob, runJobNow } from './job-store.ts';
import { createJobTable } from './job-table.ts';

/**
 * The scheduled jobs' API (issue 13, JeecgBoot's `/sys/quartzJob/*`): list, add, edit, delete
 * on the kit; the kit's actions `pause`, `resume` (start) and `execute` (run once now) with the run permission;
 * a job's run history; the kinds the server offers with the time zone schedules are read in.
 * Platform administrators only, as the jobs run for the whole server.
 */
export async function schedulerRoutes(app: TypedApp, ctx: AppContext) {
  const jobs = registerResource(app, ctx, createJobTable(ctx.config.timeZone, ctx.now, (author, expression, tx) => checkFireInterval(ctx, author, expression, tx)));
  fireIntervalRoutes(app, ctx);
  const tags = ['quartzJob'];

  // Pause, resume and execute are the kit's actions: in one transaction, on a job the caller's data rules show, logged.
  const actions = [
    [pauseJobAction, (tx: Executor, id: string) => pauseJob(tx, id, ctx.now()), 'jobPaused'],
    [resumeJobAction, (tx: Executor, id: string) => resumeJob(tx, id, ctx.now(), ctx.config.timeZone), 'jobResumed'],
    [executeJobAction, (tx: Executor, id: string) => runJobNow(tx, id, ctx.now()), 'jobExecuted'],
  ] as const;
  for (const [action, act, message] of actions) {
    jobs.action(action, {
      ids: ({ input }) => [input.id],
      async run(tx, [id]) {
        if (!(await act(tx, id!))) throw notFound();
      },
      message,
    });
  }

  app.get('/sys/quartzJob/runs', {
    ...jobs.guard(PERMISSION_CODES.jobList),
    schema: { tags, querystring: JobRunsQuerySchema, response: { 200: Envelope(JobRunsPageSchema) } },
  }, async (request) => {
    const job = await jobs.repository.findById(await jobs.scopeOf(request), request.query.jobId);
    if (!job) throw notFound();
    return ok(request, await listRuns(ctx.db, request.query.jobId, request.query.pageNo, request.query.pageSize));
  });

  app.get('/sys/quartzJob/kinds', {
    ...jobs.guard(PERMISSION_CODES.jobList),
    schema: { tags, querystring: Type.Object({ _t: Type.Optional(Type.String()) }), response: { 200: Envelope(JobKindsAnswerSchema) } },
  }, async (request) => {
    await jobs.scopeOf(request);
    return ok(request, {
      timeZone: ctx.config.timeZone,
      kinds: jobKinds().map((kind) => ({ kind: kind.kind, title: localized(kind.title, request.locale), parameter: localized(kind.parameter, request.locale) })),
    });
  });
}
