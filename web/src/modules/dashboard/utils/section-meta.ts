import type { DashboardSectionId } from '@smartcrm/contracts';
import {
  Activity,
  AppWindow,
  BarChart3,
  Bot,
  Brain,
  CalendarClock,
  CheckSquare,
  Contact,
  Flame,
  Gauge,
  History,
  KanbanSquare,
  Lightbulb,
  type LucideIcon,
  Palette,
  PlugZap,
  Search,
  Sparkles,
  Target,
  TrendingUp,
  UserRound,
  Zap,
} from 'lucide-react';

export interface SectionMeta {
  title: string;
  description: string;
  icon: LucideIcon;
  /** The accent of the section's icon and top border. */
  colour: 'blue' | 'green' | 'yellow' | 'red' | 'violet' | 'teal';
  /** Sections whose content lives on another screen link there. */
  link?: { to: string; label: string };
}

const meta = (
  title: string,
  description: string,
  icon: LucideIcon,
  colour: SectionMeta['colour'],
  link?: SectionMeta['link'],
): SectionMeta => ({
  title,
  description,
  icon,
  colour,
  ...(link ? { link } : {}),
});

/** Spec 000 §2: each section's title, description, icon and colour. */
export const sectionMeta: Record<DashboardSectionId, SectionMeta> = {
  'quick-actions-section': meta('Quick Actions', 'Start the things you do most', Zap, 'violet'),
  'executive-overview-section': meta(
    'Executive Overview',
    'Revenue and conversion over the last 30 days',
    Gauge,
    'blue',
  ),
  'kpi-cards-section': meta('Needs Attention', 'Hot contacts, pending tasks and today’s appointments', Flame, 'red'),
  'sales-pipeline-deal-analytics': meta(
    'Sales Pipeline',
    'Your deals by timeframe, stage and month',
    BarChart3,
    'blue',
  ),
  'pipeline-section': meta('Pipeline', 'Open deals per stage', KanbanSquare, 'teal', {
    to: '/pipeline',
    label: 'Open pipeline',
  }),
  'tasks-and-funnel-section': meta(
    'Tasks Schedule and Stage Funnel',
    'Open tasks this week by assignee; deals reaching each stage',
    CheckSquare,
    'green',
  ),
  'activities-communications': meta(
    'Activities & Communications',
    'Your next scheduled appointments',
    CalendarClock,
    'yellow',
    {
      to: '/appointments',
      label: 'Open calendar',
    },
  ),
  'customer-lead-management': meta('New Leads', 'Your newest hot contacts', Flame, 'red', {
    to: '/contacts?interest=hot',
    label: 'All hot contacts',
  }),
  'recent-activity-section': meta('Recent Activity', 'The latest across your contacts and deals', Activity, 'blue'),
  'interaction-history-section': meta(
    'Interaction History',
    'Calls, emails and notes logged by your team',
    History,
    'teal',
  ),
  'contacts-section': meta('Contacts', 'The newest contacts in your workspace', Contact, 'green', {
    to: '/contacts',
    label: 'All contacts',
  }),
  'tasks-section': meta('Your Day’s Tasks', 'Your open tasks due today', CheckSquare, 'yellow', {
    to: '/tasks',
    label: 'All tasks',
  }),
  'metrics-cards-section': meta('Deal Totals', 'Active pipeline, won and lost this year', TrendingUp, 'green'),
  'charts-section': meta('Charts', 'Revenue trend and pipeline value by close month', BarChart3, 'violet'),
  'analytics-section': meta('Analytics', 'Revenue trend and pipeline value by close month', BarChart3, 'violet'),
  'ai-insights-section': meta('Pipeline Insights', 'What stands out in your pipeline', Lightbulb, 'yellow', {
    to: '/pipeline-intelligence',
    label: 'Pipeline intelligence',
  }),
  'ai-smart-features-hub': meta('AI Smart Features Hub', 'Scoring, enrichment and the AI tools', Sparkles, 'violet', {
    to: '/ai-tools',
    label: 'Open AI tools',
  }),
  'integrations-system': meta('Integrations and System', 'Connected services and API configuration', PlugZap, 'teal', {
    to: '/admin',
    label: 'Open admin panel',
  }),
  'gpt5-smart-kpi-section': meta('Smart KPIs', 'KPIs across every intelligence screen', Brain, 'violet', {
    to: '/analytics',
    label: 'Open analytics',
  }),
  'gpt5-analytics-section': meta('Advanced Analytics', 'Forecasts, health and win rates', Brain, 'violet', {
    to: '/analytics',
    label: 'Open analytics',
  }),
  'gpt5-deal-intelligence-section': meta('Deal Intelligence', 'Risk and potential of each deal', Brain, 'violet', {
    to: '/deal-risk-monitor',
    label: 'Deal risk monitor',
  }),
  'gpt5-enhanced-dashboard': meta('AI Dashboard', 'Every intelligence screen in one place', Bot, 'violet', {
    to: '/analytics',
    label: 'Open analytics',
  }),
  'gpt5-feature-status': meta('AI Feature Status', 'Which AI tools are available to you', Bot, 'teal', {
    to: '/ai-tools',
    label: 'Open AI tools',
  }),
  'customer-profile-section': meta('Customer Profile', 'A contact’s details, deals and timeline', UserRound, 'green', {
    to: '/contacts',
    label: 'Open contacts',
  }),
  'apps-section': meta('Apps', 'The apps of your workspace', AppWindow, 'blue', {
    to: '/ai-tools',
    label: 'Open apps',
  }),
  'white-label-section': meta('White Label', 'Branding and white-label tools', Palette, 'teal', {
    to: '/white-label',
    label: 'Open white label',
  }),
  'product-research-section': meta('Product Research', 'Research on products and markets', Search, 'blue', {
    to: '/business-analysis',
    label: 'Open business analysis',
  }),
  'ai-analytics-section': meta('AI Analytics', 'The intelligence screens', BarChart3, 'violet', {
    to: '/analytics',
    label: 'Open analytics',
  }),
  'ai-goals-section': meta('AI Goals', 'Goals and their progress', Target, 'green', {
    to: '/ai-goals',
    label: 'Open AI goals',
  }),
};
