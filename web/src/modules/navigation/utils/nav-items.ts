import {
  Bot,
  CalendarDays,
  ChartColumn,
  LayoutDashboard,
  LayoutGrid,
  type LucideIcon,
  MessagesSquare,
  Palette,
  Shield,
  Sparkles,
  SquareKanban,
  Target,
  TrendingUp,
  Users,
} from 'lucide-react';
import { productSlug } from '../../tenant/utils/branding';
import { aiToolPath, aiTools, aiToolsInDropdown } from '../../ai-tools/utils/ai-tools';
import { intelligenceScreens } from '../../analytics/utils/screens';

export interface NavTarget {
  label: string;
  to: string;
  /** Set when the workspace's plan leaves the page off: the plan that has it (or 'Upgrade'). */
  upgradeTo?: string;
}

/** Who sees an item is the page's access rule (page-access.ts), judged in useVisibleNav. */
export interface NavLinkItem extends NavTarget {
  kind: 'link';
  icon: LucideIcon;
}

export interface NavMenuItem {
  kind: 'menu';
  id: string;
  label: string;
  icon: LucideIcon;
  items: NavTarget[];
  footer?: NavTarget;
  /** Set when the plan leaves every item off: the plan that has them. */
  upgradeTo?: string;
}

export type NavItem = NavLinkItem | NavMenuItem;

const link = (label: string, to: string, icon: LucideIcon): NavLinkItem => ({ kind: 'link', label, to, icon });

/** The tabs of spec 000 §2, in order. */
export const mainNav: NavItem[] = [
  link('Dashboard', '/dashboard', LayoutDashboard),
  link('Contacts', '/contacts', Users),
  link('Pipeline', '/pipeline', SquareKanban),
  {
    kind: 'menu',
    id: 'analytics',
    label: 'Analytics',
    icon: ChartColumn,
    items: [
      { label: 'Analytics', to: '/analytics' },
      { label: 'Insights AI Module', to: '/analytics-remote' },
    ],
  },
  link('AI Goals', '/ai-goals', Target),
  {
    kind: 'menu',
    id: 'ai-tools',
    label: 'AI Tools',
    icon: Sparkles,
    items: aiTools.slice(0, aiToolsInDropdown).map((tool) => ({ label: tool.name, to: aiToolPath(tool.id) })),
    footer: { label: 'View All AI Tools', to: '/ai-tools' },
  },
  link('AI Assistants', '/assistants', Bot),
  link('Calendar', '/appointments', CalendarDays),
  link('Admin Panel', '/admin', Shield),
];

/** The dropdown groups of spec 000 §2 with their exact targets. */
export const groupNav: NavMenuItem[] = [
  {
    kind: 'menu',
    id: 'sales',
    label: 'Sales',
    icon: TrendingUp,
    // The analytics module's one list of its screens, in the navbar's order.
    items: intelligenceScreens.map(({ path, title }) => ({ label: title, to: `/${path}` })),
  },
  {
    kind: 'menu',
    id: 'communication',
    label: 'Communication',
    icon: MessagesSquare,
    items: [
      { label: 'Communication Hub', to: '/communication-hub' },
      { label: 'Appointments', to: '/appointments' },
      { label: 'Booking Pages', to: '/booking-pages' },
      { label: 'Email', to: '/email-composer' },
      { label: 'Email Sequences', to: '/campaigns' },
      { label: 'Video Email', to: '/voice-profiles' },
      { label: 'Text Messages', to: '/text-messages' },
      { label: 'Phone System', to: '/phone-system' },
      { label: 'Quote Builder', to: '/quote-builder' },
      { label: 'Invoicing', to: '/invoicing' },
      { label: 'Commission Tracker', to: '/commission-tracker' },
      { label: 'Lead Automation', to: '/lead-automation' },
      { label: 'Workflow Builder', to: '/workflow-builder' },
      { label: 'Circle Prospecting', to: '/communication' },
      { label: 'Forms', to: '/forms' },
      { label: 'Business Analysis', to: '/business-analysis' },
    ],
  },
  {
    kind: 'menu',
    id: 'white-label',
    label: 'White label',
    icon: Palette,
    items: [
      { label: 'White Label', to: '/white-label' },
      { label: 'White Label Management', to: '/white-label-management' },
      { label: 'Revenue Sharing', to: '/revenue-sharing' },
      { label: 'Package Builder', to: '/package-builder' },
      { label: 'Partner Dashboard', to: '/partner-dashboard' },
      { label: 'Partner Onboarding', to: '/partner-onboarding' },
    ],
  },
  {
    kind: 'menu',
    id: 'apps',
    label: 'Apps',
    icon: LayoutGrid,
    items: [
      { label: 'FunnelCraft AI', to: '/funnelcraft-ai' },
      { label: 'SmartCRM Closer', to: `/${productSlug}-closer` },
      { label: 'Content AI', to: '/content-ai' },
    ],
  },
];

/** Whether a path (with optional query) is the one the browser shows. */
export function isCurrentPath(to: string, pathname: string): boolean {
  return to.split('?')[0] === pathname;
}
