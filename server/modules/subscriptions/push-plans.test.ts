import { pushPlanResource } from '../../../shared/resources/push-plan.ts';
import { resourceContract } from '../../test-support/resource-contract.ts';

// The kit's contract for push plans, at their documented routes (POST addPushPlan, POST
// updatePushPlan, DELETE deletePushPlan): the routes per action the definition names.
resourceContract({
  resource: pushPlanResource,
  sample: (n, text) => ({ planName: text, cronExpression: `0 ${n % 60} 8 * * ?`, description: `plan ${n}` }),
  textField: 'planName',
  uniqueField: 'planName',
});
