import { z } from 'zod';
import { Email } from '../common/ids';
import { PersonName } from '../identity/identity.schema';
import { PlanId, QuotaUsage } from './plan.schema';
import { HexColor, TenantSlug, TenantStatus } from './tenant.schema';

/**
 * Partners (agencies) own client workspaces (sub-tenants) and earn a share of their plan
 * prices. The share is a percentage with at most two decimals, set by a platform operator.
 */
export const SharePercent = z
  .number()
  .min(0, 'cannot be negative')
  .max(100, 'cannot be more than 100')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'may have at most two decimals');

/** The partner onboarding wizard (/partner-onboarding): a client workspace and its first user. */
export const OnboardClientInput = z.object({
  slug: TenantSlug,
  companyName: z.string().trim().min(2, 'must be at least 2 characters').max(80),
  primaryColor: HexColor,
  secondaryColor: HexColor,
  plan: PlanId,
  owner: z.object({ name: PersonName, email: Email }),
});
export type OnboardClientInput = z.infer<typeof OnboardClientInput>;

/** One client workspace of a partner. */
export const PartnerClient = z.object({
  id: z.uuid(),
  slug: z.string(),
  companyName: z.string(),
  primaryColor: z.string(),
  plan: PlanId,
  planName: z.string(),
  /** Whole US dollars a month: the plan's price. */
  monthlyPrice: z.number().int(),
  status: TenantStatus,
  createdAt: z.string(),
});
export type PartnerClient = z.infer<typeof PartnerClient>;

export const Partner = z.object({
  tenantId: z.uuid(),
  slug: z.string(),
  companyName: z.string(),
  sharePercent: z.number(),
});
export type Partner = z.infer<typeof Partner>;

/** A partner's clients, newest first, and its totals. */
export const PartnerClients = z.object({
  partner: Partner,
  clients: z.array(PartnerClient),
  /** Whole dollars a month: the plan prices of the active clients. */
  mrr: z.number().int(),
  activeClients: z.number().int(),
  /** Clients created this calendar month (UTC). */
  newThisMonth: z.number().int(),
});
export type PartnerClients = z.infer<typeof PartnerClients>;

/** `GET /api/partners/dashboard`: the clients with the seats and contacts each one uses. */
export const PartnerDashboard = PartnerClients.extend({
  clients: z.array(PartnerClient.extend({ seats: QuotaUsage, contacts: QuotaUsage })),
});
export type PartnerDashboard = z.infer<typeof PartnerDashboard>;

/** The operators' partner list (/revenue-sharing): every partner with its share and MRR. */
export const PartnerSummary = Partner.extend({ clients: z.number().int(), mrr: z.number().int() });
export type PartnerSummary = z.infer<typeof PartnerSummary>;
export const PartnerList = z.object({ partners: z.array(PartnerSummary) });
export const SetPartnerShareInput = z.object({ sharePercent: SharePercent });

/** A calendar month (UTC), e.g. 2026-11. */
export const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-11');

export const StatementQuery = z
  .object({ from: Month, to: Month })
  .refine((q) => q.from <= q.to, { message: 'must not be before from', path: ['to'] })
  .refine((q) => monthsBetween(q.from, q.to) <= 12, { message: 'may span at most 12 months', path: ['to'] });
export type StatementQuery = z.infer<typeof StatementQuery>;

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** One client on one plan in one month: its price prorated by the days it was active on it. */
export const StatementLine = z.object({
  tenantId: z.uuid(),
  slug: z.string(),
  companyName: z.string(),
  plan: PlanId,
  planName: z.string(),
  monthlyPrice: z.number().int(),
  daysActive: z.number().int(),
  daysInMonth: z.number().int(),
  billedCents: z.number().int(),
  earnedCents: z.number().int(),
});
export type StatementLine = z.infer<typeof StatementLine>;

export const MonthStatement = z.object({
  month: Month,
  /** The month is not over: its days to come are counted as the clients stand now. */
  projected: z.boolean(),
  lines: z.array(StatementLine),
  billedCents: z.number().int(),
  earnedCents: z.number().int(),
});
export type MonthStatement = z.infer<typeof MonthStatement>;

export const Statement = z.object({
  partner: Partner,
  months: z.array(MonthStatement),
  billedCents: z.number().int(),
  earnedCents: z.number().int(),
});
export type Statement = z.infer<typeof Statement>;
