import { z } from 'zod';
import { csvParam } from '../common/query-params';
import { Activity, ActivityKind, activityKinds } from './activity.schema';

/** Spec 000 §2: every section id the dashboard knows, in the spec's order. */
export const dashboardSectionIds = [
  'executive-overview-section',
  'ai-smart-features-hub',
  'sales-pipeline-deal-analytics',
  'customer-lead-management',
  'activities-communications',
  'integrations-system',
  'metrics-cards-section',
  'kpi-cards-section',
  'gpt5-smart-kpi-section',
  'quick-actions-section',
  'ai-insights-section',
  'gpt5-analytics-section',
  'gpt5-deal-intelligence-section',
  'gpt5-enhanced-dashboard',
  'gpt5-feature-status',
  'interaction-history-section',
  'customer-profile-section',
  'recent-activity-section',
  'tasks-and-funnel-section',
  'charts-section',
  'analytics-section',
  'apps-section',
  'contacts-section',
  'pipeline-section',
  'tasks-section',
  'white-label-section',
  'product-research-section',
  'ai-analytics-section',
  'ai-goals-section',
] as const;
export const DashboardSectionId = z.enum(dashboardSectionIds);
export type DashboardSectionId = z.infer<typeof DashboardSectionId>;

/** The 15 sections a new user sees, each backed by the tenant's real records. */
export const defaultSectionOrder: DashboardSectionId[] = [
  'quick-actions-section',
  'executive-overview-section',
  'kpi-cards-section',
  'sales-pipeline-deal-analytics',
  'pipeline-section',
  'tasks-and-funnel-section',
  'activities-communications',
  'customer-lead-management',
  'recent-activity-section',
  'interaction-history-section',
  'contacts-section',
  'tasks-section',
  'metrics-cards-section',
  'charts-section',
  'ai-insights-section',
];

const sectionList = z
  .array(DashboardSectionId)
  .max(dashboardSectionIds.length)
  .refine((ids) => new Set(ids).size === ids.length, 'a section appears only once');

/** A user's layout: the order of the shown sections and the hidden ones. */
export const DashboardLayout = z.object({
  order: sectionList.min(1, 'keep at least one section'),
  hidden: sectionList,
});
export type DashboardLayout = z.infer<typeof DashboardLayout>;

/** The saved layout, or null while the user keeps the default. */
export const SavedDashboardLayout = DashboardLayout.extend({ updatedAt: z.string() }).nullable();
export type SavedDashboardLayout = z.infer<typeof SavedDashboardLayout>;

/** The navigation badge's parts (spec 000 §2); `from`/`to` bound the caller's local day. */
export const BadgeQuery = z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) });
export const BadgeCounts = z.object({
  hotContacts: z.number().int(),
  pendingTasks: z.number().int(),
  todayAppointments: z.number().int(),
  total: z.number().int(),
});
export type BadgeCounts = z.infer<typeof BadgeCounts>;

/** Spec 001 §9 'activity feed 6'. */
export const activityFeedLimit = 6;
export const RecentActivityQuery = z.object({
  kind: csvParam(ActivityKind, activityKinds.length).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(activityFeedLimit),
});
export type RecentActivityQuery = z.input<typeof RecentActivityQuery>;
export const RecentActivity = Activity.extend({ contactName: z.string().nullable(), dealTitle: z.string().nullable() });
export type RecentActivity = z.infer<typeof RecentActivity>;
