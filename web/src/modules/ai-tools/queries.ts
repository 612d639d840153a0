import { type SaveToolRunRequest, ToolRun, ToolRunList } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const aiToolKeys = {
  all: ['ai-tools'] as const,
  runs: (toolId: string) => [...aiToolKeys.all, 'runs', toolId] as const,
};

/** The user's last runs of a tool, newest first. */
export const toolRunsQuery = (toolId: string) =>
  queryOptions({
    queryKey: aiToolKeys.runs(toolId),
    queryFn: async () =>
      ToolRunList.parse(await apiRequest(`/api/ai-tools/runs?toolId=${encodeURIComponent(toolId)}&limit=5`)),
  });

export const runTool = async (toolId: string, input: Record<string, unknown>) =>
  ToolRun.parse(await apiRequest('/api/ai-tools/runs', { method: 'POST', body: { toolId, input } }));

export const saveToolRun = async (id: string, target: SaveToolRunRequest) =>
  ToolRun.parse(await apiRequest(`/api/ai-tools/runs/${id}/save`, { method: 'POST', body: target }));
