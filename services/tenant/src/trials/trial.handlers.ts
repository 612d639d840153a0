import type { RpcHandlers } from '@smartcrm/kit';
import type { createTrialService } from './trial.service';

export const trialHandlers = (
  trials: ReturnType<typeof createTrialService>,
): Pick<RpcHandlers<'tenant'>, 'tenant.trial.choose_plan'> => ({
  'tenant.trial.choose_plan': ({ plan }, ctx) => trials.choosePlan(plan, ctx),
});
