import { z } from 'zod';
import { OperatorRef } from '../common/operator-ref';

/** Events of the plan domain; events.ts combines every domain's. */
export const planEvents = {
  /** A plan was created or edited (the event's tenant is the operator's): every plan cache drops it. */
  'tenant.plan.updated': {
    version: 1,
    data: z.object({ planId: z.string(), version: z.number().int(), created: z.boolean(), by: OperatorRef }),
  },
} as const;
