/**
 * The AI tool catalogue (spec 000 §1, §9: 32 tools in 6 categories; the first 8 fill the navbar's
 * AI Tools dropdown). Each tool is data: its input form's fields. The prompts and output shapes
 * live with the ai service; the web app renders forms from these fields and validates them with
 * the same schema the server does (tool-input.ts).
 */
export const aiToolCategories = [
  { id: 'communication', name: 'Email & Communication' },
  { id: 'sales', name: 'Sales & Deals' },
  { id: 'customer', name: 'Customer Intelligence' },
  { id: 'content', name: 'Content & Marketing' },
  { id: 'research', name: 'Analysis & Research' },
  { id: 'productivity', name: 'Productivity & Voice' },
] as const;
export type AiToolCategoryId = (typeof aiToolCategories)[number]['id'];

export const tones = ['professional', 'friendly', 'persuasive', 'concise', 'empathetic'] as const;

export type ToolFieldKind = 'contact' | 'deal' | 'text' | 'longtext' | 'tone' | 'select' | 'number';

export interface ToolField {
  key: string;
  label: string;
  kind: ToolFieldKind;
  required?: boolean;
  placeholder?: string;
  options?: readonly string[];
}

export interface AiToolDefinition {
  id: string;
  name: string;
  category: AiToolCategoryId;
  description: string;
  fields: readonly ToolField[];
}

const contact = (required = false): ToolField => ({ key: 'contactId', label: 'Contact', kind: 'contact', required });
const deal = (required = false): ToolField => ({ key: 'dealId', label: 'Deal', kind: 'deal', required });
const tone: ToolField = { key: 'tone', label: 'Tone', kind: 'tone' };
const paste = (key: string, label: string, placeholder: string): ToolField => ({
  key,
  label,
  kind: 'longtext',
  required: true,
  placeholder,
});
const text = (key: string, label: string, required = false, placeholder?: string): ToolField => ({
  key,
  label,
  kind: 'text',
  required,
  ...(placeholder ? { placeholder } : {}),
});
const select = (key: string, label: string, options: readonly string[]): ToolField => ({
  key,
  label,
  kind: 'select',
  options,
});

const tool =
  (category: AiToolCategoryId) =>
  (id: string, name: string, description: string, fields: ToolField[]): AiToolDefinition => ({
    id,
    name,
    category,
    description,
    fields,
  });
const communication = tool('communication');
const sales = tool('sales');
const customer = tool('customer');
const content = tool('content');
const research = tool('research');
const productivity = tool('productivity');

const emailBody = paste('email', 'Email', 'Paste the email you received…');
const channel = select('channel', 'Channel', ['LinkedIn', 'X (Twitter)', 'Facebook', 'Instagram']);

export const aiTools: readonly AiToolDefinition[] = [
  communication('email-analysis', 'Email Analysis', 'Sentiment, intent, urgency and a suggested reply.', [
    emailBody,
    contact(),
  ]),
  communication('meeting-summarizer', 'Meeting Summarizer', 'Turns meeting notes into decisions and next steps.', [
    paste('notes', 'Meeting notes or transcript', 'Paste your notes…'),
    contact(),
    deal(),
  ]),
  communication('email-composer', 'Email Composer', 'Writes an email to a contact for the purpose you give.', [
    contact(true),
    text('purpose', 'Purpose', true, 'e.g. book a demo next week'),
    tone,
  ]),
  communication('follow-up-writer', 'Follow-up Writer', 'A follow-up after a call, meeting or silence.', [
    contact(true),
    select('after', 'Following up after', ['a call', 'a meeting', 'a demo', 'no reply']),
    text('context', 'What happened', false, 'e.g. they asked for pricing'),
    tone,
  ]),
  communication('subject-line-optimizer', 'Subject Line Optimizer', 'Five stronger subject lines for an email.', [
    text('subject', 'Current subject line', true),
    text('audience', 'Audience', false, 'e.g. CFOs at mid-size retailers'),
  ]),
  communication('text-message-writer', 'Text Message Writer', 'A short SMS under 160 characters.', [
    contact(true),
    text('purpose', 'Purpose', true, 'e.g. confirm tomorrow 10 am'),
    tone,
  ]),
  sales(
    'proposal-generator',
    'Proposal Generator',
    'A proposal outline for a deal: scope, value, pricing, next steps.',
    [
      deal(true),
      text('solution', 'What you offer', true, 'e.g. CRM seats with onboarding'),
      text('goals', "The customer's goals", false),
    ],
  ),
  sales('call-script', 'Call Script Generator', 'An opener, discovery questions, pitch and close for a call.', [
    contact(true),
    select('callType', 'Call type', ['cold call', 'discovery', 'demo follow-up', 'renewal']),
    text('product', 'Product or offer', true),
  ]),
  sales('objection-handler', 'Objection Handler', 'Responses to a buyer objection.', [
    text('objection', 'Objection', true, 'e.g. "It is too expensive"'),
    deal(),
  ]),
  sales('deal-coach', 'Deal Coach', "Risks and the next best moves for a deal, from the deal's own facts.", [
    deal(true),
  ]),
  sales('sales-forecast', 'Sales Forecast', 'Weighted forecast of your open pipeline with best and worst cases.', [
    select('horizon', 'Horizon', ['this month', 'this quarter', 'next quarter']),
  ]),
  sales('competitor-analysis', 'Competitor Analysis', 'How to position against a named competitor.', [
    text('competitor', 'Competitor', true),
    text('product', 'Your product', true),
    deal(),
  ]),
  customer('customer-persona', 'Customer Persona Builder', 'A buyer persona from a contact or a description.', [
    contact(),
    text('segment', 'Segment', false, 'e.g. operations managers in logistics'),
  ]),
  customer('sentiment-analysis', 'Sentiment Analysis', 'The tone of any customer text, with the phrases behind it.', [
    paste('message', 'Customer text', 'Paste a review, chat or email…'),
  ]),
  customer('lead-qualification', 'Lead Qualification', 'BANT qualification of a contact from their record.', [
    contact(true),
  ]),
  customer('churn-risk', 'Churn Risk Predictor', "A customer's churn risk from their activity and deals.", [
    contact(true),
  ]),
  customer('customer-journey', 'Customer Journey Mapper', 'Where a contact is in the journey and what comes next.', [
    contact(true),
  ]),
  content('social-post-writer', 'Social Post Writer', 'A social media post for the channel you pick.', [
    text('topic', 'Topic', true),
    channel,
    tone,
  ]),
  content('blog-outline', 'Blog Outline Generator', 'An outline with headings and key points.', [
    text('topic', 'Topic', true),
    text('audience', 'Audience', false),
  ]),
  content('ad-copy', 'Ad Copy Generator', 'Headlines and descriptions for an ad.', [
    text('product', 'Product', true),
    text('audience', 'Audience', false),
    text('offer', 'Offer', false, 'e.g. 14-day free trial'),
  ]),
  content('case-study-writer', 'Case Study Writer', 'A customer story: challenge, solution, results.', [
    contact(),
    text('result', 'Result achieved', true, 'e.g. 30% shorter sales cycle'),
  ]),
  content('content-repurposer', 'Content Repurposer', 'Turns one piece of content into posts, an email and a tweet.', [
    paste('content', 'Content', 'Paste an article or announcement…'),
  ]),
  research(
    'business-analyzer',
    'Business Analyzer',
    'Strengths, weaknesses, opportunities and threats of a business.',
    [
      text('company', 'Company', true),
      paste('description', 'What you know about it', 'Industry, size, products, news…'),
    ],
  ),
  research('market-trends', 'Market Trends', 'Trends and talking points for an industry.', [
    text('industry', 'Industry', true),
  ]),
  research('document-analyzer', 'Document Analyzer', 'Key terms, obligations and risks of a contract or RFP.', [
    paste('document', 'Document text', 'Paste a contract, RFP or brief…'),
  ]),
  research('account-research', 'Account Research Brief', 'A pre-call brief on a contact and their company.', [
    contact(true),
  ]),
  research('semantic-search', 'Semantic Search', 'Finds contacts and deals that match what you describe.', [
    text('query', 'What are you looking for?', true, 'e.g. hot leads at Acme'),
  ]),
  productivity('live-deal-analysis', 'Live Deal Analysis', 'Win probability, risk and time to close for a deal.', [
    deal(true),
  ]),
  productivity('next-best-action', 'Next Best Action', 'The single most useful next step for a contact.', [
    contact(true),
  ]),
  productivity('call-notes', 'Call Notes Cleaner', 'Raw call notes into a clean summary with action items.', [
    paste('notes', 'Raw notes', 'Paste what you jotted down during the call…'),
    contact(),
  ]),
  productivity('voice-tone-optimizer', 'Voice Tone Optimizer', 'Rewrites a script in the tone you choose.', [
    paste('script', 'Script', 'Paste your script…'),
    tone,
  ]),
  productivity('meeting-agenda', 'Meeting Agenda Builder', 'A timed agenda for a meeting.', [
    text('topic', 'Meeting topic', true),
    { key: 'minutes', label: 'Length (minutes)', kind: 'number' },
    contact(),
  ]),
];

/** The AI Tools dropdown lists this many tools (spec 000 §9). */
export const aiToolsInDropdown = 8;

export function findAiTool(id: string): AiToolDefinition | undefined {
  return aiTools.find((t) => t.id === id);
}
