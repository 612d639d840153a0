import {
  Activity,
  BarChart3,
  Bell,
  CalendarClock,
  Columns3,
  Contact,
  Gauge,
  GitBranch,
  HeartPulse,
  LineChart,
  Mail,
  MessageSquare,
  MousePointerClick,
  Radio,
  Sparkles,
  Target,
  TrendingUp,
  UserSearch,
  Video,
} from 'lucide-react';
import type { FeaturePageContent } from './feature-page';

const pipelineParent = { label: 'Pipeline Management', to: '/features/pipeline' };

/** The CRM's own feature pages: contacts, the pipeline and its four sub-pages, analytics, communications. */
export const crmFeaturePages: FeaturePageContent[] = [
  {
    path: '/features/contacts',
    title: 'Contact Management',
    eyebrow: 'Contacts',
    headline: 'Every lead, scored and in context',
    description:
      'Keep every contact, company and conversation in one place. AI lead scoring, engagement tracking and data enrichment tell your reps who to call next and why.',
    icon: Contact,
    highlights: [
      {
        icon: Target,
        title: 'AI lead scoring',
        text: 'Each contact gets a score out of 100 from engagement, fit and budget match. Scores of 80 and up are marked green so the hottest leads stand out.',
      },
      {
        icon: Activity,
        title: 'Engagement tracking',
        text: 'Calls, emails, notes, stage changes and completed tasks land on one activity timeline per contact, newest first.',
      },
      {
        icon: Sparkles,
        title: 'Recommendations',
        text: 'Suggested next steps for each lead, from a follow-up call to a proposal, based on where the conversation stands.',
      },
      {
        icon: UserSearch,
        title: 'Data enrichment',
        text: 'Fill in title, company, industry and social profiles from an email address, at standard or premium depth.',
      },
      {
        icon: MessageSquare,
        title: 'Multi-channel communication',
        text: 'Email, SMS and calls from the contact card, every touch recorded on the activity timeline.',
      },
      {
        icon: Columns3,
        title: 'Lists that scale',
        text: 'Search, filter by status, interest and tags, save views for the team, and import a million rows from CSV.',
      },
    ],
    sections: [
      {
        title: 'From first touch to customer',
        text: 'Contacts move from lead to prospect to customer. Interest levels (hot, medium, low, cold) and tags keep segments sharp.',
        points: [
          'Possible duplicates found by shared email, phone or company domain, merged with one click and undo',
          'Custom fields for whatever your team tracks: territory, contract end, preferred channel',
          'Favourites and saved views so each rep opens exactly the list they work from',
        ],
      },
    ],
    related: [
      { label: 'Deal pipeline', to: '/features/pipeline' },
      { label: 'Communications', to: '/features/communications' },
      { label: 'Semantic search', to: '/features/semantic-search' },
    ],
  },
  {
    path: '/features/pipeline',
    title: 'Pipeline Management',
    eyebrow: 'Deal pipeline',
    headline: 'See every deal, forecast every quarter',
    description:
      'A visual Kanban pipeline with drag and drop and real-time updates, AI forecasting with probability weighting, deal analytics and a health score for every open deal.',
    icon: GitBranch,
    highlights: [
      {
        icon: Columns3,
        title: 'Visual Kanban',
        text: 'Drag deals from Prospecting to Qualification, Proposal and Negotiation. Teammates see the move instantly.',
      },
      {
        icon: TrendingUp,
        title: 'AI forecasting',
        text: 'Projected revenue is the sum of each open deal’s value times its probability, with best and worst-case scenarios.',
      },
      {
        icon: BarChart3,
        title: 'Deal analytics',
        text: 'Win rate, average deal size, stage-to-stage conversion and pipeline value by expected close month.',
      },
      {
        icon: HeartPulse,
        title: 'Deal health',
        text: 'High, Medium or Low from probability and days since the last update, so stalled deals surface early.',
      },
    ],
    sections: [
      {
        title: 'Built for how reps actually work',
        text: 'Several pipelines per workspace, each with its own stages. Stage totals stay current as deals move.',
        points: [
          'Import deals from CSV and map columns to stages',
          'Stage history on every deal: who moved it, when, and from where',
          'Filters by owner, stage and close date that carry over to the analytics screens',
        ],
      },
    ],
    related: [
      { label: 'Visual management', to: '/features/pipeline/visual-management' },
      { label: 'Forecasting', to: '/features/pipeline/forecasting' },
      { label: 'Pipeline analytics', to: '/features/pipeline/analytics' },
      { label: 'Deal health', to: '/features/pipeline/deal-health' },
    ],
  },
  {
    path: '/features/pipeline/visual-management',
    parent: pipelineParent,
    title: 'Visual Pipeline Management',
    eyebrow: 'Pipeline · Visual management',
    headline: 'A board your whole team trusts',
    description:
      'Drag-and-drop Kanban with real-time updates: every stage shows its deals, count and total value, and every move is saved and shared instantly.',
    icon: MousePointerClick,
    highlights: [
      {
        icon: MousePointerClick,
        title: 'Drag and drop',
        text: 'Move a deal to its next stage with the mouse or the keyboard; the stage totals update as you drop.',
      },
      {
        icon: Radio,
        title: 'Real-time updates',
        text: 'When a teammate moves a deal, your board moves it too. No refresh, no stale numbers in the Monday meeting.',
      },
      {
        icon: Columns3,
        title: 'Stage totals',
        text: 'Deal count and value per stage at the top of each column, computed from running totals so big boards stay fast.',
      },
    ],
    sections: [
      {
        title: 'Stages that match your process',
        text: 'Start with Prospecting, Qualification, Proposal and Negotiation, then rename, reorder or add stages per pipeline.',
        points: [
          'Several pipelines, for new business and renewals',
          'A deleted pipeline’s deals move to another, stage by stage',
          'Conflicting edits are caught: if someone changed a deal first, you see their version',
        ],
      },
    ],
    related: [
      { label: 'Forecasting', to: '/features/pipeline/forecasting' },
      { label: 'Deal health', to: '/features/pipeline/deal-health' },
    ],
  },
  {
    path: '/features/pipeline/forecasting',
    parent: pipelineParent,
    title: 'AI Sales Forecasting',
    eyebrow: 'Pipeline · Forecasting',
    headline: 'Forecasts built on probability, not hope',
    description:
      'AI forecasting with probability weighting and scenario planning, by month or by quarter. Teams using weighted forecasts report up to 42% greater forecasting accuracy.',
    icon: LineChart,
    highlights: [
      {
        icon: Target,
        title: 'Probability weighting',
        text: 'Each open deal counts at its value times its win probability, so a $100k deal at 20% is forecast as $20k.',
      },
      {
        icon: TrendingUp,
        title: 'Scenario planning',
        text: 'Best case takes 80% of open pipeline value, worst case 30%, next to the weighted forecast.',
      },
      {
        icon: CalendarClock,
        title: 'Monthly or quarterly',
        text: 'Toggle between a Monthly and a Quarterly view; deals group by their expected close date.',
      },
    ],
    sections: [
      {
        title: 'Forecasts you can explain',
        text: 'Every figure traces back to the deals behind it. Open a month and see which deals make it up.',
        points: [
          'Deals without a close date shown in their own No date group, not silently dropped',
          'Win rate = won ÷ (won + lost), measured on your own closed deals',
          'Forecasts recalculate as deals move on the board',
        ],
      },
    ],
    related: [
      { label: 'Pipeline analytics', to: '/features/pipeline/analytics' },
      { label: 'Analytics', to: '/features/analytics' },
    ],
  },
  {
    path: '/features/pipeline/analytics',
    parent: pipelineParent,
    title: 'Pipeline Analytics',
    eyebrow: 'Pipeline · Analytics',
    headline: 'Know where deals stall and why',
    description:
      'Deal analytics for the whole pipeline: conversion between stages, revenue trends, average deal size, sales cycle length and win rate by period.',
    icon: BarChart3,
    highlights: [
      {
        icon: BarChart3,
        title: 'Stage conversion',
        text: 'The share of deals that move from each stage to the next, so you fix the step that leaks.',
      },
      {
        icon: LineChart,
        title: 'Revenue trend',
        text: 'Won revenue by week, month or quarter next to open pipeline value by expected close month.',
      },
      {
        icon: Gauge,
        title: 'Cycle length',
        text: 'Average days in each stage and from creation to close, with the slowest deals listed.',
      },
    ],
    sections: [
      {
        title: 'Read-only, always current',
        text: 'The analytics screens compute from the same deals your reps move, so there is no export step and no stale copy.',
        points: [
          'KPI cards: total revenue, conversion rate, total contacts, average deal size',
          'Week, month and quarter timeframes',
        ],
      },
    ],
    related: [
      { label: 'Analytics', to: '/features/analytics' },
      { label: 'Forecasting', to: '/features/pipeline/forecasting' },
    ],
  },
  {
    path: '/features/pipeline/deal-health',
    parent: pipelineParent,
    title: 'Deal Health',
    eyebrow: 'Pipeline · Deal health',
    headline: 'Spot at-risk deals before they slip',
    description:
      'Every open deal is rated High, Medium or Low health from its win probability and how long it has been idle, with stuck deals flagged after 14 days without an update.',
    icon: HeartPulse,
    highlights: [
      {
        icon: HeartPulse,
        title: 'High, Medium, Low',
        text: 'High above 60% probability, Medium from 30% to 60%, Low below 30%: a rule your team can read and trust.',
      },
      {
        icon: Bell,
        title: 'Idle alerts',
        text: 'A deal idle more than 7 days is high risk; 3 to 7 days medium. Stuck deals (14 days) are listed for the owner.',
      },
      {
        icon: Sparkles,
        title: 'AI next steps',
        text: 'For active deals with a contact, the AI suggests key factors, risks and the next best action.',
      },
    ],
    sections: [
      {
        title: 'One rule, everywhere',
        text: 'The Deal Risk Monitor, Pipeline Health dashboard and deal cards use the same thresholds, so the numbers agree.',
        points: [
          'High-potential deals: active with probability 70 or more',
          'Deal age badges: green under 30 days, yellow under 60, red after',
        ],
      },
    ],
    related: [
      { label: 'Visual management', to: '/features/pipeline/visual-management' },
      { label: 'Pipeline analytics', to: '/features/pipeline/analytics' },
    ],
  },
  {
    path: '/features/analytics',
    title: 'Sales Analytics',
    eyebrow: 'Analytics',
    headline: 'Ten analytics screens, zero spreadsheets',
    description:
      'AI sales forecast, deal risk monitor, pipeline health, win rate intelligence, sales cycle analytics and more, computed live from your deals and contacts.',
    icon: BarChart3,
    highlights: [
      {
        icon: TrendingUp,
        title: 'AI Sales Forecast',
        text: 'Weighted forecast with quarterly breakdown and best and worst-case scenarios.',
      },
      {
        icon: Bell,
        title: 'Deal Risk Monitor',
        text: 'High-risk deals by idle time and probability, with the low-risk deals you can count on.',
      },
      {
        icon: Target,
        title: 'Win Rate Intelligence',
        text: 'Overall win rate, deals won and average won deal size against your target.',
      },
      {
        icon: Gauge,
        title: 'Sales Cycle Analytics',
        text: 'Average days per stage and the fastest cycles, to copy what works.',
      },
    ],
    sections: [
      {
        title: 'Also included',
        text: 'Pipeline Intelligence, Smart Conversion Insights, Pipeline Health Dashboard, Live Deal Analysis, Competitor Insights and Revenue Intelligence.',
        points: ['Dark and light themes', 'Every figure computed from your workspace’s data, never sample numbers'],
      },
    ],
    related: [
      { label: 'Pipeline analytics', to: '/features/pipeline/analytics' },
      { label: 'Forecasting', to: '/features/pipeline/forecasting' },
    ],
  },
  {
    path: '/features/communications',
    title: 'Communications',
    eyebrow: 'Communications',
    headline: 'Calls, video and email without leaving the CRM',
    description:
      'Video and audio calls from a contact card, recording with AI transcription, email from the record and one activity timeline for every conversation.',
    icon: Video,
    highlights: [
      {
        icon: Video,
        title: 'Video and audio calls',
        text: 'Call a contact from their card in the browser: mute, camera, screen share, chat and a call timer.',
      },
      {
        icon: Radio,
        title: 'Recording and transcription',
        text: 'Record a call to a downloadable file and get an AI transcript and summary on the timeline.',
      },
      {
        icon: Mail,
        title: 'Email from the record',
        text: 'Write with the AI Email Composer, send from the contact, and keep the thread next to their deals.',
      },
      {
        icon: Activity,
        title: 'One timeline',
        text: 'Calls, emails, notes, tasks and appointments in one place per contact and per deal.',
      },
    ],
    sections: [
      {
        title: 'Group calls and connection quality',
        text: 'Bring several contacts into one call. Connection quality (excellent, good, poor) is measured every few seconds while you talk.',
        points: [
          'Calls logged on the contacts involved',
          'Camera, microphone and screen share ask for permission first',
        ],
      },
    ],
    related: [
      { label: 'Contact management', to: '/features/contacts' },
      { label: 'Speech to text', to: '/features/speech-to-text' },
    ],
  },
];
