import {
  averageWonDealSize,
  conversionRate,
  type DealAnalytics,
  listLimits,
  type Timeframe,
} from '@smartcrm/contracts';
import type { Scope } from './analytics-scope';
import { avatarStacks } from './avatar-stacks.repository';
import { stageStats } from './stage-stats';
import { contactCount } from '../contacts/contact.repository';
import { cohort, openByCloseMonth, trendBuckets } from './trend.repository';

/** Days per bucket and number of buckets: a week by day, a month by day, a quarter by week. */
const windows: Record<Timeframe, { step: number; buckets: number }> = {
  week: { step: 1, buckets: 7 },
  month: { step: 1, buckets: 30 },
  quarter: { step: 7, buckets: 13 },
};
const dayMs = 86_400_000;
const label = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Spec 001 §2.7: the dashboard's Deal Analytics section for a timeframe ending today (UTC). Its
 * reads need no common snapshot, so they run at once, each on a connection of its own.
 */
export async function dealAnalytics(
  { read, tenantId, viewer, summary: readSummary }: Scope,
  timeframe: Timeframe,
  now = new Date(),
): Promise<DealAnalytics> {
  const { step, buckets } = windows[timeframe];
  const todayMs = Date.parse(now.toISOString().slice(0, 10));
  const startMs = todayMs - (step * buckets - 1) * dayMs;
  const start = new Date(startMs).toISOString().slice(0, 10);

  const [summary, trendRows, created, stacks, totalContacts, stages, byCloseMonth] = await Promise.all([
    readSummary(),
    read((db) => trendBuckets(db, viewer, start, step)),
    read((db) => cohort(db, viewer, start)),
    read((db) => avatarStacks(db, viewer, listLimits.avatars)),
    read((db) => contactCount(db, viewer)),
    read((db) => stageStats(db, tenantId, viewer)),
    read((db) => openByCloseMonth(db, viewer)),
  ]);
  const trend = Array.from({ length: buckets }, (_, i) => {
    const row = trendRows.find((r) => r.bucket === i);
    return {
      label: label.format(new Date(startMs + i * step * dayMs)),
      revenue: row?.revenue ?? 0,
      won: row?.won ?? 0,
      created: row?.created ?? 0,
    };
  });
  const revenue = trend.reduce((sum, p) => sum + p.revenue, 0);
  const won = trend.reduce((sum, p) => sum + p.won, 0);
  const stack = (bucket: 'active' | 'won' | 'lost') => {
    const row = stacks.find((s) => s.bucket === bucket);
    const contacts = row?.firsts ?? [];
    return { contacts, moreContacts: Math.max(0, (row?.contacts ?? 0) - contacts.length) };
  };
  return {
    timeframe,
    kpis: {
      totalRevenue: revenue,
      conversionRate: conversionRate(created.won, created.created),
      totalContacts,
      averageDealSize: averageWonDealSize(revenue, won),
      dealsCreated: created.created,
      dealsCreatedWon: created.won,
      dealsWon: won,
    },
    activePipeline: { count: summary.active.count, value: summary.active.value, ...stack('active') },
    wonYtd: { ...summary.wonYtd, ...stack('won') },
    lostYtd: { ...summary.lostYtd, ...stack('lost') },
    trend,
    stages,
    byCloseMonth,
  };
}
