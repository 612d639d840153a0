import { z } from 'zod';
import {
  CreatePipelineRequest,
  DeletePipelineRequest,
  Pipeline,
  RenamePipelineRequest,
  ReorderPipelinesRequest,
  UpdateStagesRequest,
} from './pipeline.schema';

/** The pipeline domain's request/reply methods; rpc.ts combines every domain's. */
export const pipelineRpcMethods = {
  /** The tenant's pipelines with their stages; the default one is created on first use. */
  'crm.pipelines.list': { request: z.object({}), reply: z.object({ items: z.array(Pipeline) }) },
  'crm.pipelines.update_stages': { request: UpdateStagesRequest, reply: Pipeline },
  'crm.pipelines.create': { request: CreatePipelineRequest, reply: Pipeline },
  'crm.pipelines.rename': { request: RenamePipelineRequest, reply: Pipeline },
  /** Makes this pipeline the tenant's default (the one /pipeline and new deals start in). */
  'crm.pipelines.set_default': { request: z.object({ id: z.uuid() }), reply: Pipeline },
  'crm.pipelines.reorder': { request: ReorderPipelinesRequest, reply: z.object({ items: z.array(Pipeline) }) },
  'crm.pipelines.delete': { request: DeletePipelineRequest, reply: z.object({ id: z.uuid(), movedDeals: z.number() }) },
} as const;
