import { z } from 'zod';

/** Events of the pipeline domain; events.ts combines every domain's. */
export const pipelineEvents = {
  /** Stages renamed, reordered, added or removed (deals of a removed stage moved with it). */
  'crm.pipeline.updated': { version: 1, data: z.object({ pipelineId: z.uuid(), version: z.number().int() }) },
  'crm.pipeline.created': { version: 1, data: z.object({ pipelineId: z.uuid(), name: z.string() }) },
  /** `movedTo`: the pipeline that took its deals, if it had any. */
  'crm.pipeline.deleted': { version: 1, data: z.object({ pipelineId: z.uuid(), movedTo: z.uuid().nullable() }) },
} as const;
