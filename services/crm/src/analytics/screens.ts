import { type AnalyticsScreen, type AnalyticsScreenData, listLimits, winRate } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { Viewer } from '../visibility/visibility.repository';
import { dealsIn } from './deal-lists.repository';
import { contactWinRates, wonContributors } from './people.repository';
import { stageStats } from './stage-stats';
import { dealSummary } from './summary.repository';
import { openByCloseMonth, wonByMonth } from './trend.repository';

interface Scope {
  db: Kysely<CrmDb>;
  tenantId: string;
  viewer: Viewer | null;
}

// Deal lists on the intelligence screens are capped like contact lists (spec 001 §9: 6);
// the recent pipeline at 5. Each list's total comes from the one summary scan.
const cap = listLimits.contacts;
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** The last twelve months (oldest first) with won revenue, zero where nothing closed. */
async function lastTwelveMonths({ db, viewer }: Scope, now = new Date()) {
  const months = Array.from(
    { length: 12 },
    (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1)),
  );
  const rows = await wonByMonth(db, viewer, months[0]!.toISOString().slice(0, 10));
  return months.map((month) => {
    const row = rows.find((r) => r.month === month.toISOString().slice(0, 7));
    return { label: monthLabel.format(month), revenue: row?.revenue ?? 0, won: row?.won ?? 0, created: 0 };
  });
}

type Builders = { [S in AnalyticsScreen]: (scope: Scope) => Promise<AnalyticsScreenData<S>> };

/** Each intelligence screen of spec 001 §2.9: the summary plus its own capped lists and series. */
export const screens: Builders = {
  pipeline_intelligence: async (scope) => {
    const { db, viewer } = scope;
    const summary = await dealSummary(db, viewer);
    return {
      summary,
      hot: { total: summary.hot.count, items: await dealsIn(db, viewer, 'hot', 'value', cap) },
      cold: { total: summary.cold.count, items: await dealsIn(db, viewer, 'cold', 'value', cap) },
      stages: await stageStats(db, scope.tenantId, viewer),
    };
  },
  deal_risk: async ({ db, viewer }) => {
    const summary = await dealSummary(db, viewer);
    return {
      summary,
      highRisk: { total: summary.highRisk.count, items: await dealsIn(db, viewer, 'high-risk', 'value', cap) },
      mediumRisk: { total: summary.mediumRisk.count, items: await dealsIn(db, viewer, 'medium-risk', 'value', cap) },
      lowRisk: { total: summary.lowRiskListed, items: await dealsIn(db, viewer, 'low-risk', 'value', cap) },
    };
  },
  conversion: async (scope) => {
    const { db, viewer } = scope;
    const summary = await dealSummary(db, viewer);
    return {
      summary,
      stages: await stageStats(db, scope.tenantId, viewer),
      highPotential: {
        total: summary.highPotential.count,
        items: await dealsIn(db, viewer, 'high-potential', 'value', cap),
      },
    };
  },
  pipeline_health: async ({ db, viewer }) => {
    const summary = await dealSummary(db, viewer);
    return {
      summary,
      stuck: { total: summary.stuck.count, items: await dealsIn(db, viewer, 'stuck', 'idle', cap) },
      recent: {
        total: summary.recent,
        items: await dealsIn(db, viewer, 'recent', 'newest', listLimits.recentPipeline),
      },
    };
  },
  sales_cycle: async (scope) => {
    const { db, viewer } = scope;
    const summary = await dealSummary(db, viewer);
    return {
      summary,
      stages: await stageStats(db, scope.tenantId, viewer, true),
      stuck: { total: summary.stuck.count, items: await dealsIn(db, viewer, 'stuck', 'idle', cap) },
    };
  },
  win_rate: async ({ db, viewer }) => {
    const summary = await dealSummary(db, viewer);
    const contacts = await contactWinRates(db, viewer, listLimits.contacts);
    return {
      summary,
      contacts: contacts.map((c) => ({ ...c, winRate: winRate(c.won, c.lost) })),
      recentWins: { total: summary.won.count, items: await dealsIn(db, viewer, 'won', 'closed', cap) },
    };
  },
  forecast: async ({ db, viewer }) => ({
    summary: await dealSummary(db, viewer),
    byCloseMonth: await openByCloseMonth(db, viewer),
  }),
  live_deals: async ({ db, viewer }) => {
    const summary = await dealSummary(db, viewer);
    return {
      summary,
      deals: { total: summary.active.count, items: await dealsIn(db, viewer, 'active', 'value', cap) },
    };
  },
  competition: async ({ db, viewer }) => {
    const summary = await dealSummary(db, viewer);
    return {
      summary,
      lost: { total: summary.lost.count, items: await dealsIn(db, viewer, 'lost', 'closed', cap) },
      contested: { total: summary.warm.count, items: await dealsIn(db, viewer, 'warm', 'value', cap) },
    };
  },
  revenue: async (scope) => {
    const { db, viewer } = scope;
    return {
      summary: await dealSummary(db, viewer),
      byMonth: await lastTwelveMonths(scope),
      topContributors: await wonContributors(db, viewer, 'owner', listLimits.topContributors),
      wonContributors: await wonContributors(db, viewer, 'contact', listLimits.wonContributors),
    };
  },
};
