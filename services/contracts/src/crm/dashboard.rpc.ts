import { z } from 'zod';
import { BadgeCounts, BadgeQuery, DashboardLayout, SavedDashboardLayout } from './dashboard.schema';

/** The dashboard domain's request/reply methods; rpc.ts combines every domain's. */
export const dashboardRpcMethods = {
  /** The caller's own dashboard layout (null: the default). */
  'crm.dashboard.get_layout': { request: z.object({}), reply: SavedDashboardLayout },
  'crm.dashboard.save_layout': { request: DashboardLayout, reply: SavedDashboardLayout },
  'crm.dashboard.reset_layout': { request: z.object({}), reply: SavedDashboardLayout },
  /** Hot contacts + pending tasks + the day's scheduled appointments the caller may see. */
  'crm.dashboard.badge': { request: BadgeQuery, reply: BadgeCounts },
} as const;
