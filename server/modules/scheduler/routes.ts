import { Type } from 'typebox';
import { localized } from '../../../shared/i18n/localized.ts';
import { RecordIdSchema } from '../../../shared/kit/resource.ts';
import { JobKindsAnswerSchema, JobRunsPageSchema, JobRunsQuerySchema } from '../../../shared/resources/scheduled-job.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import './builtin-kinds.ts';
import { checkFireInterval } from './fire-interval.ts';
import { fireIntervalRoutes } from './fire-interval-routes.ts';
import { jobKinds } from './job-kinds.ts';
import { listRuns, pauseJob, resumeJob, runJobNow } from './job-store.ts';
import { createJobTable } from './job-table.ts';

const IdQuery = Type.Object({ id: RecordIdSchema, _t: Type.Optional(Type.String()) });

/**
 * The scheduled jobs' API (issue 13, JeecgBoot's `/sys/quartzJob/*`): list, add, edit, delete
 * on the kit; `pause`, `resume` (start) and `execute` (run once now) with the run permission;
 * a job's run history; the kinds the server offers with the time zone schedules are read in.
 * Platform administrators only, as the jobs run for the whole server.
 */
export async function schedulerRoutes(app: TypedApp, ctx: AppContext) {
  const jobs = registerResource(app, ctx, createJobTable(ctx.config.timeZone, ctx.now, (author, expression, tx) => checkFireInterval(ctx, author, expression, tx)));
  fireIntervalRoutes(app, ctx);
  const tags = ['quartzJob'];
  const changed = (tenantId: number) => ctx.events.emit('resource.changed', { resource: 'quartzJob', tenantId });

  const actions = [
    ['pause', (id: string) => pauseJob(ctx.db, id, ctx.now()), 'jobPaused'],
    ['resume', (id: string) => resumeJob(ctx.db, id, ctx.now(), ctx.config.timeZone), 'jobResumed'],
    ['execute', (id: string) => runJobNow(ctx.db, id, ctx.now()), 'jobExecuted'],
  ] as const;
  for (const [path, act, message] of actions) {
    app.get(`/sys/quartzJob/${path}`, {
      ...jobs.guard(PERMISSION_CODES.jobRun),
      schema: { tags, querystring: IdQuery, response: { 200: Envelope(Type.Null()) } },
    }, async (request) => {
      // A job outside the caller's data rules is not there for them, as for the kit's writes.
      const job = await jobs.repository.findById(await jobs.scopeOf(request), request.query.id);
      if (!job || !(await act(request.query.id))) throw notFound();
      changed(request.tenantId);
      return ok(request, null, message);
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
