import { AppError, type RpcContext } from '@smartcrm/contracts';
import { type RpcHandlers, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { countBadge } from './badge.repository';
import { deleteLayout, readLayout, writeLayout } from './layout.repository';
import { listRecentActivities } from './recent-activity.repository';

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

export function dashboardHandlers(uow: UnitOfWork<CrmDb>): DashboardHandlers {
  return {
    'crm.dashboard.get_layout': (_request, ctx) => {
      const { tenantId, userId } = userOf(ctx);
      return uow.withTenant(tenantId, (db) => readLayout(db, userId));
    },
    'crm.dashboard.save_layout': (layout, ctx) => {
      const { tenantId, userId } = userOf(ctx);
      const hidden = layout.hidden.filter((id) => !layout.order.includes(id));
      return uow.withTenant(tenantId, (db) => writeLayout(db, tenantId, userId, { order: layout.order, hidden }));
    },
    'crm.dashboard.reset_layout': async (_request, ctx) => {
      const { tenantId, userId } = userOf(ctx);
      await uow.withTenant(tenantId, (db) => deleteLayout(db, userId));
      return null;
    },
    'crm.dashboard.badge': ({ from, to }, ctx) => {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, (db) => countBadge(db, viewerOf(ctx), new Date(from), new Date(to)));
    },
    'crm.activities.recent': ({ limit, kind }, ctx) => {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, (db) => listRecentActivities(db, viewerOf(ctx), limit, kind));
    },
  };
}
