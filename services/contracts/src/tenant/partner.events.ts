import { z } from 'zod';
import { OperatorRef } from '../common/operator-ref';

/** Events of the partner domain; events.ts combines every domain's. */
export const partnerEvents = {
  /** An operator set the share of its clients' plan prices a partner earns (percent, two decimals). */
  'tenant.partner.share_changed': {
    version: 1,
    data: z.object({ sharePercent: z.number(), previous: z.number(), by: OperatorRef }),
  },
} as const;
