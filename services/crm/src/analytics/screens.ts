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
// the recent pipeline at 5. Each list's total comes from the one summary scan.
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

/** A screen's capped list of deals in a segment. */
const list = ({ read, viewer }: Scope, segment: DealSegment, order: ListOrder, limit: number) =>
  read((db) => dealsIn(db, viewer, segment, order, limit));
const stagesOf = ({ read, tenantId, viewer }: Scope, withDurations = false) =>
  read((db) => stageStats(db, tenantId, viewer, withDurations));

/** Each intelligence screen of spec 001 §2.9: the summary plus its own capped lists and series. */
export const screens: Builders = {
  pipeline_intelligence: async (scope) => {
    const [summary, hot, cold, stages] = await Promise.all([
      scope.summary(),
      list(scope, 'hot', 'value', cap),
      list(scope, 'cold', 'value', cap),
      stagesOf(scope),
    ]);
    return {
      summary,
      hot: { total: summary.hot.count, items: hot },
      cold: { total: summary.cold.count, items: cold },
      stages,
    };
  },
  deal_risk: async (scope) => {
    const [summary, high, medium, low] = await Promise.all([
      scope.summary(),
      list(scope, 'high-risk', 'value', cap),
      list(scope, 'medium-risk', 'value', cap),
      list(scope, 'low-risk', 'value', cap),
    ]);
    return {
      summary,
      highRisk: { total: summary.highRisk.count, items: high },
      mediumRisk: { total: summary.mediumRisk.count, items: medium },
      lowRisk: { total: summary.lowRiskListed, items: low },
    };
  },
  conversion: async (scope) => {
    const [summary, stages, highPotential] = await Promise.all([
      scope.summary(),
      stagesOf(scope),
      list(scope, 'high-potential', 'value', cap),
    ]);
    return { summary, stages, highPotential: { total: summary.highPotential.count, items: highPotential } };
  },
  pipeline_health: async (scope) => {
    const [summary, stuck, recent] = await Promise.all([
      scope.summary(),
      list(scope, 'stuck', 'idle', cap),
      list(scope, 'recent', 'newest', listLimits.recentPipeline),
    ]);
    return {
      summary,
      stuck: { total: summary.stuck.count, items: stuck },
      recent: { total: summary.recent, items: recent },
    };
  },
  sales_cycle: async (scope) => {
    const [summary, stages, stuck] = await Promise.all([
      scope.summary(),
      stagesOf(scope, true),
      list(scope, 'stuck', 'idle', cap),
    ]);
    return { summary, stages, stuck: { total: summary.stuck.count, items: stuck } };
  },
  win_rate: async (scope) => {
    const [summary, contacts, recentWins] = await Promise.all([
      scope.summary(),
      scope.read((db) => contactWinRates(db, scope.viewer, listLimits.contacts)),
      list(scope, 'won', 'closed', cap),
    ]);
    return {
      summary,
      contacts: contacts.map((c) => ({ ...c, winRate: winRate(c.won, c.lost) })),
      recentWins: { total: summary.won.count, items: recentWins },
    };
  },
  forecast: async (scope) => {
    const [summary, byCloseMonth] = await Promise.all([
      scope.summary(),
      scope.read((db) => openByCloseMonth(db, scope.viewer)),
    ]);
    return { summary, byCloseMonth };
  },
  live_deals: async (scope) => {
    const [summary, deals] = await Promise.all([scope.summary(), list(scope, 'active', 'value', cap)]);
    return { summary, deals: { total: summary.active.count, items: deals } };
  },
  competition: async (scope) => {
    const [summary, lost, contested] = await Promise.all([
      scope.summary(),
      list(scope, 'lost', 'closed', cap),
      list(scope, 'warm', 'value', cap),
    ]);
    return {
      summary,
      lost: { total: summary.lost.count, items: lost },
      contested: { total: summary.warm.count, items: contested },
    };
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
