import type { AnalysisTask, ScoringInput } from '@smartcrm/contracts';

/** The contact and its activity as the model sees it: ids included, so reasons can point at evidence. */
export const contactPrompt = (input: ScoringInput, extra = '') =>
  `Contact:\n${JSON.stringify(input.contact)}\n\nActivity (timeline counts by kind, deals, tasks):\n${JSON.stringify(
    input.activity,
  )}${extra ? `\n\n${extra}` : ''}`;

const shared =
  'You are the analysis engine of a sales CRM. Answer only with JSON matching the given schema. ' +
  'Use only the facts given; never invent values.';

export const systemPrompts: Record<AnalysisTask, string> = {
  score:
    `${shared} Score the lead: fit (0-50, who the contact is: role seniority, business email, company, ` +
    'completeness, status) and engagement (0-50, what happened: calls, meetings, emails, notes, recency, ' +
    'deals, completed tasks, interest level). Give signed reasons (impact in points) each with evidence: ' +
    'kind field (with the field name) or activity/deal/task (with its id and time). Confidence 0.9 high, 0.7 medium, 0.5 low.',
  enrich:
    `${shared} Suggest values only for fields the contact leaves empty, each with the reason (where it comes ` +
    'from) and a confidence 0-1. Never suggest a value for a field that already has one.',
  categorize:
    `${shared} Categorise the contact's buying role (decision_maker, influencer, champion, end_user, gatekeeper, ` +
    'customer, partner, unknown) and segment, with up to 8 short tags and the reasons.',
  qualify:
    `${shared} Qualify the lead with BANT (budget, authority, need, timing), a verdict, the stage, the reasons ` +
    'and up to 5 next steps.',
};
