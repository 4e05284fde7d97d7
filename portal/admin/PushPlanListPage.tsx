import { msg } from '@lit/localize';
import type { FormConfig } from '../kit/form-config.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';
import { pushPlanResource } from '../../shared/resources/push-plan.ts';

type PushPlanResource = typeof pushPlanResource;

const LIST: ListConfig<PushPlanResource> = {
  columns: [{ key: 'planName' }, { key: 'cronExpression' }, { key: 'description' }, { key: 'createTime' }],
};

/** The plan form: the Quartz expression typed, or chosen in the cron editor, with its next fire times; the rest from the definition. */
const FORM: FormConfig<PushPlanResource> = {
  titles: { add: () => msg('新增推送计划'), edit: () => msg('编辑推送计划') },
  fields: ['planName', { key: 'cronExpression', widget: 'cron', placeholder: () => '0 0 8 * * ?' }, { key: 'description', widget: 'textarea' }],
};

/**
 * Push plans (`/isystem/pushPlan`, issue 13): the kit's list page over the documented calls
 * the shared definition names (`pushPlanPage`, `addPushPlan`, `updatePushPlan`, `deletePushPlan`);
 * a plan's cron expression is checked as Quartz reads it and its next five fire times show as it is typed.
 */
export function PushPlanListPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={pushPlanResource} list={LIST} form={FORM} testId="push-plan" />;
}
