import type { InfoPageContent } from './info-page';

/** /about, /careers, /press, /blog and /help. */
export const companyPages: InfoPageContent[] = [
  {
    path: '/about',
    title: 'About SmartCRM',
    eyebrow: 'About us',
    headline: 'We build the CRM sales teams actually keep open',
    description:
      'SmartCRM is a sales CRM with AI tools, in-browser calling and white-label workspaces, built for sales teams, agencies and the partners who resell it.',
    sections: [
      {
        title: 'Why SmartCRM exists',
        paragraphs: [
          'Most CRMs are built for the report at the end of the quarter. Reps feed them and get little back. SmartCRM starts from the rep’s day: who to call, what to say, which deal needs attention, and it does the typing afterwards.',
          'Contacts, the deal pipeline, tasks and the calendar sit next to 32 AI tools and browser-based calling, so the work and the record of the work are the same thing.',
        ],
      },
      {
        title: 'What we believe',
        paragraphs: ['A few principles decide most of our product questions.'],
        points: [
          'Every number on a screen comes from your data. If we cannot compute it, we do not show it.',
          'AI suggests; people decide. Critical actions can always require a human confirmation.',
          'Each workspace is isolated at the database level, not only in the interface.',
          'Agencies should be able to put their own name on it: white-label is a first-class feature.',
        ],
      },
      {
        title: 'Who uses SmartCRM',
        paragraphs: [
          'Sales teams of 3 to 300, from founders doing their own selling to account executives working enterprise deals, and agencies who run branded CRM workspaces for their clients.',
        ],
      },
    ],
    related: [
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Contact us', to: '/contact' },
    ],
  },
  {
    path: '/careers',
    title: 'Careers at SmartCRM',
    eyebrow: 'Careers',
    headline: 'Help sales teams spend their day selling',
    description:
      'Open roles at SmartCRM in engineering, design and customer success. Remote-first, small teams, real ownership.',
    sections: [
      {
        title: 'How we work',
        paragraphs: [
          'We are remote-first across European and American time zones, with two weeks a year together in person. Teams are small and own a product area end to end, from the database to the pixels.',
        ],
        points: [
          'Written proposals before big changes',
          'Quiet mornings with no meetings',
          'A learning budget and a home-office budget',
        ],
      },
      {
        title: 'Open roles',
        paragraphs: [
          'Send a short note about something you built to careers@smartcrm.app with the role in the subject.',
        ],
        points: [
          'Senior Backend Engineer (TypeScript, Postgres, NATS): remote',
          'Product Designer, CRM workflows: remote',
          'Customer Success Manager, partners and agencies: remote, US hours',
        ],
      },
    ],
    related: [
      { label: 'About us', to: '/about' },
      { label: 'Contact us', to: '/contact' },
    ],
  },
  {
    path: '/press',
    title: 'Press',
    eyebrow: 'Press',
    headline: 'SmartCRM for the press',
    description: 'Facts, product descriptions and the press contact for journalists writing about SmartCRM.',
    sections: [
      {
        title: 'SmartCRM in one paragraph',
        paragraphs: [
          'SmartCRM is a multi-tenant, white-label sales CRM with AI-assisted tools and in-browser video and audio calling. Sales teams manage contacts, a deal pipeline, tasks and appointments; AI scores and enriches leads, drafts emails and forecasts revenue; agencies resell it under their own brand.',
        ],
      },
      {
        title: 'Quick facts',
        paragraphs: ['For background and fact checking.'],
        points: [
          'Plans: Starter $29, Professional $79 and Enterprise $199 a month',
          '14-day free trial, no credit card required',
          '32 AI tools in 6 categories',
          'White-label workspaces with their own name, colours, logo and domain',
        ],
      },
      {
        title: 'Press contact',
        paragraphs: ['Write to press@smartcrm.app. We answer within one working day.'],
      },
    ],
    related: [
      { label: 'About us', to: '/about' },
      { label: 'Blog', to: '/blog' },
    ],
  },
  {
    path: '/blog',
    title: 'SmartCRM Blog',
    eyebrow: 'Blog',
    headline: 'Notes on selling with AI',
    description:
      'Practical articles from the SmartCRM team on pipelines, forecasting, lead scoring and AI for sales teams.',
    sections: [
      {
        title: 'Weighted forecasts, explained in five minutes',
        paragraphs: [
          'A forecast that adds up every open deal at full value is a wish list. Weight each deal by its probability and the number starts to mean something: a $100,000 deal at 20% contributes $20,000.',
          'Next, give yourself a range. Take 80% of open pipeline for the best case and 30% for the worst, and see where the weighted figure falls. When it drifts toward the worst case, look at the deals that stopped moving.',
        ],
      },
      {
        title: 'The 14-day rule for stuck deals',
        paragraphs: [
          'A deal nobody has touched in two weeks is rarely progressing quietly. We flag active deals with no update for over 14 days as stuck, and idle time is the biggest input to deal risk: more than 7 days idle is high risk, 3 to 7 days medium.',
          'The fix is usually small: one email, one call, one honest question about timing.',
        ],
      },
      {
        title: 'What a lead score should tell a rep',
        paragraphs: [
          'A score is only useful if a rep can act on it. SmartCRM splits the score into engagement, fit and budget match, so “72” comes with a reason: strong fit, budget confirmed, engagement dropping. Call now.',
        ],
      },
    ],
    related: [
      { label: 'Forecasting', to: '/features/pipeline/forecasting' },
      { label: 'Deal health', to: '/features/pipeline/deal-health' },
    ],
  },
  {
    path: '/help',
    title: 'Help Center',
    eyebrow: 'Help',
    headline: 'How can we help?',
    description:
      'Getting started with SmartCRM: creating your workspace, importing contacts, setting up your pipeline, inviting your team and getting support.',
    sections: [
      {
        title: 'Getting started',
        paragraphs: ['Your first hour in SmartCRM.'],
        points: [
          'Start a 14-day free trial from the pricing section; you get a workspace at your own subdomain',
          'Import contacts from a CSV file under Contacts → Import; map each column and review rows that did not import',
          'Rename or add pipeline stages, then import deals or drag in your first ones',
          'Invite teammates from Admin → User Management and choose their role',
        ],
      },
      {
        title: 'Roles',
        paragraphs: [
          'Super admins manage users, billing and settings. White-label users also get AI tools, analytics and branding. Regular users work with contacts, the pipeline, the calendar and communication.',
        ],
      },
      {
        title: 'Still stuck?',
        paragraphs: [
          'Read the FAQ, check the system status, or write to us through the contact form. Priority support comes with Professional; Enterprise includes a dedicated contact.',
        ],
      },
    ],
    related: [
      { label: 'FAQ', to: '/faq' },
      { label: 'System status', to: '/status' },
      { label: 'Contact support', to: '/contact' },
    ],
  },
];
