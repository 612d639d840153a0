import type { RpcHandlers } from '@smartcrm/kit';
import type { ActivityService } from './activity.service';

type ActivityHandlers = Pick<
  RpcHandlers<'crm'>,
  'crm.activities.log' | 'crm.activities.list' | 'crm.activities.update' | 'crm.activities.delete'
>;

export function activityHandlers(activities: ActivityService): ActivityHandlers {
  return {
    'crm.activities.log': (request, ctx) => activities.log(request, ctx),
    'crm.activities.list': (query, ctx) => activities.list(query, ctx),
    'crm.activities.update': (request, ctx) => activities.update(request, ctx),
    'crm.activities.delete': ({ id }, ctx) => activities.remove(id, ctx),
  };
}
