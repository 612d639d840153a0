import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { moduleRoutes as account } from './modules/account/routes';
import { moduleRoutes as admin } from './modules/admin/routes';
import { moduleRoutes as aiAssistants } from './modules/ai-assistants/routes';
import { moduleRoutes as aiGoals } from './modules/ai-goals/routes';
import { moduleRoutes as aiHub } from './modules/ai-hub/routes';
import { moduleRoutes as aiTools } from './modules/ai-tools/routes';
import { moduleRoutes as analytics } from './modules/analytics/routes';
import { moduleRoutes as reports } from './modules/reports/routes';
import { moduleRoutes as apiKeys } from './modules/api-keys/routes';
import { moduleRoutes as auth } from './modules/auth/routes';
import { moduleRoutes as automation } from './modules/automation/routes';
import { LoadingScreen } from './modules/auth/components/LoadingScreen';
import { RequireAuth } from './modules/auth/components/RequireAuth';
import { RequirePermission } from './modules/auth/components/RequirePermission';
import { moduleRoutes as bulkImport } from './modules/bulk-import/routes';
import { moduleRoutes as booking } from './modules/booking/routes';
import { moduleRoutes as calendar } from './modules/calendar/routes';
import { moduleRoutes as calls } from './modules/calls/routes';
import { moduleRoutes as contactDuplicates } from './modules/contact-duplicates/routes';
import { moduleRoutes as contactImport } from './modules/contact-import/routes';
import { moduleRoutes as contacts } from './modules/contacts/routes';
import { moduleRoutes as dashboard } from './modules/dashboard/routes';
import { moduleRoutes as developers } from './modules/developers/routes';
import { moduleRoutes as email } from './modules/email/routes';
import { moduleRoutes as forms } from './modules/forms/routes';
import { moduleRoutes as textMessages } from './modules/text-messages/routes';
import { moduleRoutes as communicationHub } from './modules/communication-hub/routes';
import { moduleRoutes as embed } from './modules/embed/routes';
import { RouteErrorFallback } from './modules/errors/components/RouteErrorFallback';
import { moduleRoutes as mailbox } from './modules/mailbox/routes';
import { lazyRoute as page } from './modules/navigation/utils/lazy-route';
import type { LazyArea, ModuleRoutes } from './modules/navigation/utils/module-routes';
import { RequireOperator } from './modules/operator/components/RequireOperator';
import { moduleRoutes as operator } from './modules/operator/routes';
import { moduleRoutes as partners } from './modules/partners/routes';
import { moduleRoutes as pipeline } from './modules/pipeline/routes';
import { moduleRoutes as placeholders } from './modules/placeholders/routes';
import { moduleRoutes as plans } from './modules/plans/routes';
import { moduleRoutes as publicForms } from './modules/public-forms/routes';
import { moduleRoutes as publicSite } from './modules/public-site/routes';
import { moduleRoutes as quotes } from './modules/quotes/routes';
import { moduleRoutes as commissions } from './modules/commissions/routes';
import { moduleRoutes as tasks } from './modules/tasks/routes';
import { moduleRoutes as users } from './modules/users/routes';
import { moduleRoutes as videoEmail } from './modules/video-email/routes';
import { moduleRoutes as whiteLabel } from './modules/white-label/routes';
import { RootLayout } from './RootLayout';

// Route-level code splitting: every page is a lazy route or in a lazily discovered area, so the
// public site never downloads the app and each signed-in screen loads only what it needs.
// Each module declares its own routes (modules/<name>/routes.tsx); this file only places them.

const modules: ModuleRoutes[] = [
  publicSite,
  auth,
  publicForms,
  embed,
  dashboard,
  account,
  apiKeys,
  developers,
  admin,
  mailbox,
  email,
  textMessages,
  communicationHub,
  videoEmail,
  users,
  plans,
  operator,
  placeholders,
  contacts,
  contactImport,
  contactDuplicates,
  pipeline,
  tasks,
  aiHub,
  aiTools,
  aiAssistants,
  aiGoals,
  calls,
  calendar,
  booking,
  analytics,
  reports,
  whiteLabel,
  partners,
  bulkImport,
  quotes,
  automation,
  commissions,
  forms,
];

const collect = (slot: Exclude<keyof ModuleRoutes, 'lazy'>) => modules.flatMap((module) => module[slot] ?? []);

const lazyAreas: LazyArea[] = modules.flatMap((module) => module.lazy ?? []);
const loadedAreas = new Set<LazyArea>();

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

const shellRoutes: RouteObject[] = [
  ...collect('shell'),
  { id: 'admin', element: <RequirePermission permission="admin_dashboard" />, children: collect('admin') },
  { element: <RequireOperator />, children: collect('operator') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    // Shown while the first page's lazy code arrives.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      ...collect('public'),
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
