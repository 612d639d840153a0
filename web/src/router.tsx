import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from './modules/auth/components/LoadingScreen';
import { RequireAuth } from './modules/auth/components/RequireAuth';
import { RequirePermission } from './modules/auth/components/RequirePermission';
import { RouteErrorFallback } from './modules/errors/components/RouteErrorFallback';
import { lazyRoute as page } from './modules/navigation/utils/lazy-route';
import { RequireOperator } from './modules/operator/components/RequireOperator';
import { publicSiteRoutes, shellPublicRoutes } from './modules/public-site/routes';
import { placeholderShellRoutes } from './modules/placeholders/routes';
import { RootLayout } from './RootLayout';

// Route-level code splitting: every page is a lazy route, so the public site never downloads the
// app and each signed-in screen loads only what it needs.

const publicRoutes: RouteObject[] = [
  ...publicSiteRoutes,
  {
    path: 'signin',
    lazy: page(
      () => import('./modules/auth/components/SignInPage'),
      (m) => m.SignInPage,
    ),
  },
  {
    path: 'auth/login',
    lazy: page(
      () => import('./modules/auth/components/SignInPage'),
      (m) => m.SignInPage,
    ),
  },
  {
    path: 'signup',
    lazy: page(
      () => import('./modules/auth/components/SignUpPage'),
      (m) => m.SignUpPage,
    ),
  },
  {
    path: 'register',
    lazy: page(
      () => import('./modules/auth/components/SignUpPage'),
      (m) => m.SignUpPage,
    ),
  },
  {
    path: 'newsletter/confirm',
    lazy: page(
      () => import('./modules/public-forms/components/NewsletterConfirmPage'),
      (m) => m.NewsletterConfirmPage,
    ),
  },
  {
    path: 'auth/forgot-password',
    lazy: page(
      () => import('./modules/auth/components/ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'auth/reset-password',
    lazy: page(
      () => import('./modules/auth/components/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: 'auth/accept-invite',
    lazy: page(
      () => import('./modules/auth/components/AcceptInvitePage'),
      (m) => m.AcceptInvitePage,
    ),
  },
  {
    path: 'dev-bypass',
    lazy: page(
      () => import('./modules/placeholders/components/DevBypassPage'),
      (m) => m.DevBypassPage,
    ),
  },
  {
    path: 'dashboard-embed',
    lazy: page(
      () => import('./modules/embed/components/DashboardEmbedPage'),
      (m) => m.DashboardEmbedPage,
    ),
  },
];

const adminRoutes: RouteObject = {
  id: 'admin',
  element: <RequirePermission permission="admin_dashboard" />,
  children: [
    {
      path: 'admin',
      lazy: page(
        () => import('./modules/admin/components/AdminPage'),
        (m) => m.AdminPage,
      ),
    },
    {
      path: 'admin/mailbox',
      lazy: page(
        () => import('./modules/mailbox/components/MailboxPage'),
        (m) => m.MailboxPage,
      ),
    },
    {
      path: 'admin/analytics',
      lazy: page(
        () => import('./modules/admin/components/AdminAnalyticsPage'),
        (m) => m.AdminAnalyticsPage,
      ),
    },
    {
      element: <RequirePermission permission="user_management" />,
      children: [
        {
          path: 'admin/users',
          lazy: page(
            () => import('./modules/users/components/UsersPage'),
            (m) => m.UsersPage,
          ),
        },
      ],
    },
    {
      element: <RequirePermission permission="system_settings" />,
      children: [
        {
          path: 'admin/settings',
          lazy: page(
            () => import('./modules/admin/components/AdminSettingsPage'),
            (m) => m.AdminSettingsPage,
          ),
        },
      ],
    },
  ],
};

const shellRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: page(
      () => import('./modules/dashboard/components/DashboardPage'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: 'settings/security',
    lazy: page(
      () => import('./modules/account/components/SecurityPage'),
      (m) => m.SecurityPage,
    ),
  },
  {
    element: <RequirePermission permission="api_access" />,
    children: [
      {
        path: 'settings/api-keys',
        lazy: page(
          () => import('./modules/api-keys/components/ApiKeysPage'),
          (m) => m.ApiKeysPage,
        ),
      },
    ],
  },
  adminRoutes,
  {
    path: 'package-builder',
    lazy: page(
      () => import('./modules/plans/components/PackageBuilderPage'),
      (m) => m.PackageBuilderPage,
    ),
  },
  {
    path: 'plan',
    lazy: page(
      () => import('./modules/plans/components/PlanPage'),
      (m) => m.PlanPage,
    ),
  },
  {
    element: <RequireOperator />,
    children: [
      {
        path: 'admin/tenants',
        lazy: page(
          () => import('./modules/operator/components/TenantsPage'),
          (m) => m.TenantsPage,
        ),
      },
      {
        path: 'admin/inbox',
        lazy: page(
          () => import('./modules/admin/components/ContactInboxPage'),
          (m) => m.ContactInboxPage,
        ),
      },
      {
        path: 'admin/newsletter',
        lazy: page(
          () => import('./modules/admin/components/NewsletterSubscribersPage'),
          (m) => m.NewsletterSubscribersPage,
        ),
      },
    ],
  },
  ...placeholderShellRoutes,
];

/**
 * Shell areas whose route modules load on the first visit to one of their paths (react-router's
 * lazy route discovery): first path segment → the route groups that serve it, patched into `into`.
 * A path served here must not also be a static route, or the static one answers and this never loads.
 */
const lazyAreas: { segments: string[]; into: string; load: () => Promise<RouteObject[]> }[] = [
  {
    segments: ['contacts', 'pipeline'],
    into: 'shell',
    load: async () => [
      (await import('./modules/contacts/routes')).contactRoutes,
      (await import('./modules/contact-import/routes')).contactImportRoutes,
      (await import('./modules/contact-duplicates/routes')).contactDuplicateRoutes,
      (await import('./modules/pipeline/routes')).pipelineRoutes,
    ],
  },
  { segments: ['tasks'], into: 'shell', load: async () => [(await import('./modules/tasks/routes')).taskRoutes] },
  {
    segments: ['ai-integration'],
    into: 'shell',
    load: async () => [(await import('./modules/ai-hub/routes')).aiHubRoutes],
  },
  {
    segments: ['ai-tools'],
    into: 'shell',
    load: async () => [(await import('./modules/ai-tools/routes')).aiToolRoutes],
  },
  {
    segments: ['assistants'],
    into: 'shell',
    load: async () => [(await import('./modules/ai-assistants/routes')).assistantRoutes],
  },
  {
    segments: ['ai-goals'],
    into: 'shell',
    load: async () => [(await import('./modules/ai-goals/routes')).aiGoalRoutes],
  },
  {
    segments: ['phone-system'],
    into: 'shell',
    load: async () => [(await import('./modules/calls/routes')).callRoutes],
  },
  {
    segments: ['calendar', 'appointments'],
    into: 'shell',
    load: async () => [(await import('./modules/calendar/routes')).calendarRoutes],
  },
  {
    segments: [
      'analytics',
      'pipeline-intelligence',
      'deal-risk-monitor',
      'smart-conversion-insights',
      'pipeline-health-dashboard',
      'sales-cycle-analytics',
      'win-rate-intelligence',
      'ai-sales-forecast',
      'live-deal-analysis',
      'competitor-insights',
      'revenue-intelligence',
    ],
    into: 'shell',
    load: async () => (await import('./modules/analytics/routes')).analyticsRoutes,
  },
  {
    segments: ['white-label', 'white-label-management'],
    into: 'shell',
    load: async () => (await import('./modules/white-label/routes')).whiteLabelRoutes,
  },
  {
    segments: ['partner-onboarding', 'partner-dashboard', 'revenue-sharing'],
    into: 'shell',
    load: async () => (await import('./modules/partners/routes')).partnerRoutes,
  },
  {
    segments: ['bulk-import'],
    into: 'admin',
    load: async () => [(await import('./modules/bulk-import/routes')).bulkImportRoutes],
  },
];

const loadedAreas = new Set<(typeof lazyAreas)[number]>();

async function patchRoutesOnNavigation({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string, children: RouteObject[]) => void;
}) {
  const segment = path.split('/')[1] ?? '';
  for (const area of lazyAreas) {
    if (!area.segments.includes(segment) || loadedAreas.has(area)) continue;
    const children = await area.load();
    if (loadedAreas.has(area)) continue;
    loadedAreas.add(area);
    patch(area.into, children);
  }
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    // Shown while the first page's lazy code arrives.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      ...publicRoutes,
      ...shellPublicRoutes,
      {
        element: <RequireAuth />,
        children: [
          {
            id: 'shell',
            lazy: page(
              () => import('./modules/navigation/components/AppShell'),
              (m) => m.AppShell,
            ),
            children: shellRoutes,
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation });
