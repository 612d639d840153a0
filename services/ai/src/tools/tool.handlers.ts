import type { RpcHandlers } from '@smartcrm/kit';
import type { ToolService } from './tool.service';

type ToolHandlers = Pick<RpcHandlers<'ai'>, 'ai.tools.run' | 'ai.tools.runs' | 'ai.tools.save'>;

export function toolHandlers(tools: ToolService): ToolHandlers {
  return {
    'ai.tools.run': ({ toolId, input }, ctx) => tools.run(toolId, input, ctx),
    'ai.tools.runs': ({ toolId, limit }, ctx) => tools.list(toolId, limit, ctx),
    'ai.tools.save': ({ id, target }, ctx) => tools.save(id, target, ctx),
  };
}
