import { z } from 'zod';

/** Facts of the money side of a deal; events.ts combines every domain's. */
export const commerceEvents = {
  'crm.quote.accepted': {
    version: 1,
    data: z.object({
      quoteId: z.uuid(),
      dealId: z.uuid(),
      version: z.number().int(),
      total: z.number().int(),
      currency: z.string(),
      acceptedBy: z.string(),
    }),
  },
  'crm.invoice.created': {
    version: 1,
    data: z.object({ invoiceId: z.uuid(), number: z.string(), dealId: z.uuid().nullable(), total: z.number().int() }),
  },
  'crm.invoice.status_changed': {
    version: 1,
    data: z.object({ invoiceId: z.uuid(), number: z.string(), status: z.string(), amountPaid: z.number().int() }),
  },
} as const;
