import { formatMoney, wholeDaysSince } from '@smartcrm/contracts';
import type { ToolFacts, ToolInput } from '../tool-definition';

/** Small wordings the built-in templates share. */
export const firstName = (facts: ToolFacts) => facts.contact?.firstName || facts.contact?.name || 'there';
export const fullName = (facts: ToolFacts) => facts.contact?.name ?? 'the contact';
export const companyOf = (facts: ToolFacts) => facts.contact?.company ?? 'your company';
export const str = (input: ToolInput, key: string, fallback = '') => {
  const v = input[key];
  return typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : fallback;
};
export const toneOf = (input: ToolInput) => str(input, 'tone', 'professional');

export const greeting = (input: ToolInput, name: string) =>
  toneOf(input) === 'friendly' ? `Hi ${name}!` : toneOf(input) === 'concise' ? `${name},` : `Hi ${name},`;

const closings: Record<string, string> = {
  friendly: 'Cheers,',
  persuasive: 'Looking forward to it,',
  concise: 'Thanks,',
  empathetic: 'Warm regards,',
};

/** The closing for the tone, then the sender's name and company on their own lines. */
export const signOff = (input: ToolInput, facts: ToolFacts) =>
  [closings[toneOf(input)] ?? 'Best regards,', facts.sender?.name, facts.sender?.company].filter(Boolean).join('\n');

export function dealLine(facts: ToolFacts): string {
  const d = facts.deal;
  if (!d) return 'No deal picked.';
  const close = d.expectedCloseDate ? `, expected to close ${d.expectedCloseDate}` : '';
  return `${d.title}: ${formatMoney(d.value)} at ${d.probability}% (${d.status})${close}`;
}

export const idleDays = (facts: ToolFacts) => (facts.deal ? wholeDaysSince(facts.deal.updatedAt) : 0);

/** Days since the last logged touch with the contact, or null when there is none. */
export function daysSinceTouch(facts: ToolFacts): number | null {
  const touches = facts.activities.filter((a) => ['call', 'email', 'note', 'appointment'].includes(a.kind));
  const last = touches[0]?.occurredAt ?? facts.contact?.lastContact ?? null;
  return last ? wholeDaysSince(last) : null;
}

export const recentTimeline = (facts: ToolFacts, n = 3) =>
  facts.activities
    .slice(0, n)
    .map((a) => `${a.occurredAt.slice(0, 10)} ${a.kind}: ${a.subject ?? a.body ?? ''}`.trim());
