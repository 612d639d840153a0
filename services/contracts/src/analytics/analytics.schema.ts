import { z } from 'zod';

/** Segments of deals by the classifications of spec 001 §4: what a "View All Deals" link filters by. */
export const dealSegments = [
  'active',
  'hot',
  'warm',
  'cold',
  'high-risk',
  'medium-risk',
  'low-risk',
  'stuck',
  'high-potential',
  'recent',
  'won',
  'lost',
] as const;
export const DealSegment = z.enum(dealSegments);
export type DealSegment = z.infer<typeof DealSegment>;

export const Timeframe = z.enum(['week', 'month', 'quarter']);
export type Timeframe = z.infer<typeof Timeframe>;

const money = z.number().int();
const CountValue = z.object({ count: z.number().int(), value: money });
export type CountValue = z.infer<typeof CountValue>;

/** A deal as the lists of the analytics screens show it; idle and age are whole days. */
export const AnalyticsDeal = z.object({
  id: z.uuid(),
  title: z.string(),
  value: money,
  probability: z.number().int(),
  status: z.enum(['open', 'won', 'lost']),
  stageName: z.string(),
  contactId: z.uuid().nullable(),
  /** Null: Unknown Contact (spec 001 §2.9). */
  contactName: z.string().nullable(),
  idleDays: z.number().int(),
  ageDays: z.number().int(),
  expectedCloseDate: z.string().nullable(),
  actualCloseDate: z.string().nullable(),
});
export type AnalyticsDeal = z.infer<typeof AnalyticsDeal>;

/** A capped list and how many there are in all (the link shows the rest). */
const DealList = z.object({ total: z.number().int(), items: z.array(AnalyticsDeal) });
export type DealList = z.infer<typeof DealList>;

export const ContactRef = z.object({ id: z.uuid().nullable(), name: z.string().nullable() });
/** Totals with an avatar stack: the first three contacts and how many more. */
const AvatarTotals = CountValue.extend({ contacts: z.array(ContactRef), moreContacts: z.number().int() });

/** One stage in pipeline order; `reached` counts deals whose furthest stage (from history) is here or later. */
export const StageStat = z.object({
  stageId: z.uuid(),
  name: z.string(),
  kind: z.enum(['open', 'won', 'lost']),
  count: z.number().int(),
  value: money,
  reached: z.number().int(),
  /** Percent of the previous open stage's reached deals that reached this one; null for the first. */
  conversion: z.number().nullable(),
  /** Average days deals spent in this stage, from the stage-change history; null when none left it yet. */
  averageDays: z.number().nullable(),
});
export type StageStat = z.infer<typeof StageStat>;

/** Every figure of the summary scan: one pass over the tenant's deals with FILTER aggregates. */
export const DealSummary = z.object({
  all: CountValue,
  active: CountValue.extend({ weighted: money, averageProbability: z.number(), averageAgeDays: z.number() }),
  won: CountValue,
  lost: CountValue,
  wonYtd: CountValue,
  lostYtd: CountValue,
  hot: CountValue,
  warm: CountValue,
  cold: CountValue,
  highRisk: CountValue,
  mediumRisk: CountValue,
  lowRisk: CountValue,
  lowRiskListed: z.number().int(),
  stuck: CountValue,
  highPotential: CountValue,
  recent: z.number().int(),
  salesVelocity: z.number().int(),
  largeDeals: z.number().int(),
  ageGreen: z.number().int(),
  ageYellow: z.number().int(),
  ageRed: z.number().int(),
  /** Average days from creation to the close date of won deals; null without won deals. */
  averageDaysToClose: z.number().nullable(),
});
export type DealSummary = z.infer<typeof DealSummary>;

export const TrendPoint = z.object({
  label: z.string(),
  revenue: money,
  won: z.number().int(),
  created: z.number().int(),
});
export const MonthGroup = CountValue.extend({ month: z.string().nullable(), weighted: money });

export const DealAnalytics = z.object({
  timeframe: Timeframe,
  kpis: z.object({
    totalRevenue: money,
    conversionRate: z.number(),
    totalContacts: z.number().int(),
    averageDealSize: money,
    /** The counts behind the figures, so a card can say what it divided. */
    dealsCreated: z.number().int(),
    dealsCreatedWon: z.number().int(),
    dealsWon: z.number().int(),
  }),
  activePipeline: AvatarTotals,
  wonYtd: AvatarTotals,
  lostYtd: AvatarTotals,
  trend: z.array(TrendPoint),
  stages: z.array(StageStat),
  byCloseMonth: z.array(MonthGroup),
});
export type DealAnalytics = z.infer<typeof DealAnalytics>;

/** `detail` (company, else email) tells contacts of the same name apart in a list. */
export const ContactWinRate = z.object({
  id: z.uuid(),
  name: z.string(),
  detail: z.string().nullable(),
  won: z.number().int(),
  lost: z.number().int(),
  winRate: z.number(),
  wonValue: money,
});
export const Contributor = z.object({
  id: z.uuid().nullable(),
  name: z.string().nullable(),
  detail: z.string().nullable(),
  ...CountValue.shape,
});

/** One reply shape per screen: the summary plus what only that screen lists. */
export const analyticsScreens = {
  pipeline_intelligence: z.object({ summary: DealSummary, hot: DealList, cold: DealList, stages: z.array(StageStat) }),
  deal_risk: z.object({ summary: DealSummary, highRisk: DealList, mediumRisk: DealList, lowRisk: DealList }),
  conversion: z.object({ summary: DealSummary, stages: z.array(StageStat), highPotential: DealList }),
  pipeline_health: z.object({ summary: DealSummary, stuck: DealList, recent: DealList }),
  sales_cycle: z.object({ summary: DealSummary, stages: z.array(StageStat), stuck: DealList }),
  win_rate: z.object({ summary: DealSummary, contacts: z.array(ContactWinRate), recentWins: DealList }),
  forecast: z.object({ summary: DealSummary, byCloseMonth: z.array(MonthGroup) }),
  live_deals: z.object({ summary: DealSummary, deals: DealList }),
  competition: z.object({ summary: DealSummary, lost: DealList, contested: DealList }),
  revenue: z.object({
    summary: DealSummary,
    byMonth: z.array(TrendPoint),
    topContributors: z.array(Contributor),
    wonContributors: z.array(Contributor),
  }),
} as const;
export type AnalyticsScreen = keyof typeof analyticsScreens;
export type AnalyticsScreenData<S extends AnalyticsScreen> = z.infer<(typeof analyticsScreens)[S]>;
