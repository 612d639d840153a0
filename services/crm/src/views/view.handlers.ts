import type { RpcHandlers } from '@smartcrm/kit';
import type { createViewService } from './view.service';

type ViewHandlers = Pick<
  RpcHandlers<'crm'>,
  'crm.views.list' | 'crm.views.create' | 'crm.views.update' | 'crm.views.delete'
>;

export function viewHandlers(views: ReturnType<typeof createViewService>): ViewHandlers {
  return {
    'crm.views.list': (request, ctx) => views.list(request, ctx),
    'crm.views.create': (request, ctx) => views.create(request, ctx),
    'crm.views.update': (request, ctx) => views.update(request, ctx),
    'crm.views.delete': ({ id }, ctx) => views.remove(id, ctx),
  };
}
