import { AppError, type RpcContext } from '@smartcrm/contracts';
import { type RpcHandlers, requireTenant } from '@smartcrm/kit';
import { viewerOf } from '../deals/deal-access';
import type { DashboardService } from './dashboard.service';

type DashboardHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.dashboard.get_layout'
  | 'crm.dashboard.save_layout'
  | 'crm.dashboard.reset_layout'
  | 'crm.dashboard.badge'
  | 'crm.activities.recent'
>;

/** A layout belongs to the signed-in user; an API caller without one has none. */
const userOf = (ctx: RpcContext) => {
  const tenantId = requireTenant(ctx);
  if (!ctx.actor) throw new AppError('unauthenticated', 'A dashboard layout belongs to a signed-in user');
  return { tenantId, userId: ctx.actor.userId };
};

export function dashboardHandlers(dashboard: DashboardService): DashboardHandlers {
  return {
    'crm.dashboard.get_layout': (_request, ctx) => dashboard.layout(userOf(ctx)),
    'crm.dashboard.save_layout': (layout, ctx) => dashboard.saveLayout(userOf(ctx), layout),
    'crm.dashboard.reset_layout': async (_request, ctx) => {
      await dashboard.resetLayout(userOf(ctx));
      return null;
    },
    'crm.dashboard.badge': ({ from, to }, ctx) =>
      dashboard.badge(requireTenant(ctx), viewerOf(ctx), new Date(from), new Date(to)),
    'crm.activities.recent': ({ limit, kind }, ctx) =>
      dashboard.recentActivities(requireTenant(ctx), viewerOf(ctx), limit, kind),
  };
}
