import type { InfoPageContent } from './info-page';

const updated = 'November 2026';
const legalLinks = [
  { label: 'Privacy Policy', to: '/legal/privacy' },
  { label: 'Terms of Service', to: '/legal/terms' },
  { label: 'Cookie Policy', to: '/legal/cookies' },
];

/** /legal/privacy, /legal/terms and /legal/cookies. */
export const legalPages: InfoPageContent[] = [
  {
    path: '/legal/privacy',
    title: 'Privacy Policy',
    eyebrow: 'Legal',
    headline: 'Privacy Policy',
    updated,
    description: 'What personal data SmartCRM collects, why, how long it is kept, and the rights you have over it.',
    sections: [
      {
        title: 'Who we are',
        paragraphs: [
          'SmartCRM provides a sales CRM as a service. For the data your team stores in its workspace (contacts, deals, notes), your company is the controller and SmartCRM is the processor. For account data (your name, email, sign-in history) SmartCRM is the controller.',
        ],
      },
      {
        title: 'What we collect',
        paragraphs: ['Only what the product needs to work and to stay secure.'],
        points: [
          'Account data: name, email, role and a password stored only as an Argon2id hash',
          'Workspace content you enter or import: contacts, companies, deals, tasks, appointments and notes',
          'Security records: sign-in times, IP addresses and an audit log of administrative actions',
          'Newsletter and contact-form messages, when you send them',
        ],
      },
      {
        title: 'How we use it',
        paragraphs: [
          'To run the service, keep it secure, answer your requests and, if you subscribe, send product news. We do not sell personal data and we do not use workspace content to train AI models.',
        ],
      },
      {
        title: 'Retention and your rights',
        paragraphs: [
          'Workspace content is kept while the workspace exists and deleted within 30 days after it is closed. You may ask for access, correction, export or deletion of your data at any time through the contact page.',
        ],
      },
    ],
    related: legalLinks.filter((link) => link.to !== '/legal/privacy'),
  },
  {
    path: '/legal/terms',
    title: 'Terms of Service',
    eyebrow: 'Legal',
    headline: 'Terms of Service',
    updated,
    description: 'The terms under which SmartCRM provides its sales CRM service, free trials and paid plans.',
    sections: [
      {
        title: 'The service',
        paragraphs: [
          'SmartCRM gives your organisation a workspace with the features of the plan you choose. Plans and their limits (users, contacts, AI credits a month) are listed on the pricing section of our home page.',
        ],
      },
      {
        title: 'Free trial',
        paragraphs: [
          'A new workspace starts with a 14-day free trial; no credit card is required. When the trial ends the workspace becomes read-only until a plan is chosen. Your data is kept.',
        ],
      },
      {
        title: 'Your responsibilities',
        paragraphs: [
          'Keep sign-in details safe, use the service lawfully, and have a lawful basis for the contact data you store.',
        ],
      },
      {
        title: 'Cancellation',
        paragraphs: [
          'You may cancel at any time; the plan runs to the end of the paid month. You can export contacts and deals as CSV before you leave.',
        ],
      },
    ],
    related: legalLinks.filter((link) => link.to !== '/legal/terms'),
  },
  {
    path: '/legal/cookies',
    title: 'Cookie Policy',
    eyebrow: 'Legal',
    headline: 'Cookie Policy',
    updated,
    description:
      'The cookies and browser storage SmartCRM uses: only what is needed to sign you in and remember your settings.',
    sections: [
      {
        title: 'Cookies we set',
        paragraphs: ['SmartCRM sets no advertising or third-party tracking cookies.'],
        points: [
          'smartcrm_session: keeps you signed in (httpOnly, expires after 30 days)',
          'smartcrm_csrf: protects forms against cross-site request forgery',
        ],
      },
      {
        title: 'Browser storage',
        paragraphs: ['Local storage remembers interface choices on your device.'],
        points: [
          'Your theme (light or dark)',
          'Your workspace identifier',
          'Where you docked the navigation bar and your dashboard layout',
        ],
      },
    ],
    related: legalLinks.filter((link) => link.to !== '/legal/cookies'),
  },
];
