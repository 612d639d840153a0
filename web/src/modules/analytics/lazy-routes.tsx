import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AnalyticsHubPage } from './components/screens/AnalyticsHubPage';
import { CompetitorInsightsPage } from './components/screens/CompetitorInsightsPage';
import { DealRiskMonitorPage } from './components/screens/DealRiskMonitorPage';
import { LiveDealAnalysisPage } from './components/screens/LiveDealAnalysisPage';
import { PipelineHealthPage } from './components/screens/PipelineHealthPage';
import { PipelineIntelligencePage } from './components/screens/PipelineIntelligencePage';
import { RevenueIntelligencePage } from './components/screens/RevenueIntelligencePage';
import { SalesCyclePage } from './components/screens/SalesCyclePage';
import { SalesForecastPage } from './components/screens/SalesForecastPage';
import { SmartConversionPage } from './components/screens/SmartConversionPage';
import { WinRatePage } from './components/screens/WinRatePage';
import { type IntelligenceScreenPath, intelligenceScreens } from './utils/screens';

/** Each screen's page, keyed by the paths of the one list (a screen missing here fails the typecheck). */
const screens: Record<IntelligenceScreenPath, ReactNode> = {
  'pipeline-intelligence': <PipelineIntelligencePage />,
  'deal-risk-monitor': <DealRiskMonitorPage />,
  'smart-conversion-insights': <SmartConversionPage />,
  'pipeline-health-dashboard': <PipelineHealthPage />,
  'sales-cycle-analytics': <SalesCyclePage />,
  'win-rate-intelligence': <WinRatePage />,
  'ai-sales-forecast': <SalesForecastPage />,
  'live-deal-analysis': <LiveDealAnalysisPage />,
  'competitor-insights': <CompetitorInsightsPage />,
  'revenue-intelligence': <RevenueIntelligencePage />,
};

/** /analytics and the ten screens; who may open them is the shell's page-access rule (the BFF's). */
export const analyticsRoutes: RouteObject[] = [
  { path: 'analytics', element: <AnalyticsHubPage /> },
  ...intelligenceScreens.map(({ path }) => ({ path, element: screens[path] })),
];
