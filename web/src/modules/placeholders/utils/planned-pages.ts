/** A route whose screen a later capability builds; until then it says so plainly. */
export interface PlannedPage {
  path: string;
  title: string;
  /** The capability that brings the screen. */
  capability: string;
}

const crm = 'the CRM data screens (contacts, deals, tasks and appointments)';
const ai = 'the AI tools and assistants';
const calling = 'calling and communication';
const whiteLabel = 'the white-label and partner suites';
const apps = 'the embedded apps';
const publicSite = 'the public marketing pages';

const pages = (capability: string, entries: [path: string, title: string][]): PlannedPage[] =>
  entries.map(([path, title]) => ({ path, title, capability }));

/** Routes inside the app shell (spec 000 §2, 001 §2), first registration only. */
export const plannedShellPages: PlannedPage[] = [
  ...pages('the system overview', [['system-overview', 'System Overview']]),
  ...pages(ai, [['ai-integration', 'AI Integration']]),
  ...pages(whiteLabel, [['wl', 'White Label']]),
  ...pages(ai, [
    ['ai-goals', 'AI Goals'],
    ['assistants', 'AI Assistants'],
  ]),
  ...pages(crm, [
    ['appointments-dashboard', 'Appointments Dashboard'],
    ['appointments-basic', 'Appointments'],
    ['invoicing', 'Invoicing'],
    ['forms', 'Forms'],
  ]),
  ...pages(calling, [
    ['video-email', 'Video Email'],
    ['text-messages', 'Text Messages'],
    ['phone-system', 'Phone System'],
    ['voice-profiles', 'Voice Profiles'],
    ['communication', 'Communication'],
    ['communication-hub', 'Communication Hub'],
  ]),
  ...pages(ai, [
    ['business-analyzer', 'Business Analyzer'],
    ['business-analysis', 'Business Analysis'],
    ['content-library', 'Content Library'],
    ['analytics-remote', 'Insights AI Module'],
  ]),
  ...pages(apps, [
    ['business-intel', 'Business Intelligence'],
    ['intel', 'Intel'],
    ['funnelcraft-ai', 'FunnelCraft AI'],
    ['smartcrm-closer', 'SmartCRM Closer'],
    ['content-ai', 'Content AI'],
  ]),
];

/** Pages the spec marks as coming soon (spec 000 §2). */
export const comingSoonPages = [
  { path: 'video-email-basic', title: 'Video Email' },
  { path: 'lead-automation', title: 'Lead Automation' },
  { path: 'circle-prospecting', title: 'Circle Prospecting' },
];

/** Public pages outside the shell (spec 000 §2, 001 §2.10). */
export const plannedPublicPages: PlannedPage[] = [
  ...pages('the embeddable mini dashboard', [['dashboard-embed', 'Dashboard']]),
  ...pages(publicSite, [
    ['demo-dashboard', 'Demo dashboard'],
    ['demo/dashboard', 'Demo dashboard'],
    ['demo-contacts', 'Demo contacts'],
    ['demo/contacts', 'Demo contacts'],
    ['demo-pipeline', 'Demo pipeline'],
    ['demo/pipeline', 'Demo pipeline'],
  ]),
];
