import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyRoute as page } from '../navigation/utils/lazy-route';
import type { ModuleRoutes } from '../navigation/utils/module-routes';

const feature = page(
  () => import('./components/FeatureRoute'),
  (m) => m.FeatureRoute,
);
const info = page(
  () => import('./components/InfoRoute'),
  (m) => m.InfoRoute,
);
const demoDashboard = page(
  () => import('./components/demo/DemoPages'),
  (m) => m.DemoDashboardPage,
);
const demoContacts = page(
  () => import('./components/demo/DemoPages'),
  (m) => m.DemoContactsPage,
);
const demoPipeline = page(
  () => import('./components/demo/DemoPages'),
  (m) => m.DemoPipelinePage,
);

const featurePaths = [
  'features/ai-tools',
  'features/contacts',
  'features/pipeline',
  'features/pipeline/visual-management',
  'features/pipeline/forecasting',
  'features/pipeline/analytics',
  'features/pipeline/deal-health',
  'features/ai-assistant',
  'features/vision-analyzer',
  'features/vision-analyzer/gallery',
  'features/image-generator',
  'features/function-assistant',
  'features/speech-to-text',
  'features/semantic-search',
  'features/semantic-search/technology',
  'features/semantic-search/integrations',
  'features/analytics',
  'features/communications',
  'ai-tools/image-generator',
];

const infoPaths = ['about', 'careers', 'press', 'blog', 'help', 'legal/privacy', 'legal/terms', 'legal/cookies'];

/** The public marketing site (spec 001 §2.12) and the demo pages (§2.10). */
export const publicSiteRoutes: RouteObject[] = [
  {
    lazy: page(
      () => import('./components/PublicLayout'),
      (m) => m.PublicLayout,
    ),
    children: [
      {
        index: true,
        lazy: page(
          () => import('../landing/components/HomeRoute'),
          (m) => m.HomeRoute,
        ),
      },
      {
        path: 'landing',
        lazy: page(
          () => import('../landing/components/LandingPage'),
          (m) => m.LandingPage,
        ),
      },
      {
        path: 'features',
        lazy: page(
          () => import('./components/FeaturesIndexPage'),
          (m) => m.FeaturesIndexPage,
        ),
      },
      ...featurePaths.map((path) => ({ path, lazy: feature })),
      { path: 'landing/features/:feature', lazy: feature },
      ...infoPaths.map((path) => ({ path, lazy: info })),
      {
        path: 'pricing',
        lazy: page(
          () => import('./components/PricingPage'),
          (m) => m.PricingPage,
        ),
      },
      {
        path: 'faq',
        lazy: page(
          () => import('./components/FaqPage'),
          (m) => m.FaqPage,
        ),
      },
      {
        path: 'contact',
        lazy: page(
          () => import('./components/ContactPage'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: 'status',
        lazy: page(
          () => import('./components/StatusPage'),
          (m) => m.StatusPage,
        ),
      },
    ],
  },
  {
    lazy: page(
      () => import('./components/demo/DemoLayout'),
      (m) => m.DemoLayout,
    ),
    children: [
      { path: 'demo', lazy: demoDashboard },
      { path: 'demo/dashboard', lazy: demoDashboard },
      { path: 'demo-dashboard', lazy: demoDashboard },
      { path: 'demo/contacts', lazy: demoContacts },
      { path: 'demo-contacts', lazy: demoContacts },
      { path: 'demo/pipeline', lazy: demoPipeline },
      { path: 'demo-pipeline', lazy: demoPipeline },
      { path: 'demo/*', element: <Navigate to="/demo/dashboard" replace /> },
    ],
  },
];

/** Public for visitors, inside the shell for members (spec 000 §2). */
export const shellPublicRoutes: RouteObject[] = [
  {
    lazy: page(
      () => import('./components/SessionLayout'),
      (m) => m.SessionLayout,
    ),
    children: [
      {
        path: 'voice-profiles',
        lazy: page(
          () => import('./components/VoiceProfilesPage'),
          (m) => m.VoiceProfilesPage,
        ),
      },
    ],
  },
];

export const moduleRoutes: ModuleRoutes = { public: [...publicSiteRoutes, ...shellPublicRoutes] };
