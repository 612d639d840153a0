import type { SiteLink } from './feature-page';

/** The header's Features dropdown (spec 001 §2.12). */
export const featureMenuLinks: (SiteLink & { text: string })[] = [
  { label: 'AI Sales Tools', to: '/features/ai-tools', text: '32 AI tools for emails, proposals and research' },
  { label: 'Contact Management', to: '/features/contacts', text: 'Lead scoring, enrichment and timelines' },
  { label: 'Deal Pipeline', to: '/features/pipeline', text: 'Kanban, forecasting and deal health' },
  { label: 'AI Assistant', to: '/features/ai-assistant', text: 'Search, schedule and write in plain language' },
  { label: 'Vision Analyzer', to: '/features/vision-analyzer', text: 'Insight from images and PDFs' },
  { label: 'Image Generator', to: '/features/image-generator', text: 'On-brand visuals in HD' },
  { label: 'Function Assistant', to: '/features/function-assistant', text: 'Let AI update the CRM, safely' },
  { label: 'Speech to Text', to: '/features/speech-to-text', text: 'Dictated notes and call transcripts' },
];

/** The header's other links. */
export const headerLinks: SiteLink[] = [
  { label: 'Pricing', to: '/#pricing' },
  { label: 'FAQ', to: '/#faq' },
  { label: 'Voice Profiles', to: '/voice-profiles' },
];

/** The mobile menu's entries (spec 001 §2.12). */
export const mobileMenuLinks: SiteLink[] = [
  { label: 'AI Sales Tools', to: '/features/ai-tools' },
  { label: 'Contact Management', to: '/features/contacts' },
  { label: 'Deal Pipeline', to: '/features/pipeline' },
];

export const footerColumns: { title: string; links: SiteLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'All features', to: '/features' },
      { label: 'Analytics', to: '/features/analytics' },
      { label: 'Communications', to: '/features/communications' },
      { label: 'Semantic Search', to: '/features/semantic-search' },
      { label: 'Live demo', to: '/demo' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Blog', to: '/blog' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Contact', to: '/contact' },
      { label: 'Status', to: '/status' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', to: '/legal/privacy' },
      { label: 'Terms', to: '/legal/terms' },
      { label: 'Cookies', to: '/legal/cookies' },
    ],
  },
];

/** The five social networks of the footer. */
export const socialLinks = [
  { label: 'SmartCRM on X', network: 'x', href: 'https://x.com/smartcrm' },
  { label: 'SmartCRM on LinkedIn', network: 'linkedin', href: 'https://www.linkedin.com/company/smartcrm' },
  { label: 'SmartCRM on Facebook', network: 'facebook', href: 'https://www.facebook.com/smartcrm' },
  { label: 'SmartCRM on Instagram', network: 'instagram', href: 'https://www.instagram.com/smartcrm' },
  { label: 'SmartCRM on YouTube', network: 'youtube', href: 'https://www.youtube.com/@smartcrm' },
] as const;
