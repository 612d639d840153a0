import { Workflow, type WorkflowInput, WorkflowList, WorkflowRunList } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const automationKeys = {
  all: ['automation'] as const,
  list: () => [...automationKeys.all, 'list'] as const,
  workflow: (id: string) => [...automationKeys.all, 'workflow', id] as const,
  runs: (id: string) => [...automationKeys.all, 'runs', id] as const,
};

export const workflowsQuery = () =>
  queryOptions({
    queryKey: automationKeys.list(),
    queryFn: async () => WorkflowList.parse(await apiRequest('/api/automation/workflows')).items,
  });

export const workflowQuery = (id: string) =>
  queryOptions({
    queryKey: automationKeys.workflow(id),
    queryFn: async () => Workflow.parse(await apiRequest(`/api/automation/workflows/${id}`)),
  });

/** Runs follow events as they happen: refreshed every few seconds while the page is open. */
export const runsQuery = (id: string) =>
  queryOptions({
    queryKey: automationKeys.runs(id),
    queryFn: async () => WorkflowRunList.parse(await apiRequest(`/api/automation/workflows/${id}/runs`)).items,
    refetchInterval: 3000,
  });

export const createWorkflow = async (input: WorkflowInput) =>
  Workflow.parse(await apiRequest('/api/automation/workflows', { method: 'POST', body: input }));

export const saveWorkflow = async (id: string, patch: Partial<WorkflowInput>) =>
  Workflow.parse(await apiRequest(`/api/automation/workflows/${id}`, { method: 'PATCH', body: patch }));

export const changeWorkflowState = async (id: string, action: 'activate' | 'pause' | 'archive') =>
  Workflow.parse(await apiRequest(`/api/automation/workflows/${id}/${action}`, { method: 'POST' }));
