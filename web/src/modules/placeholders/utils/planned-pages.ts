/** A route whose screen a later capability builds; until then it says so plainly. */
export interface PlannedPage {
  path: string;
  title: string;
  /** The capability that brings the screen. */
  capability: string;
}

const crm = 'the CRM data screens (contacts, deals, tasks and appointments)';
const ai = 'the AI tools and assistants';
const whiteLabel = 'the white-label and partner suites';

const pages = (capability: string, entries: [path: string, title: string][]): PlannedPage[] =>
  entries.map(([path, title]) => ({ path, title, capability }));

/** Routes inside the app shell (spec 000 §2, 001 §2), first registration only. */
export const plannedShellPages: PlannedPage[] = [
  ...pages('the system overview', [['system-overview', 'System Overview']]),
  ...pages(whiteLabel, [['wl', 'White Label']]),
  ...pages(crm, [
    ['appointments-dashboard', 'Appointments Dashboard'],
    ['appointments-basic', 'Appointments'],
  ]),
  ...pages(ai, [['analytics-remote', 'Insights AI Module']]),
];
