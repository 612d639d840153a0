import type { RpcHandlers } from '@smartcrm/kit';
import type { createPipelineAdminService } from './pipeline-admin.service';
import type { createPipelineService } from './pipeline.service';

type PipelineHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.pipelines.list'
  | 'crm.pipelines.update_stages'
  | 'crm.pipelines.create'
  | 'crm.pipelines.rename'
  | 'crm.pipelines.set_default'
  | 'crm.pipelines.reorder'
  | 'crm.pipelines.delete'
>;

export function pipelineHandlers(
  pipelines: ReturnType<typeof createPipelineService>,
  admin: ReturnType<typeof createPipelineAdminService>,
): PipelineHandlers {
  return {
    'crm.pipelines.list': (_request, ctx) => pipelines.list(ctx),
    'crm.pipelines.update_stages': (request, ctx) => pipelines.updateStages(request, ctx),
    'crm.pipelines.create': (request, ctx) => admin.create(request, ctx),
    'crm.pipelines.rename': (request, ctx) => admin.rename(request, ctx),
    'crm.pipelines.set_default': ({ id }, ctx) => admin.setDefault(id, ctx),
    'crm.pipelines.reorder': (request, ctx) => admin.reorder(request, ctx),
    'crm.pipelines.delete': (request, ctx) => admin.remove(request, ctx),
  };
}
