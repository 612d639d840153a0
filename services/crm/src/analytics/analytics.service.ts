import type { AnalyticsScreen, RpcContext, Timeframe } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import type { Read, Scope } from './analytics-scope';
import { createdPerDay } from './created-per-day.repository';
import { dealAnalytics } from './deal-analytics';
import { embedSummary } from './embed-summary.repository';
import type { FigureCache } from './figure-cache';
import { periodSummary } from './period-summary.repository';
import { screens } from './screens';
import { dealSummary } from './summary.repository';

/** Read-only figures per screen, over the deals the caller may see (record visibility applies). */
export function createAnalyticsService(uow: UnitOfWork<CrmDb>, figures: FigureCache) {
  // Per user and role: record visibility makes one user's figures differ from a colleague's.
  const shared = <T>(ctx: RpcContext, what: string, compute: () => Promise<T>) =>
    figures.get(requireTenant(ctx), `${ctx.actor?.userId ?? '-'}:${ctx.actor?.role ?? '-'}:${what}`, compute);
  const scopeOf = (ctx: RpcContext): Scope => {
    const tenantId = requireTenant(ctx);
    const viewer = viewerOf(ctx);
    // Reads outside a transaction: one round trip a statement instead of three (BEGIN, statement,
    // COMMIT). The one write they may do, the default pipeline on first use, is a single statement.
    const read: Read = (work) => uow.read(tenantId, work);
    const summary = () => shared(ctx, 'summary', () => read((db) => dealSummary(db, viewer)));
    return { read, tenantId, viewer, summary };
  };
  return {
    dealAnalytics: (timeframe: Timeframe, ctx: RpcContext) =>
      shared(ctx, `deal_analytics:${timeframe}`, () => dealAnalytics(scopeOf(ctx), timeframe)),
    screen: <S extends AnalyticsScreen>(name: S, ctx: RpcContext) =>
      shared(ctx, name, () => screens[name](scopeOf(ctx)) as ReturnType<(typeof screens)[S]>),
    // The workspace's figures, not one user's: a key reads them, with no user to apply visibility for.
    embedSummary(ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      return uow.read(tenantId, (db) => embedSummary(db, tenantId));
    },
    periodSummary(days: number, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      return uow.read(tenantId, (db) => periodSummary(db, tenantId, days));
    },
    /**
     * System Analytics (admin_dashboard, checked by the BFF): the workspace's contacts and deals
     * created per day, whoever owns them; counts only, so record visibility does not apply.
     */
    createdPerDay: (days: number, ctx: RpcContext) =>
      uow.withTenant(requireTenant(ctx), (trx) => createdPerDay(trx, days)),
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
