import {
  type AnalyticsScreen,
  type AnalyticsScreenData,
  type DealSegment,
  listLimits,
  winRate,
} from '@smartcrm/contracts';
import type { Scope } from './analytics-scope';
import { dealsIn, type ListOrder } from './deal-lists.repository';
import { contactWinRates, wonContributors } from './people.repository';
import { stageStats } from './stage-stats';
import { openByCloseMonth, wonByMonth } from './trend.repository';

// Deal lists on the intelligence screens are capped like contact lists (spec 001 §9: 6);
// the recent pipeline at 5. Each list's total comes from the summary.
const cap = listLimits.contacts;
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** The last twelve months (oldest first) with won revenue, zero where nothing closed. */
async function lastTwelveMonths({ read, viewer }: Scope, now = new Date()) {
  const months = Array.from(
    { length: 12 },
    (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1)),
  );
  const rows = await read((db) => wonByMonth(db, viewer, months[0]!.toISOString().slice(0, 10)));
  return months.map((month) => {
    const row = rows.find((r) => r.month === month.toISOString().slice(0, 7));
    return { label: monthLabel.format(month), revenue: row?.revenue ?? 0, won: row?.won ?? 0, created: 0 };
  });
}

type Builders = { [S in AnalyticsScreen]: (scope: Scope) => Promise<AnalyticsScreenData<S>> };

/**
 * A screen's capped list of deals in a segment with its total from the summary; an empty segment
 * is not read (walking an index in list order for a segment with no deals would read them all).
 */
const list = async ({ read, viewer }: Scope, segment: DealSegment, order: ListOrder, limit: number, total: number) => ({
  total,
  items: total ? await read((db) => dealsIn(db, viewer, segment, order, limit)) : [],
});
const stagesOf = ({ read, tenantId, viewer }: Scope, withDurations = false) =>
  read((db) => stageStats(db, tenantId, viewer, withDurations));

/** Each intelligence screen of spec 001 §2.9: the summary plus its own capped lists and series. */
export const screens: Builders = {
  pipeline_intelligence: async (scope) => {
    const summary = await scope.summary();
    const [hot, cold, stages] = await Promise.all([
      list(scope, 'hot', 'value', cap, summary.hot.count),
      list(scope, 'cold', 'value', cap, summary.cold.count),
      stagesOf(scope),
    ]);
    return { summary, hot, cold, stages };
  },
  deal_risk: async (scope) => {
    const summary = await scope.summary();
    const [highRisk, mediumRisk, lowRisk] = await Promise.all([
      list(scope, 'high-risk', 'value', cap, summary.highRisk.count),
      list(scope, 'medium-risk', 'value', cap, summary.mediumRisk.count),
      list(scope, 'low-risk', 'value', cap, summary.lowRisk.count),
    ]);
    return { summary, highRisk, mediumRisk, lowRisk: { ...lowRisk, total: summary.lowRiskListed } };
  },
  conversion: async (scope) => {
    const summary = await scope.summary();
    const [stages, highPotential] = await Promise.all([
      stagesOf(scope),
      list(scope, 'high-potential', 'value', cap, summary.highPotential.count),
    ]);
    return { summary, stages, highPotential };
  },
  pipeline_health: async (scope) => {
    const summary = await scope.summary();
    const [stuck, recent] = await Promise.all([
      list(scope, 'stuck', 'idle', cap, summary.stuck.count),
      list(scope, 'recent', 'newest', listLimits.recentPipeline, summary.recent),
    ]);
    return { summary, stuck, recent };
  },
  sales_cycle: async (scope) => {
    const summary = await scope.summary();
    const [stages, stuck] = await Promise.all([
      stagesOf(scope, true),
      list(scope, 'stuck', 'idle', cap, summary.stuck.count),
    ]);
    return { summary, stages, stuck };
  },
  win_rate: async (scope) => {
    const summary = await scope.summary();
    const [contacts, recentWins] = await Promise.all([
      scope.read((db) => contactWinRates(db, scope.viewer, listLimits.contacts)),
      list(scope, 'won', 'closed', cap, summary.won.count),
    ]);
    return { summary, contacts: contacts.map((c) => ({ ...c, winRate: winRate(c.won, c.lost) })), recentWins };
  },
  forecast: async (scope) => {
    const [summary, byCloseMonth] = await Promise.all([
      scope.summary(),
      scope.read((db) => openByCloseMonth(db, scope.viewer)),
    ]);
    return { summary, byCloseMonth };
  },
  live_deals: async (scope) => {
    const summary = await scope.summary();
    return { summary, deals: await list(scope, 'active', 'value', cap, summary.active.count) };
  },
  competition: async (scope) => {
    const summary = await scope.summary();
    const [lost, contested] = await Promise.all([
      list(scope, 'lost', 'closed', cap, summary.lost.count),
      list(scope, 'warm', 'value', cap, summary.warm.count),
    ]);
    return { summary, lost, contested };
  },
  revenue: async (scope) => {
    const { read, viewer } = scope;
    const [summary, byMonth, topContributors, wonContributorList] = await Promise.all([
      scope.summary(),
      lastTwelveMonths(scope),
      read((db) => wonContributors(db, viewer, 'owner', listLimits.topContributors)),
      read((db) => wonContributors(db, viewer, 'contact', listLimits.wonContributors)),
    ]);
    return { summary, byMonth, topContributors, wonContributors: wonContributorList };
  },
};
