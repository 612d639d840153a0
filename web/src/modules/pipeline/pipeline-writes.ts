import { type CreatePipelineRequest, Pipeline } from '@smartcrm/contracts';
import { apiRequest } from '../../api/http';

/** Managing pipelines (white-label users and admins): each write answers with the changed pipeline. */
export const createPipeline = async (body: CreatePipelineRequest) =>
  Pipeline.parse(await apiRequest('/api/pipelines', { method: 'POST', body }));

export const renamePipeline = async ({ id, ...body }: { id: string; name: string; version: number }) =>
  Pipeline.parse(await apiRequest(`/api/pipelines/${id}`, { method: 'PATCH', body }));

export const makeDefaultPipeline = async (id: string) =>
  Pipeline.parse(await apiRequest(`/api/pipelines/${id}/default`, { method: 'POST' }));

export const reorderPipelines = (ids: string[]) => apiRequest('/api/pipelines/order', { method: 'PUT', body: { ids } });

export const deletePipeline = ({ id, moveDealsTo }: { id: string; moveDealsTo?: string | undefined }) =>
  apiRequest<{ id: string; movedDeals: number }>(
    `/api/pipelines/${id}${moveDealsTo ? `?moveDealsTo=${moveDealsTo}` : ''}`,
    { method: 'DELETE' },
  );

/** Live deals of a pipeline, summed over its stages. */
export const dealCountOf = (pipeline: Pipeline) => pipeline.stages.reduce((n, s) => n + s.dealCount, 0);
