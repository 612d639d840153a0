import type { RpcHandlers } from '@smartcrm/kit';
import type { createPipelineService } from './pipeline.service';

type PipelineHandlers = Pick<RpcHandlers<'crm'>, 'crm.pipelines.list' | 'crm.pipelines.update_stages'>;

export function pipelineHandlers(pipelines: ReturnType<typeof createPipelineService>): PipelineHandlers {
  return {
    'crm.pipelines.list': (_request, ctx) => pipelines.list(ctx),
    'crm.pipelines.update_stages': (request, ctx) => pipelines.updateStages(request, ctx),
  };
}
