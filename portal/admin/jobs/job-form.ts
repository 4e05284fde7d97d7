import { msg } from '@lit/localize';
import { createElement } from 'react';
import { $jobKinds, loadJobKinds } from '../../../shared/admin/scheduled-jobs.ts';
import type { RecordOf } from '../../../shared/kit/index.ts';
import { JOB_DESCRIPTION_MAX, JOB_PARAMETER_MAX, JOB_STATUSES, scheduledJobResource, type JobStatus } from '../../../shared/resources/scheduled-job.ts';
import { maxLengthRule } from '../../../shared/validation/index.ts';
import type { FormConfig, FormValues } from '../../kit/form-config.ts';
import type { Choice } from '../../kit/list-config.ts';
import { FirePreview } from './FirePreview.tsx';
import { jobStatusText } from './job-texts.ts';
import { quartzRule } from '../../kit/cron-rule.tsx';

type Job = typeof scheduledJobResource;

const text = (values: FormValues, key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');


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
  fields: [
    { key: 'kind', label: () => msg('任务类型'), widget: 'select', required: true, loadChoices: loadKindChoices },
    {
      key: 'parameter', label: () => msg('参数'), widget: 'input', maxlength: JOB_PARAMETER_MAX, rules: [maxLengthRule(JOB_PARAMETER_MAX)],
      below: (values) => parameterHint(values),
    },
    {
      key: 'cronExpression', label: () => msg('Cron 表达式'), widget: 'cron', required: true, maxlength: 200, rules: [quartzRule],
      placeholder: () => '0/5 * * * * ? *', helpText: () => msg('秒 分 时 日 月 周 [年]，如 0 0 2 * * ? 为每天 2 点'),
      below: (values) => createElement(FirePreview, { expression: text(values, 'cronExpression') }),
    },
    { key: 'description', label: () => msg('描述'), widget: 'input', maxlength: JOB_DESCRIPTION_MAX, rules: [maxLengthRule(JOB_DESCRIPTION_MAX)], row: 'descriptions' },
    { key: 'descriptionEn', label: () => msg('英文描述'), widget: 'input', maxlength: JOB_DESCRIPTION_MAX, rules: [maxLengthRule(JOB_DESCRIPTION_MAX)], row: 'descriptions' },
    { key: 'descriptionTc', label: () => msg('繁体描述'), widget: 'input', maxlength: JOB_DESCRIPTION_MAX, rules: [maxLengthRule(JOB_DESCRIPTION_MAX)], row: 'descriptions' },
    { key: 'status', label: () => msg('状态'), widget: 'radio', required: true, choices: () => JOB_STATUSES.map((status) => ({ value: status, label: jobStatusText(status) })) },
  ],
  initial: () => ({ status: 'paused' }),
  fromRecord: (job: RecordOf<Job>) => ({
    kind: job.kind, parameter: job.parameter, cronExpression: job.cronExpression, description: job.description, descriptionEn: job.descriptionEn,
    descriptionTc: job.descriptionTc, status: job.status,
  }),
  toInput: (values) => ({
    kind: text(values, 'kind'), parameter: typeof values.parameter === 'string' ? values.parameter : '', cronExpression: text(values, 'cronExpression'),
    description: text(values, 'description'), descriptionEn: text(values, 'descriptionEn'), descriptionTc: text(values, 'descriptionTc'),
    status: (values.status === 'running' ? 'running' : 'paused') as JobStatus,
  }),
};
