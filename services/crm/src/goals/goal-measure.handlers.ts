import type { RpcHandlers } from '@smartcrm/kit';
import type { GoalMeasureService } from './goal-measure.service';

export const goalMeasureHandlers = (goals: GoalMeasureService): Pick<RpcHandlers<'crm'>, 'crm.goals.measure'> => ({
  'crm.goals.measure': (request, ctx) => goals.measure(request, ctx),
});
