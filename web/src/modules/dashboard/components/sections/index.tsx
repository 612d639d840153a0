import type { DashboardSectionId } from '@smartcrm/contracts';
import type { ComponentType } from 'react';
import { DealAnalyticsSection } from '../../../analytics/components/DealAnalyticsSection';
import { UpcomingAppointments } from '../../../calendar/components/UpcomingAppointments';
import { AiSmartFeaturesHub } from '../../../ai-hub/components/AiSmartFeaturesHub';
import { IntegrationsPanel } from '../../../ai-hub/components/IntegrationsPanel';
import { QuickActions } from '../QuickActions';
import { AttentionCards, DealTotals, ExecutiveOverview } from './KpiSections';
import { InteractionHistory, NewestContacts, NewLeads, RecentActivityFeed } from './PeopleSections';
import { DashboardCharts, PipelineInsights, PipelineSummary } from './PipelineSections';
import { DaysTasks, TasksAndFunnel } from './TaskSections';

/**
 * The sections with content of their own, each from the tenant's records. The others show
 * their description and a link to the screen that holds them.
 */
export const sectionBodies: Partial<Record<DashboardSectionId, ComponentType>> = {
  'quick-actions-section': QuickActions,
  'executive-overview-section': ExecutiveOverview,
  'kpi-cards-section': AttentionCards,
  'sales-pipeline-deal-analytics': DealAnalyticsSection,
  'pipeline-section': PipelineSummary,
  'tasks-and-funnel-section': TasksAndFunnel,
  'activities-communications': () => <UpcomingAppointments limit={5} />,
  'customer-lead-management': NewLeads,
  'recent-activity-section': RecentActivityFeed,
  'interaction-history-section': InteractionHistory,
  'contacts-section': NewestContacts,
  'tasks-section': DaysTasks,
  'metrics-cards-section': DealTotals,
  'charts-section': DashboardCharts,
  'analytics-section': DashboardCharts,
  'ai-insights-section': PipelineInsights,
  'ai-smart-features-hub': AiSmartFeaturesHub,
  'integrations-system': IntegrationsPanel,
};
