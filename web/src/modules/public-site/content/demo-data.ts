import type { ContactStatus, InterestLevel } from '@smartcrm/contracts';

/**
 * Sample figures of the public demo (spec 001 §2.10, §3): a visitor has no workspace, so the demo
 * shows a fictional team. Every screen that uses these labels them as sample data.
 */
export const demoPeriods = ['7d', '30d', '90d'] as const;
export type DemoPeriod = (typeof demoPeriods)[number];

export const demoPeriodLabels: Record<DemoPeriod, string> = { '7d': '7 days', '30d': '30 days', '90d': '90 days' };

export interface DemoMetrics {
  revenue: number;
  deals: number;
  contacts: number;
  winRate: number;
  /** Won revenue per bucket (days, weeks or fortnights) for the trend bars. */
  trend: number[];
}

export const demoMetrics: Record<DemoPeriod, DemoMetrics> = {
  '7d': { revenue: 48_200, deals: 12, contacts: 86, winRate: 31, trend: [4.1, 6.8, 5.2, 9.4, 7.7, 8.9, 6.1] },
  '30d': { revenue: 186_400, deals: 47, contacts: 342, winRate: 28, trend: [31, 42, 38, 51, 47, 58, 44] },
  '90d': { revenue: 524_900, deals: 131, contacts: 958, winRate: 26, trend: [58, 66, 71, 64, 82, 88, 95] },
};

export interface DemoDeal {
  title: string;
  company: string;
  value: number;
  probability: number;
}

/** The four stages the landing page shows, in order (spec 001 §2.12). */
export const demoStages: { name: string; deals: DemoDeal[] }[] = [
  {
    name: 'Prospecting',
    deals: [
      { title: 'Fleet telematics pilot', company: 'Northwind Logistics', value: 18_000, probability: 20 },
      { title: 'Clinic scheduling suite', company: 'Bluebell Health', value: 9_500, probability: 15 },
    ],
  },
  {
    name: 'Qualification',
    deals: [
      { title: 'Warehouse analytics', company: 'Contoso Retail', value: 42_000, probability: 40 },
      { title: 'Partner portal', company: 'Fabrikam Inc.', value: 27_500, probability: 45 },
    ],
  },
  {
    name: 'Proposal',
    deals: [{ title: 'Enterprise rollout, 120 seats', company: 'Tailspin Toys', value: 95_000, probability: 60 }],
  },
  {
    name: 'Negotiation',
    deals: [
      { title: 'Renewal and upsell', company: 'Adventure Works', value: 64_000, probability: 80 },
      { title: 'Regional expansion', company: 'Litware Labs', value: 31_000, probability: 75 },
    ],
  },
];

/** The three parts of a lead score the landing page shows (spec 001 §2.12). */
export const demoLeadScore = {
  contact: 'Dana Whitfield',
  company: 'Northwind Logistics',
  parts: [
    { name: 'Engagement', value: 86 },
    { name: 'Fit Score', value: 78 },
    { name: 'Budget Match', value: 92 },
  ],
};

export interface DemoContact {
  name: string;
  title: string;
  company: string;
  status: ContactStatus;
  interest: InterestLevel;
  score: number;
  tags: string[];
}
