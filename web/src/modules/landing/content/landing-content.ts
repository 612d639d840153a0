import {
  BarChart3,
  Building2,
  Contact,
  GitBranch,
  type LucideIcon,
  Megaphone,
  Rocket,
  Search,
  Sparkles,
  UserCheck,
  Users,
  Video,
} from 'lucide-react';

/** The animated counters (spec 001 §9: 32%, 9.5 hours, 24%, 5,000+). Marketing claims, as the spec says. */
export const landingStats = [
  { figure: '32%', label: 'more deals closed in the first quarter' },
  { figure: '9.5 hours', label: 'saved per rep every week' },
  { figure: '24%', label: 'higher win rate with AI lead scoring' },
  { figure: '5,000+', label: 'sales teams on SmartCRM' },
];

export interface RotatingFeature {
  /** /landing/features/{id} */
  id: string;
  name: string;
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
}

/** The feature rotation (6 s per feature, 0.5 s fade). */
export const rotatingFeatures: RotatingFeature[] = [
  {
    id: 'contacts',
    name: 'Contacts',
    icon: Contact,
    title: 'Know who to call next',
    text: 'Every contact scored out of 100 from engagement, fit and budget match, with their whole history on one timeline.',
    points: [
      'AI lead scoring and enrichment',
      'Duplicates found and merged with undo',
      'Import a million rows from CSV',
    ],
  },
  {
    id: 'pipeline',
    name: 'Pipeline',
    icon: GitBranch,
    title: 'A pipeline that updates itself',
    text: 'Drag deals across stages; teammates see the move instantly and the forecast follows.',
    points: ['Kanban with live updates', 'Probability-weighted forecasts', 'Deal health: High, Medium, Low'],
  },
  {
    id: 'ai-tools',
    name: 'AI tools',
    icon: Sparkles,
    title: '32 AI tools where the work happens',
    text: 'Write follow-ups, proposals and call scripts from the contact or deal you are looking at.',
    points: [
      'Cost-optimized, balanced or accuracy-focused runs',
      'Bulk scoring overnight at 50% off',
      'Usage metered per plan',
    ],
  },
  {
    id: 'analytics',
    name: 'Analytics',
    icon: BarChart3,
    title: 'Ten analytics screens, always current',
    text: 'Forecasts, deal risk, win rate and sales-cycle analytics computed from your own deals, never from samples.',
    points: ['AI Sales Forecast', 'Deal Risk Monitor', 'Win Rate Intelligence'],
  },
  {
    id: 'communications',
    name: 'Calls',
    icon: Video,
    title: 'Call from the contact card',
    text: 'Video and audio calls in the browser with recording and AI transcription, logged on the timeline.',
    points: ['Screen share and in-call chat', 'Group calls', 'Transcripts attached to the contact'],
  },
  {
    id: 'semantic-search',
    name: 'Search',
    icon: Search,
    title: 'Search the way you think',
    text: 'Ask in plain language across contacts, companies, deals, emails, notes and tasks.',
    points: ['Match percentages', 'All / Contacts / Deals filter', 'Voice search'],
  },
];

/** The use-case carousel (5 s per slide). */
export const useCases: { icon: LucideIcon; team: string; title: string; text: string }[] = [
  {
    icon: Rocket,
    team: 'Founder-led sales',
    title: 'Sell without a sales ops team',
    text: 'Import your spreadsheet, let AI score the list, and spend the morning on the ten leads most likely to buy.',
  },
  {
    icon: Users,
    team: 'SDR teams',
    title: 'More conversations, less typing',
    text: 'Call scripts, follow-up emails and call notes drafted for each prospect; every touch logged automatically.',
  },
  {
    icon: UserCheck,
    team: 'Account executives',
    title: 'Close the deals that matter',
    text: 'Deal health flags the quiet ones, the assistant drafts the next step, and the forecast shows what it is worth.',
  },
  {
    icon: BarChart3,
    team: 'Sales managers',
    title: 'A forecast you can defend',
    text: 'Probability-weighted pipeline, best and worst case, and the stuck deals to raise in the one-to-one.',
  },
  {
    icon: Building2,
    team: 'Agencies and partners',
    title: 'Your brand, your clients',
    text: 'Run white-label workspaces under your own name and domain, onboard clients in minutes and earn a revenue share.',
  },
  {
    icon: Megaphone,
    team: 'Marketing teams',
    title: 'Campaign content on tap',
    text: 'Social posts, ad copy and on-brand images from the same place your leads arrive.',
  },
];
