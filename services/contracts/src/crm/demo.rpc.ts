import { z } from 'zod';

/** The demo domain's request/reply methods; rpc.ts combines every domain's. */
export const demoRpcMethods = {
  /** Fills an empty workspace with the demo CRM (the `npm start` seed); a workspace with contacts is left alone. */
  'crm.demo.seed': {
    request: z.object({ ownerIds: z.array(z.uuid()).max(50) }),
    reply: z.object({ seeded: z.boolean(), contacts: z.number().int(), deals: z.number().int() }),
  },
} as const;
