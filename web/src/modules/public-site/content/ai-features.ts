import {
  Bot,
  Brain,
  Camera,
  FileSearch,
  FileText,
  Filter,
  Image,
  ImagePlus,
  Layers,
  Link2,
  ListChecks,
  Lock,
  Mic,
  Network,
  Palette,
  ScanSearch,
  Search,
  ShieldCheck,
  Sparkles,
  Wand2,
  Waves,
  Workflow,
} from 'lucide-react';
import type { FeaturePageContent } from './feature-page';

const searchParent = { label: 'Semantic Search', to: '/features/semantic-search' };
const visionParent = { label: 'Vision Analyzer', to: '/features/vision-analyzer' };

/** The AI feature pages of spec 001 §2.12 and their sub-pages. */
export const aiFeaturePages: FeaturePageContent[] = [
  {
    path: '/features/ai-tools',
    title: 'AI Sales Tools',
    eyebrow: 'AI tools',
    headline: '32 AI tools that work inside your CRM',
    description:
      'Email composer, proposal generator, call scripts, objection handling, lead qualification, competitor analysis and more, each working from your real contacts and deals.',
    icon: Sparkles,
    highlights: [
      {
        icon: Brain,
        title: 'The right model per task',
        text: 'Pick an urgency (cost-optimized, balanced or accuracy-focused) and a cost limit; each task runs on the model that fits.',
      },
      {
        icon: Layers,
        title: 'Bulk analysis',
        text: 'Score, enrich or qualify many contacts at once, now or overnight at half the cost, with an estimate before you start.',
      },
      {
        icon: ShieldCheck,
        title: 'Your data stays yours',
        text: 'Tools read only the workspace you are signed in to, and usage is metered against your plan’s AI credits.',
      },
    ],
    sections: [
      {
        id: 'use-cases',
        title: 'Six categories',
        text: 'Email & Communication, Sales & Deals, Customer Intelligence, Content & Marketing, Analysis & Research, Productivity & Voice.',
        points: [
          'Email Analysis, Meeting Summarizer, Email Composer, Follow-up Writer',
          'Proposal Generator, Call Script Generator, Objection Handler, Deal Coach',
          'Lead Qualification, Sentiment Analysis, Churn Risk Predictor, Customer Persona Builder',
          'Business Analyzer, Market Trends, Document Analyzer, Vision Analyzer, Semantic Search',
        ],
      },
    ],
    related: [
      { label: 'AI Assistant', to: '/features/ai-assistant' },
      { label: 'Image Generator', to: '/ai-tools/image-generator' },
      { label: 'Open AI Tools in your workspace', to: '/ai-tools' },
    ],
  },
  {
    path: '/features/ai-assistant',
    title: 'AI Sales Assistant',
    eyebrow: 'AI assistant',
    headline: 'An assistant that knows your pipeline',
    description:
      'Ask in plain language: find contacts and deals, schedule meetings, generate emails and analyse documents, with answers grounded in your own CRM data.',
    icon: Bot,
    highlights: [
      {
        icon: Search,
        title: 'Search',
        text: '“Which deals in negotiation haven’t moved this week?” answered from your pipeline.',
      },
      {
        icon: ListChecks,
        title: 'Scheduling',
        text: 'Book a follow-up or a demo as an appointment or task, linked to the contact and deal.',
      },
      {
        icon: FileText,
        title: 'Email generation',
        text: 'Draft a follow-up that references the last call, the deal stage and the proposal sent.',
      },
      {
        icon: FileSearch,
        title: 'Document analysis',
        text: 'Drop in a contract or an RFP and get the terms, dates and risks in a summary.',
      },
    ],
    sections: [
      {
        id: 'examples',
        title: 'Examples',
        text: 'Things reps ask on a Monday morning.',
        points: [
          'Summarise my week: meetings held, deals moved, tasks overdue',
          'Write a follow-up to Dana at Northwind about the revised proposal',
          'Schedule a call with every hot lead I have not contacted in 5 days',
        ],
      },
    ],
    related: [
      { label: 'Function Assistant', to: '/features/function-assistant' },
      { label: 'Semantic Search', to: '/features/semantic-search' },
    ],
  },
  {
    path: '/features/vision-analyzer',
    title: 'Vision Analyzer',
    eyebrow: 'AI vision',
    headline: 'Turn screenshots and documents into insight',
    description:
      'Upload an image or PDF and choose General Analysis, Competitor Material Analysis, Document Extraction or Product Comparison. Supports PNG, JPG, PDF and more.',
    icon: ScanSearch,
    highlights: [
      {
        icon: ScanSearch,
        title: 'General Analysis',
        text: 'Describe what is in an image: a slide, a whiteboard, a storefront.',
      },
      {
        icon: Camera,
        title: 'Competitor Material Analysis',
        text: 'Read a competitor’s brochure or pricing page and list their claims, prices and gaps.',
      },
      {
        icon: FileText,
        title: 'Document Extraction',
        text: 'Pull names, dates, amounts and terms out of business cards, invoices and contracts.',
      },
      {
        icon: Layers,
        title: 'Product Comparison',
        text: 'Compare two products from photos or spec sheets, feature by feature.',
      },
    ],
    sections: [
      {
        title: 'Formats',
        text: 'PNG, JPG, WEBP, GIF and PDF uploads. Results can be saved to a contact or deal as a note.',
        points: ['Extracted contacts can be added to the CRM in one click', 'Each analysis counts as one AI credit'],
      },
    ],
    related: [
      { label: 'See the gallery', to: '/features/vision-analyzer/gallery' },
      { label: 'AI tools', to: '/features/ai-tools' },
    ],
  },
  {
    path: '/features/vision-analyzer/gallery',
    parent: visionParent,
    title: 'Vision Analyzer Gallery',
    eyebrow: 'Vision Analyzer · Gallery',
    headline: 'What reps analyse with Vision',
    description:
      'Examples of the Vision Analyzer at work: business cards turned into contacts, competitor brochures summarised, whiteboards transcribed and products compared.',
    icon: Image,
    highlights: [
      {
        icon: FileText,
        title: 'Business card → contact',
        text: 'Name, title, company, email and phone extracted and ready to save as a new lead.',
      },
      {
        icon: Camera,
        title: 'Trade-show brochure',
        text: 'A competitor’s brochure summarised: positioning, three key claims, list prices where printed.',
      },
      {
        icon: ScanSearch,
        title: 'Whiteboard photo',
        text: 'Discovery-session notes transcribed into a tidy note on the deal.',
      },
      {
        icon: Layers,
        title: 'Spec-sheet comparison',
        text: 'Two spec sheets side by side, with where your product wins highlighted.',
      },
    ],
    sections: [],
    related: [{ label: 'Back to Vision Analyzer', to: '/features/vision-analyzer' }],
  },
  {
    path: '/features/image-generator',
    title: 'AI Image Generator',
    eyebrow: 'AI image generator',
    headline: 'On-brand visuals for every campaign',
    description:
      'Generate images for social posts, proposals and emails from a prompt. Choose a style and an aspect ratio, render in HD and export as PNG or JPG.',
    icon: ImagePlus,
    highlights: [
      {
        icon: Palette,
        title: 'Styles',
        text: 'Photographic, illustration, 3D render, minimal or corporate, tuned to your brand colours.',
      },
      { icon: Image, title: 'Aspect ratios', text: 'Square 1:1, landscape 16:9, portrait 9:16 and 4:3 for slides.' },
      {
        icon: Wand2,
        title: 'HD quality',
        text: 'Render in standard or HD quality when the image goes on a proposal cover.',
      },
      {
        icon: FileText,
        title: 'PNG or JPG export',
        text: 'Download the result or attach it to a contact, deal or email.',
      },
    ],
    sections: [],
    related: [
      { label: 'Open the image generator', to: '/ai-tools/image-generator' },
      { label: 'AI tools', to: '/features/ai-tools' },
    ],
  },
  {
    path: '/ai-tools/image-generator',
    title: 'Image Generator',
    eyebrow: 'AI tools · Image Generator',
    headline: 'Create an image in three steps',
    description:
      'Describe the image, pick a style and an aspect ratio, and generate. Sign in to use the Image Generator with your workspace’s AI credits.',
    icon: ImagePlus,
    highlights: [
      {
        icon: FileText,
        title: '1. Describe',
        text: 'A sentence is enough: “a sales team celebrating a closed deal, bright office”.',
      },
      { icon: Palette, title: '2. Style and size', text: 'Pick a style and an aspect ratio; choose HD for print.' },
      { icon: ImagePlus, title: '3. Generate and export', text: 'Get variations, then export as PNG or JPG.' },
    ],
    sections: [],
    related: [
      { label: 'Image Generator features', to: '/features/image-generator' },
      { label: 'Start free trial', to: '/register' },
    ],
  },
  {
    path: '/features/function-assistant',
    title: 'Function Assistant',
    eyebrow: 'AI function calling',
    headline: 'Tell the CRM what to do',
    description:
      'A function-calling assistant that searches, creates and updates CRM records for you, with permission controls, audit logs and optional human confirmation before critical actions.',
    icon: Workflow,
    highlights: [
      {
        icon: Search,
        title: 'Searches',
        text: '“Find contacts at logistics companies in Texas” runs a real CRM search, not a guess.',
      },
      {
        icon: Wand2,
        title: 'Creates and updates',
        text: 'Creates contacts, deals and tasks, moves deals between stages and updates fields from one sentence.',
      },
      {
        icon: Lock,
        title: 'Permission controls',
        text: 'The assistant acts with the signed-in user’s role: a regular user cannot do through it what they cannot do by hand.',
      },
      {
        icon: ShieldCheck,
        title: 'Audit logs and confirmation',
        text: 'Every action is written to the audit log; deletes and bulk changes can require a human confirmation first.',
      },
    ],
    sections: [],
    related: [
      { label: 'AI Assistant', to: '/features/ai-assistant' },
      { label: 'AI tools', to: '/features/ai-tools' },
    ],
  },
  {
    path: '/features/speech-to-text',
    title: 'Speech to Text',
    eyebrow: 'AI speech to text',
    headline: 'Talk, and your notes write themselves',
    description:
      'Dictate notes after a meeting, transcribe recorded calls and search by voice. Transcripts attach to the contact and deal they belong to.',
    icon: Mic,
    highlights: [
      {
        icon: Mic,
        title: 'Dictated notes',
        text: 'Speak a call summary on the way to the car; it lands on the contact as a note.',
      },
      {
        icon: Waves,
        title: 'Call transcription',
        text: 'Recorded calls become searchable transcripts with a short AI summary.',
      },
      { icon: Search, title: 'Voice search', text: 'Ask the search box out loud, from the desk or the road.' },
    ],
    sections: [],
    related: [
      { label: 'Communications', to: '/features/communications' },
      { label: 'Semantic Search', to: '/features/semantic-search' },
    ],
  },
  {
    path: '/features/semantic-search',
    title: 'Semantic Search',
    eyebrow: 'AI semantic search',
    headline: 'Search the way you think',
    description:
      'Natural-language search across contacts, companies, deals, emails, notes and tasks, with match percentages, an All/Contacts/Deals filter and voice search.',
    icon: Search,
    highlights: [
      {
        icon: Brain,
        title: 'Natural language',
        text: '“Enterprise leads interested in onboarding who went quiet” finds them even if no note says those words.',
      },
      { icon: Filter, title: 'Filters', text: 'All, Contacts or Deals, with a match percentage on every result.' },
      { icon: Mic, title: 'Voice search', text: 'Speak the query; it is transcribed and searched.' },
      {
        icon: Network,
        title: 'Cross-CRM',
        text: 'One query covers contacts, companies, deals, emails, notes and tasks at once.',
      },
    ],
    sections: [
      {
        id: 'examples',
        title: 'Try asking',
        text: 'Queries that plain keyword search cannot answer.',
        points: [
          'Deals over $50k in negotiation with no meeting booked',
          'Contacts who asked about pricing last month',
          'Customers similar to Northwind Traders',
        ],
      },
    ],
    related: [
      { label: 'How it works', to: '/features/semantic-search/technology' },
      { label: 'Integrations', to: '/features/semantic-search/integrations' },
    ],
  },
  {
    path: '/features/semantic-search/technology',
    parent: searchParent,
    title: 'Semantic Search Technology',
    eyebrow: 'Semantic Search · Technology',
    headline: 'Meaning, not keywords',
    description:
      'How SmartCRM’s semantic search works: records are embedded as vectors, queries are matched by meaning, and results are ranked with a match percentage and checked against your permissions.',
    icon: Brain,
    highlights: [
      {
        icon: Layers,
        title: 'Embeddings',
        text: 'Each contact, deal, note and email is turned into a vector that captures what it is about.',
      },
      {
        icon: Sparkles,
        title: 'Hybrid ranking',
        text: 'Meaning-based matches are combined with exact name and email matches so precise lookups still win.',
      },
      {
        icon: Lock,
        title: 'Permission-aware',
        text: 'Results respect record visibility: a rep never sees a record through search they could not open.',
      },
    ],
    sections: [],
    related: [
      { label: 'Integrations', to: '/features/semantic-search/integrations' },
      { label: 'Back to Semantic Search', to: '/features/semantic-search' },
    ],
  },
  {
    path: '/features/semantic-search/integrations',
    parent: searchParent,
    title: 'Semantic Search Integrations',
    eyebrow: 'Semantic Search · Integrations',
    headline: 'Search everything your team already uses',
    description:
      'Semantic search covers the records you import and sync: CSV imports, email threads logged on contacts, call transcripts and notes, all searchable together.',
    icon: Link2,
    highlights: [
      {
        icon: FileText,
        title: 'CSV imports',
        text: 'Contacts and deals imported from spreadsheets are searchable as soon as the import finishes.',
      },
      {
        icon: Waves,
        title: 'Call transcripts',
        text: 'Recorded and transcribed calls join the index with their contact.',
      },
      { icon: Link2, title: 'API', text: 'Records created through the API are indexed like any other.' },
    ],
    sections: [],
    related: [
      { label: 'How it works', to: '/features/semantic-search/technology' },
      { label: 'Back to Semantic Search', to: '/features/semantic-search' },
    ],
  },
];
