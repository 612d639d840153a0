import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { SecurityPage } from './modules/account/components/SecurityPage';
import { AdminAnalyticsPage } from './modules/admin/components/AdminAnalyticsPage';
import { AdminPage } from './modules/admin/components/AdminPage';
import { AdminSettingsPage } from './modules/admin/components/AdminSettingsPage';
import { AiToolsPage } from './modules/ai-tools/components/AiToolsPage';
import { AcceptInvitePage } from './modules/auth/components/AcceptInvitePage';
import { ForgotPasswordPage } from './modules/auth/components/ForgotPasswordPage';
import { RequireAuth } from './modules/auth/components/RequireAuth';
import { RequirePermission } from './modules/auth/components/RequirePermission';
import { ResetPasswordPage } from './modules/auth/components/ResetPasswordPage';
import { SignInPage } from './modules/auth/components/SignInPage';
import { SignUpPage } from './modules/auth/components/SignUpPage';
import { DashboardPage } from './modules/dashboard/components/DashboardPage';
import { contactDuplicateRoutes } from './modules/contact-duplicates/routes';
import { bulkImportRoutes } from './modules/bulk-import/routes';
import { contactImportRoutes } from './modules/contact-import/routes';
import { contactRoutes } from './modules/contacts/routes';
import { pipelineRoutes } from './modules/pipeline/routes';
import { taskRoutes } from './modules/tasks/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { whiteLabelRoutes } from './modules/white-label/routes';
import { partnerRoutes } from './modules/partners/routes';
import { RouteErrorFallback } from './modules/errors/components/RouteErrorFallback';
import { HomeRoute } from './modules/landing/components/HomeRoute';
import { LandingPage } from './modules/landing/components/LandingPage';
import { MailboxPage } from './modules/mailbox/components/MailboxPage';
import { AppShell } from './modules/navigation/components/AppShell';
import { ComingSoonPage } from './modules/placeholders/components/ComingSoonPage';
import { DevBypassPage } from './modules/placeholders/components/DevBypassPage';
import { NotBuiltPage } from './modules/placeholders/components/NotBuiltPage';
import { PublicPlaceholderPage } from './modules/placeholders/components/PublicPlaceholderPage';
import { comingSoonPages, plannedPublicPages, plannedShellPages } from './modules/placeholders/utils/planned-pages';
import { RootLayout } from './RootLayout';
import { RequireOperator } from './modules/operator/components/RequireOperator';
import { TenantsPage } from './modules/operator/components/TenantsPage';
import { PackageBuilderPage } from './modules/plans/components/PackageBuilderPage';
import { PlanPage } from './modules/plans/components/PlanPage';
import { UsersPage } from './modules/users/components/UsersPage';

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'landing', element: <LandingPage /> },
  { path: 'signin', element: <SignInPage /> },
  { path: 'auth/login', element: <SignInPage /> },
  { path: 'signup', element: <SignUpPage /> },
  { path: 'auth/forgot-password', element: <ForgotPasswordPage /> },
  { path: 'auth/reset-password', element: <ResetPasswordPage /> },
  { path: 'auth/accept-invite', element: <AcceptInvitePage /> },
  { path: 'dev-bypass', element: <DevBypassPage /> },
  ...plannedPublicPages.map((page) => ({ path: page.path, element: <PublicPlaceholderPage page={page} /> })),
];

const adminRoutes: RouteObject = {
  element: <RequirePermission permission="admin_dashboard" />,
  children: [
    { path: 'admin', element: <AdminPage /> },
    { path: 'admin/mailbox', element: <MailboxPage /> },
    { path: 'admin/analytics', element: <AdminAnalyticsPage /> },
    {
      element: <RequirePermission permission="user_management" />,
      children: [{ path: 'admin/users', element: <UsersPage /> }],
    },
    bulkImportRoutes,
    {
      element: <RequirePermission permission="system_settings" />,
      children: [{ path: 'admin/settings', element: <AdminSettingsPage /> }],
    },
  ],
};

const shellRoutes: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'ai-tools', element: <AiToolsPage /> },
  { path: 'settings/security', element: <SecurityPage /> },
  contactRoutes,
  contactImportRoutes,
  contactDuplicateRoutes,
  pipelineRoutes,
  taskRoutes,
  calendarRoutes,
  ...analyticsRoutes,
  whiteLabelRoutes,
  partnerRoutes,
  adminRoutes,
  { path: 'package-builder', element: <PackageBuilderPage /> },
  { path: 'plan', element: <PlanPage /> },
  { element: <RequireOperator />, children: [{ path: 'admin/tenants', element: <TenantsPage /> }] },
  ...comingSoonPages.map((page) => ({ path: page.path, element: <ComingSoonPage title={page.title} /> })),
  ...plannedShellPages.map((page) => ({ path: page.path, element: <NotBuiltPage page={page} /> })),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      ...publicRoutes,
      { element: <RequireAuth />, children: [{ element: <AppShell />, children: shellRoutes }] },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
