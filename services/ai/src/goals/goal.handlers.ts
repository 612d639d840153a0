import type { RpcHandlers } from '@smartcrm/kit';
import type { GoalService } from './goal.service';

type GoalHandlers = Pick<
  RpcHandlers<'ai'>,
  'ai.goals.list' | 'ai.goals.create' | 'ai.goals.update' | 'ai.goals.delete' | 'ai.goals.suggestions'
>;

export function goalHandlers(goals: GoalService): GoalHandlers {
  return {
    'ai.goals.list': (_request, ctx) => goals.list(ctx),
    'ai.goals.create': (input, ctx) => goals.create(input, ctx),
    'ai.goals.update': ({ id, patch }, ctx) => goals.update(id, patch, ctx),
    'ai.goals.delete': ({ id }, ctx) => goals.remove(id, ctx),
    'ai.goals.suggestions': ({ id }, ctx) => goals.suggestions(id, ctx),
  };
}
