import { msg } from '@lit/localize';
import { createElement } from 'react';
import { $jobKinds, loadJobKinds } from '../../../shared/admin/scheduled-jobs.ts';
import type { scheduledJobResource } from '../../../shared/resources/scheduled-job.ts';
import type { FormConfig, FormValues } from '../../kit/form-config.ts';
import type { Choice } from '../../kit/list-config.ts';
import { FirePreview } from './FirePreview.tsx';

type Job = typeof scheduledJobResource;

/** The kinds the server offers, titled in the current language. */
const loadKindChoices = async (): Promise<Choice[]> => (await loadJobKinds()).kinds.map((kind) => ({ value: kind.kind, label: kind.title }));

/** What the parameter means for the kind chosen. */
const parameterHint = (values: FormValues) => $jobKinds.get()?.kinds.find((kind) => kind.kind === values.kind)?.parameter ?? '';

/**
 * The add/edit form of a scheduled job (issue 13): its kind (from the server's registry), the
 * parameter (what it means for that kind under it), the cron expression (checked as Quartz reads
 * it, the next five fire times in the server's time zone under it), the description in three
 * languages and the status. The expression is typed or chosen in the cron editor.
 */
export const JOB_FORM: FormConfig<Job> = {
  titles: { add: () => msg('新增定时任务'), edit: () => msg('编辑定时任务') },
  width: 640,
  // Labels, required marks, lengths, the status's choices and a new job's values come from the definition.
  fields: [
    { key: 'kind', loadChoices: loadKindChoices },
    { key: 'parameter', below: (values) => parameterHint(values) },
    {
      key: 'cronExpression', widget: 'cron', placeholder: () => '0/5 * * * * ? *', helpText: () => msg('秒 分 时 日 月 周 [年]，如 0 0 2 * * ? 为每天 2 点'),
      below: (values) => createElement(FirePreview, { expression: typeof values.cronExpression === 'string' ? values.cronExpression.trim() : '' }),
    },
    { key: 'description', row: 'descriptions' }, { key: 'descriptionEn', row: 'descriptions' }, { key: 'descriptionTc', row: 'descriptions' },
    { key: 'status', widget: 'radio' },
  ],
};
