import { z } from 'zod';

/** The demo dashboard's period switcher (spec 001 §9): 7, 30 or 90 days. */
export const DemoPeriod = z.enum(['7d', '30d', '90d']);
export type DemoPeriod = z.infer<typeof DemoPeriod>;
export const demoPeriodDays: Record<DemoPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** A period's figures (spec 001 §3 demo dashboard metrics), computed from the workspace's deals and contacts. */
export const PeriodSummary = z.object({
  /** Whole dollars won in the period. */
  revenue: z.number().int(),
  /** Deals won in the period. */
  deals: z.number().int(),
  /** Contacts created in the period. */
  contacts: z.number().int(),
  /** Won over won and lost closed in the period × 100, one decimal. */
  winRate: z.number(),
  /** Won value per equal slice of the period, oldest first. */
  trend: z.array(z.number().int()),
});
export type PeriodSummary = z.infer<typeof PeriodSummary>;
