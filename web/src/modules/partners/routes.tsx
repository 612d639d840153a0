import type { RouteObject } from 'react-router-dom';
import { RequirePermission } from '../auth/components/RequirePermission';
import { PartnerDashboardPage } from './components/PartnerDashboardPage';
import { PartnerOnboardingPage } from './components/PartnerOnboardingPage';
import { RevenueSharingPage } from './components/RevenueSharingPage';

/**
 * The partner suite belongs to white label: the role needs custom_branding (super admins and
 * white-label users, spec 000 §6), and the BFF also needs the plan's white-label feature.
 */
export const partnerRoutes: RouteObject = {
  element: <RequirePermission permission="custom_branding" />,
  children: [
    { path: 'partner-onboarding', element: <PartnerOnboardingPage /> },
    { path: 'partner-dashboard', element: <PartnerDashboardPage /> },
    { path: 'revenue-sharing', element: <RevenueSharingPage /> },
  ],
};
