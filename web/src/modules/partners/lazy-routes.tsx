import type { RouteObject } from 'react-router-dom';
import { PartnerDashboardPage } from './components/PartnerDashboardPage';
import { PartnerOnboardingPage } from './components/PartnerOnboardingPage';
import { RevenueSharingPage } from './components/RevenueSharingPage';

/**
 * The partner suite belongs to white label (custom_branding and the plan's white-label area);
 * who may open it is the shell's page-access rule, the one the BFF's partner routes carry.
 */
export const partnerRoutes: RouteObject[] = [
  { path: 'partner-onboarding', element: <PartnerOnboardingPage /> },
  { path: 'partner-dashboard', element: <PartnerDashboardPage /> },
  { path: 'revenue-sharing', element: <RevenueSharingPage /> },
];
