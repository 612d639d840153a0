import type { DashboardLayout } from '@smartcrm/contracts';
import type { UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import type { Viewer } from '../visibility/visibility.repository';
import { countBadge } from './badge.repository';
import { deleteLayout, readLayout, writeLayout } from './layout.repository';
import { listRecentActivities } from './recent-activity.repository';

interface LayoutOwner {
  tenantId: string;
  userId: string;
}

/** Each user's dashboard layout, the navigation badge and the recent activity feed. */
export function createDashboardService(uow: UnitOfWork<CrmDb>) {
  return {
    layout: ({ tenantId, userId }: LayoutOwner) => uow.withTenant(tenantId, (db) => readLayout(db, userId)),
    /** A section both shown and hidden is shown. */
    saveLayout: ({ tenantId, userId }: LayoutOwner, layout: DashboardLayout) => {
      const hidden = layout.hidden.filter((id) => !layout.order.includes(id));
      return uow.withTenant(tenantId, (db) => writeLayout(db, tenantId, userId, { order: layout.order, hidden }));
    },
    resetLayout: ({ tenantId, userId }: LayoutOwner) => uow.withTenant(tenantId, (db) => deleteLayout(db, userId)),
    badge: (tenantId: string, viewer: Viewer | null, from: Date, to: Date) =>
      uow.withTenant(tenantId, (db) => countBadge(db, viewer, from, to)),
    recentActivities: (
      tenantId: string,
      viewer: Viewer | null,
      limit: number,
      kind: Parameters<typeof listRecentActivities>[3],
    ) => uow.withTenant(tenantId, (db) => listRecentActivities(db, viewer, limit, kind)),
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
