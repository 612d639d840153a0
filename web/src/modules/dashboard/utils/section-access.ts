import { type AccessRule, access, type DashboardSectionId, defaultSectionOrder } from '@smartcrm/contracts';

/**
 * The access rule of the API each section reads (the BFF's own objects). A section without one
 * reads only what every signed-in user may. The deal figures come from the analytics area, so a
 * plan without it gets neither the figures nor these sections by default.
 */
export const sectionAccess: Partial<Record<DashboardSectionId, AccessRule>> = {
  'executive-overview-section': access.dealAnalytics,
  'sales-pipeline-deal-analytics': access.dealAnalytics,
  'pipeline-section': access.dealAnalytics,
  'tasks-and-funnel-section': access.dealAnalytics,
  'metrics-cards-section': access.dealAnalytics,
  'charts-section': access.dealAnalytics,
  'analytics-section': access.dealAnalytics,
  'ai-insights-section': access.dealAnalytics,
  'gpt5-smart-kpi-section': access.dealAnalytics,
  'gpt5-analytics-section': access.dealAnalytics,
  'gpt5-enhanced-dashboard': access.dealAnalytics,
  'ai-analytics-section': access.dealAnalytics,
  'gpt5-deal-intelligence-section': access.analyticsScreens,
  'activities-communications': access.calendar,
  'customer-lead-management': access.contacts,
  'contacts-section': access.contacts,
  'customer-profile-section': access.contacts,
  'tasks-section': access.tasks,
  'ai-smart-features-hub': access.aiAnalysis,
  'gpt5-feature-status': access.aiTools,
  'apps-section': access.aiTools,
  'ai-goals-section': access.aiGoals,
  'white-label-section': access.branding,
};

export const sectionAccessOf = (id: string): AccessRule | undefined =>
  Object.hasOwn(sectionAccess, id) ? sectionAccess[id as DashboardSectionId] : undefined;

/** A plan's and role's default layout: the default order without the sections they may not use. */
export const defaultOrderFor = (allowed: (rule: AccessRule) => boolean): string[] =>
  defaultSectionOrder.filter((id) => {
    const rule = sectionAccessOf(id);
    return !rule || allowed(rule);
  });
