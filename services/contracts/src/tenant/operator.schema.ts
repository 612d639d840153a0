import { z } from 'zod';
import { Email } from '../common/ids';
import { PersonName } from '../identity/identity.schema';
import { PlanId } from './plan.schema';
import { TenantSlug, TenantStatus } from './tenant.schema';

/** The platform operators' tenant list (/admin/tenants): search by slug or company name, keyset pages. */
export const TenantListQuery = z.object({
  search: z.string().trim().max(80).optional(),
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TenantListQuery = z.infer<typeof TenantListQuery>;

export const TenantSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  companyName: z.string(),
  plan: PlanId,
  status: TenantStatus,
  /** A self-serve workspace's free trial ends (or ended) then; null once a plan is chosen or never on trial. */
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TenantSummary = z.infer<typeof TenantSummary>;

export const TenantPage = z.object({ tenants: z.array(TenantSummary), nextCursor: z.string().nullable() });
export type TenantPage = z.infer<typeof TenantPage>;

/** A tenant an operator sets up: its first user is its super admin, invited by email. */
export const OperatorCreateTenantInput = z.object({
  slug: TenantSlug,
  companyName: z.string().trim().min(2, 'must be at least 2 characters').max(80),
  plan: PlanId,
  owner: z.object({ name: PersonName, email: Email }),
});
export type OperatorCreateTenantInput = z.infer<typeof OperatorCreateTenantInput>;

export const SetTenantStatusInput = z.object({ status: TenantStatus });
export const ChangeTenantPlanInput = z.object({ plan: PlanId });
/** More days of free trial, counted from the trial's end, or from now when it has already ended. */
export const ExtendTrialInput = z.object({
  days: z.number().int().min(1, 'must be at least 1 day').max(90, 'must be at most 90 days'),
});
export const TenantIdParams = z.object({ tenantId: z.uuid() });

/** "Sign in as": a time-boxed support session as a tenant's user. */
export const StartSupportSessionInput = z.object({ userId: z.uuid() });
export const SupportHandoff = z.object({
  /** Single-use, valid for a minute: exchanged for the session on the tenant's own address. */
  code: z.string().min(32).max(128),
  expiresAt: z.string(),
});
export type SupportHandoff = z.infer<typeof SupportHandoff>;
