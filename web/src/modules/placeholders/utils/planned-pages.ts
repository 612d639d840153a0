import type { ComingSoonArea } from '../content/coming-soon-areas';

/**
 * A route of the shell whose screen a later issue builds. Until then it says what the screen will
 * do and links to the screens that do part of the job today (never a bare "not built").
 */
export interface PlannedPage extends Omit<ComingSoonArea, 'paths'> {
  path: string;
}

/** Routes inside the app shell (spec 000 §2, 001 §2), first registration only. */
export const plannedShellPages: PlannedPage[] = [
  {
    path: 'system-overview',
    title: 'System Overview',
    summary: 'Your workspace at a glance: its services, its plan’s limits and what changed lately.',
    plans: [
      'The health of every service your workspace runs on, with the last incident',
      'Users, contacts and AI credits used against your plan’s limits',
      'The latest administrative changes: users invited, roles changed, settings edited',
    ],
    meanwhile: [
      { label: 'Your plan and what is used of it', to: '/plan' },
      { label: 'The admin panel', to: '/admin' },
      { label: 'Service status', to: '/status' },
    ],
  },
  {
    path: 'wl',
    title: 'White Label',
    summary: 'One start page for the white-label suite: your brand, your domains and your client workspaces.',
    plans: [
      'Your brand’s colours, logo and domains in one summary, with what is left to set up',
      'Client workspaces that need attention: trials ending, seats nearly full',
      'This month’s partner revenue beside last month’s',
    ],
    meanwhile: [
      { label: 'Set your branding', to: '/white-label' },
      { label: 'Follow your client workspaces', to: '/partner-dashboard' },
      { label: 'Onboard a client', to: '/partner-onboarding' },
    ],
  },
  {
    path: 'appointments-dashboard',
    title: 'Appointments Dashboard',
    summary: 'How your meetings go: booked, held, missed and rescheduled, per person and per week.',
    plans: [
      'Appointments booked this week and next, per owner',
      'Show and no-show rates, and meetings moved more than once',
      'The deals each meeting belongs to, with their stage',
    ],
    meanwhile: [
      { label: 'The calendar', to: '/appointments' },
      { label: 'Plan follow-ups as tasks', to: '/tasks' },
    ],
  },
  {
    path: 'appointments-basic',
    title: 'Appointments',
    summary: 'A plain list of your appointments for a quick look without the calendar.',
    plans: [
      'Today’s and upcoming appointments as a list, with contact and place',
      'Mark an appointment held, missed or cancelled in one click',
      'Filter by owner and status',
    ],
    meanwhile: [{ label: 'The calendar', to: '/appointments' }],
  },
  {
    path: 'analytics-remote',
    title: 'Insights AI Module',
    summary: 'Your analytics explained in words: what changed, why it matters and what to do next.',
    plans: [
      'A weekly written summary of revenue, win rate and pipeline changes',
      'The deals and reps behind each change, linked',
      'Suggested next steps for the deals most at risk',
    ],
    meanwhile: [
      { label: 'Deal analytics', to: '/analytics' },
      { label: 'Pipeline Intelligence', to: '/pipeline-intelligence' },
      { label: 'AI insights from lead scores', to: '/ai-integration' },
    ],
  },
];
