import { z } from 'zod';

/** Events of the deal domain; events.ts combines every domain's. */
export const dealEvents = {
  'crm.deal.created': {
    version: 1,
    data: z.object({
      dealId: z.uuid(),
      pipelineId: z.uuid(),
      stageId: z.uuid(),
      ownerId: z.uuid().nullable(),
      title: z.string(),
      value: z.number().int(),
      version: z.number().int(),
    }),
  },
  /** `changed` names the fields (as in the Deal schema) whose value changed. */
  'crm.deal.updated': {
    version: 1,
    data: z.object({ dealId: z.uuid(), changed: z.array(z.string()), version: z.number().int() }),
  },
  'crm.deal.stage_changed': {
    version: 1,
    data: z.object({
      dealId: z.uuid(),
      fromStageId: z.uuid(),
      toStageId: z.uuid(),
      status: z.enum(['open', 'won', 'lost']),
      version: z.number().int(),
    }),
  },
  'crm.deal.deleted': { version: 1, data: z.object({ dealId: z.uuid() }) },
  'crm.deal.restored': { version: 1, data: z.object({ dealId: z.uuid() }) },
} as const;
