import { z } from 'zod';
import { DateOnly } from '../crm/deal.schema';
import { Currency, MinorUnits, Percent } from './money.schema';

/** From this quota attainment (percent of quota won in the period) on, the tier's rate applies. */
export const CommissionTier = z.object({
  fromAttainment: z.number().min(0, 'must be 0 or more').max(1000, 'must be at most 1000'),
  ratePercent: Percent,
});
export type CommissionTier = z.infer<typeof CommissionTier>;

/** A rep's plan: a percentage of won deal value, raised by tiers once a period's quota is met. */
export const CommissionPlanInput = z
  .object({
    userId: z.uuid(),
    currency: Currency,
    ratePercent: Percent,
    quota: MinorUnits.nullable().default(null),
    tiers: z.array(CommissionTier).max(10, 'may have at most 10 tiers').default([]),
  })
  .superRefine((plan, ctx) => {
    if (plan.tiers.length && !plan.quota) {
      ctx.addIssue({ code: 'custom', path: ['quota'], message: 'is needed for tiers by quota attainment' });
    }
  });
export type CommissionPlanInput = z.infer<typeof CommissionPlanInput>;

export const CommissionPlan = z.object({
  userId: z.uuid(),
  currency: z.string(),
  ratePercent: z.number(),
  quota: z.number().int().nullable(),
  tiers: z.array(CommissionTier),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type CommissionPlan = z.infer<typeof CommissionPlan>;
export const CommissionPlanList = z.object({ items: z.array(CommissionPlan) });

/** A rep's period, first and last day included. */
export const CommissionPeriod = z
  .object({ userId: z.uuid(), from: DateOnly, to: DateOnly })
  .refine((p) => p.from <= p.to, { path: ['to'], message: 'must be on or after from' });

/** One won deal behind a statement: its value in minor units and the commission it earns. */
export const CommissionLine = z.object({
  dealId: z.uuid(),
  title: z.string(),
  closedOn: z.string(),
  value: z.number().int(),
  commission: z.number().int(),
});
export type CommissionLine = z.infer<typeof CommissionLine>;

export const CommissionStatement = z.object({
  userId: z.uuid(),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  quota: z.number().int().nullable(),
  /** Percent of the quota won, to one decimal; null without a quota. */
  attainment: z.number().nullable(),
  ratePercent: z.number(),
  lines: z.array(CommissionLine),
  totals: z.object({ won: z.number().int(), commission: z.number().int() }),
  status: z.enum(['draft', 'approved']),
  approvedAt: z.iso.datetime({ offset: true }).nullable(),
  approvedBy: z.uuid().nullable(),
});
export type CommissionStatement = z.infer<typeof CommissionStatement>;
