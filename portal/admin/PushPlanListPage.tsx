import { msg } from '@lit/localize';
import { maxLengthRule } from '../../shared/validation/index.ts';
import type { FormConfig } from '../kit/form-config.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';
import { CronPreview, quartzRule } from '../kit/cron-rule.tsx';
import { pushPlanResource } from '../../shared/resources/push-plan.ts';

type PushPlanResource = typeof pushPlanResource;

const LIST: ListConfig<PushPlanResource> = {
  columns: [{ key: 'planName' }, { key: 'cronExpression' }, { key: 'description' }, { key: 'createTime' }],
};

/** The plan form: a name, the Quartz expression (typed, or chosen in the cron editor) with its next fire times, a description. */
const FORM: FormConfig<PushPlanResource> = {
  titles: { add: () => msg('新增推送计划'), edit: () => msg('编辑推送计划') },
  fields: [
    { key: 'planName', label: () => msg('计划名称'), widget: 'input', required: true, maxlength: 50, rules: [maxLengthRule(50)] },
    {
      key: 'cronExpression', label: () => msg('Cron 表达式'), widget: 'cron', required: true, maxlength: 200, rules: [quartzRule],
      placeholder: () => '0 0 8 * * ?', below: (values) => <CronPreview expression={typeof values.cronExpression === 'string' ? values.cronExpression : ''} />,
    },
    { key: 'description', label: () => msg('描述'), widget: 'textarea', maxlength: 200, rules: [maxLengthRule(200)] },
  ],
};

/**
 * Push plans (`/isystem/pushPlan`, issue 13): the kit's list page over the documented calls
 * the shared definition names (`pushPlanPage`, `addPushPlan`, `updatePushPlan`, `deletePushPlan`);
 * a plan's cron expression is checked as Quartz reads it and its next five fire times show as it is typed.
 */
export function PushPlanListPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={pushPlanResource} list={LIST} form={FORM} testId="push-plan" />;
}
