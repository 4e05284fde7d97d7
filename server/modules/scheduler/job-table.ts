import type { Transaction } from 'kysely';
import { localized } from '../../../shared/i18n/localized.ts';
import { scheduledJobResource } from '../../../shared/resources/scheduled-job.ts';
import type { Database } from '../../db/schema.ts';
import { bindTable } from '../../kit/table-binding.ts';
import type { ScheduleAuthor } from './fire-interval.ts';
import { nextFireAfter } from './fire-times.ts';
import { checkJob } from './job-store.ts';
import { dropDueRuns } from './scheduled-job-repository.ts';
import { jobKindOf } from './job-kinds.ts';

/**
 * Where scheduled jobs live: platform data (the scheduler runs them for the whole server). A
 * save checks the kind, the cron expression, its fires against the minimum interval
 * (`checkInterval`, fire-interval.ts) and the parameter, and gives a running job its
 * next fire from now in the server's time zone; a paused one none, its runs not started dropped.
 */
export function createJobTable(timeZone: string, now: () => Date, checkInterval: (author: ScheduleAuthor, expression: string, tx: Transaction<Database>) => Promise<void>) {
  return bindTable({
    resource: scheduledJobResource,
    table: 'scheduled_jobs',
    columns: {
      id: 'id', kind: 'kind', parameter: 'parameter', cronExpression: 'cron_expression', description: 'description', descriptionEn: 'description_en',
      descriptionTc: 'description_tc', status: 'status', nextFireTime: 'next_fire_at', createTime: 'created_at', updateTime: 'updated_at',
    },
    tenant: 'none',
    async toRow(input, scope, _mode, tx) {
      const cronExpression = input.cronExpression.trim();
      checkJob({ kind: input.kind, cronExpression, parameter: input.parameter });
      await checkInterval(scope, cronExpression, tx);
      return {
        kind: input.kind, parameter: input.parameter, cron_expression: cronExpression, description: input.description.trim(),
        description_en: input.descriptionEn.trim(), description_tc: input.descriptionTc.trim(), status: input.status,
        next_fire_at: input.status === 'running' ? nextFireAfter(cronExpression, now(), timeZone) : null, updated_at: now(),
      };
    },
    async afterWrite(tx, id, input) {
      if (input.status === 'paused') await dropDueRuns(tx, id);
    },
    async decorate(_db, records, scope) {
      for (const record of records) {
        const kind = jobKindOf(String(record.kind));
        record.kindTitle = kind ? localized(kind.title, scope.locale) : String(record.kind);
      }
    },
  });
}
