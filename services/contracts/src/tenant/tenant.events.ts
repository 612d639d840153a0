import { z } from 'zod';
import { OperatorRef } from '../common/operator-ref';

/** Events of the tenant domain; events.ts combines every domain's. */
export const tenantEvents = {
  'tenant.tenant.created': {
    version: 1,
    data: z.object({ slug: z.string(), companyName: z.string() }),
  },
  /** Branding changed (`changed` names Branding fields, 'logo' and 'favicon' included): caches drop the tenant. */
  'tenant.tenant.updated': {
    version: 1,
    data: z.object({ changed: z.array(z.string()), version: z.number().int() }),
  },
  /**
   * An operator moved the tenant to another plan, or its owner chose one to end the free trial
   * (`endedTrial`): quota and feature caches drop it.
   */
  'tenant.tenant.plan_changed': {
    version: 1,
    data: z.object({ from: z.string(), to: z.string(), by: OperatorRef, endedTrial: z.boolean().optional() }),
  },
  /** An operator gave a workspace on its free trial more days (`to` is the new end). */
  'tenant.tenant.trial_extended': {
    version: 1,
    data: z.object({ days: z.number().int(), to: z.string(), by: OperatorRef }),
  },
  /** Suspended (its users are signed out and cannot sign in; its data is kept) or reactivated. */
  'tenant.tenant.status_changed': {
    version: 1,
    data: z.object({ status: z.enum(['active', 'suspended']), by: OperatorRef }),
  },
} as const;
