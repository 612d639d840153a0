/** The AI tool catalogue (spec 000 §1: 32 tools in 6 categories). Names only; the tools come later. */
export const aiToolCategories = [
  { id: 'communication', name: 'Email & Communication' },
  { id: 'sales', name: 'Sales & Deals' },
  { id: 'customer', name: 'Customer Intelligence' },
  { id: 'content', name: 'Content & Marketing' },
  { id: 'research', name: 'Analysis & Research' },
  { id: 'productivity', name: 'Productivity & Voice' },
] as const;

export type AiToolCategoryId = (typeof aiToolCategories)[number]['id'];

export interface AiTool {
  id: string;
  name: string;
  category: AiToolCategoryId;
}

const tool =
  (category: AiToolCategoryId) =>
  (id: string, name: string): AiTool => ({ id, name, category });
const communication = tool('communication');
const sales = tool('sales');
const customer = tool('customer');
const content = tool('content');
const research = tool('research');
const productivity = tool('productivity');

export const aiTools: readonly AiTool[] = [
  communication('email-analysis', 'Email Analysis'),
  communication('meeting-summarizer', 'Meeting Summarizer'),
  communication('email-composer', 'Email Composer'),
  communication('follow-up-writer', 'Follow-up Writer'),
  communication('subject-line-optimizer', 'Subject Line Optimizer'),
  communication('text-message-writer', 'Text Message Writer'),
  sales('proposal-generator', 'Proposal Generator'),
  sales('call-script', 'Call Script Generator'),
  sales('objection-handler', 'Objection Handler'),
  sales('deal-coach', 'Deal Coach'),
  sales('sales-forecast', 'Sales Forecast'),
  sales('competitor-analysis', 'Competitor Analysis'),
  customer('customer-persona', 'Customer Persona Builder'),
  customer('sentiment-analysis', 'Sentiment Analysis'),
  customer('lead-qualification', 'Lead Qualification'),
  customer('churn-risk', 'Churn Risk Predictor'),
  customer('customer-journey', 'Customer Journey Mapper'),
  content('social-post-writer', 'Social Post Writer'),
  content('blog-outline', 'Blog Outline Generator'),
  content('ad-copy', 'Ad Copy Generator'),
  content('image-generator', 'Image Generator'),
  content('content-repurposer', 'Content Repurposer'),
  research('business-analyzer', 'Business Analyzer'),
  research('market-trends', 'Market Trends'),
  research('document-analyzer', 'Document Analyzer'),
  research('vision-analyzer', 'Vision Analyzer'),
  research('semantic-search', 'Semantic Search'),
  productivity('live-deal-analysis', 'Live Deal Analysis'),
  productivity('function-assistant', 'Function Assistant'),
  productivity('speech-to-text', 'Speech to Text'),
  productivity('voice-tone-optimizer', 'Voice Tone Optimizer'),
  productivity('meeting-agenda', 'Meeting Agenda Builder'),
];

/** The AI Tools dropdown lists this many tools (spec 000 §9). */
export const aiToolsInDropdown = 8;

/** Tools open inside the AI tools page rather than navigating away (spec 000 §2). */
export function aiToolPath(toolId: string): string {
  return `/ai-tools?tool=${encodeURIComponent(toolId)}`;
}
