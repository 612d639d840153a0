/** The questions of the landing page's #faq section and /faq. */
export const faqs: { question: string; answer: string }[] = [
  {
    question: 'How does the free trial work?',
    answer:
      'You get 14 days of the full product with no credit card. Pick a plan when you sign up; after 14 days the workspace becomes read-only until you choose a plan. Your data stays.',
  },
  {
    question: 'Can I change plans later?',
    answer:
      'Yes. Move between Starter, Professional and Enterprise at any time; limits on users, contacts and AI credits change with the plan.',
  },
  {
    question: 'What counts as an AI credit?',
    answer:
      'One AI tool run, such as scoring a contact, drafting an email or analysing an image. Starter includes 5 a month, Professional 50, Enterprise is unlimited.',
  },
  {
    question: 'Can I import my existing contacts and deals?',
    answer:
      'Yes. Import CSV files of contacts and deals, map each column, and see any rows that did not import with the reason. Large files of a million rows are fine.',
  },
  {
    question: 'Is my data separated from other companies’ data?',
    answer:
      'Every workspace is isolated in the database itself with row-level security, so one workspace can never read another’s records, even by mistake.',
  },
  {
    question: 'Can I put my own brand on SmartCRM?',
    answer:
      'On Enterprise, yes: your name, colours, logo and your own domain. Agencies can create branded workspaces for their clients and earn a revenue share.',
  },
  {
    question: 'Do I need to install anything for calls?',
    answer: 'No. Video and audio calls run in the browser; allow camera and microphone access when asked.',
  },
  {
    question: 'Can I cancel anytime?',
    answer: 'Yes, with no cancellation fee. Export your contacts and deals as CSV whenever you like.',
  },
];
