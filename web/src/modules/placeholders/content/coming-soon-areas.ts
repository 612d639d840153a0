import { comingSoonPaths } from './coming-soon-paths';

/**
 * The product areas spec 000 §2 knows by name only. Each gets an honest page inside the shell:
 * what the area will do, that it is not available yet, and what to use until it is.
 */
export interface ComingSoonArea {
  /** Its entry in coming-soon-paths.ts. */
  paths: readonly string[];
  title: string;
  summary: string;
  plans: string[];
  /** Screens that already cover part of the job. */
  meanwhile: { label: string; to: string }[];
}

export const comingSoonAreas: ComingSoonArea[] = [
  {
    paths: comingSoonPaths.contentLibrary,
    title: 'Content Library',
    summary: 'One shared place for the decks, case studies and one-pagers your team sends.',
    plans: [
      'Upload and organise sales collateral by product, stage and industry',
      'Share a tracked link from a contact record and see when it was opened',
      'Suggest the right asset for a deal’s stage',
      'Retire outdated versions so nobody sends last year’s pricing',
    ],
    meanwhile: [{ label: 'Draft emails with the AI tools', to: '/ai-tools' }],
  },
  {
    paths: comingSoonPaths.circleProspecting,
    title: 'Circle Prospecting',
    summary: 'Reach the prospects around a recent win: the same area, industry or network.',
    plans: [
      'Start from a won deal and list the contacts near it by location or industry',
      'Call or email them in one session, with a script that mentions the recent success',
      'Outcomes logged per contact, with the next step as a task',
      'Results per campaign: reached, interested, meetings booked',
    ],
    meanwhile: [
      { label: 'Filter contacts by company and tags', to: '/contacts' },
      { label: 'Save the filter as a view', to: '/contacts' },
    ],
  },
  {
    paths: comingSoonPaths.funnelcraftAi,
    title: 'FunnelCraft AI',
    summary: 'Funnel building: landing pages and email sequences drafted by AI and wired to the CRM.',
    plans: [
      'Draft a landing page and its follow-up emails from a short description of the offer',
      'Sign-ups become contacts with the funnel as their source',
      'Conversion at each step of the funnel, next to the deals it produced',
    ],
    meanwhile: [{ label: 'See where deals come from', to: '/analytics' }],
  },
  {
    paths: comingSoonPaths.smartcrmCloser,
    title: 'SmartCRM Closer',
    summary: 'A closing assistant for late-stage deals: objections, next steps and the right moment to ask.',
    plans: [
      'Suggested answers to the objections recorded on a deal',
      'The next best step for each deal in negotiation, with a drafted email',
      'A warning when a late-stage deal has gone quiet',
    ],
    meanwhile: [
      { label: 'Deal Risk Monitor', to: '/deal-risk-monitor' },
      { label: 'Live Deal Analysis', to: '/live-deal-analysis' },
    ],
  },
  {
    paths: comingSoonPaths.contentAi,
    title: 'Content AI',
    summary: 'Sales copy on demand: emails, posts and proposal sections in your brand’s voice.',
    plans: [
      'Write outreach emails, follow-ups and social posts from a short brief',
      'Keep a brand voice and product facts the drafts always respect',
      'Generate images for posts and proposals',
    ],
    meanwhile: [{ label: 'Draft emails with the AI tools', to: '/ai-tools' }],
  },
];
