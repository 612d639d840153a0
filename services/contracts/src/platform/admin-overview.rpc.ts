import { z } from 'zod';
import { ActivityQuery, CrmActivity, IdentityActivity, IdentitySummary } from './admin-overview.schema';

/** The admin overview domain's request/reply methods; rpc.ts combines every domain's. */
export const adminOverviewRpcMethods = {
  /** The admin panel's figures: users by status and sessions that still work. */
  'identity.admin.summary': { request: z.object({}), reply: IdentitySummary },
  /** System Analytics: sign-ins, audit entries and new users per day. */
  'identity.admin.activity_by_day': { request: ActivityQuery, reply: IdentityActivity },
  /** System Analytics: contacts and deals created per day. */
  'crm.admin.activity_by_day': { request: ActivityQuery, reply: CrmActivity },
} as const;
