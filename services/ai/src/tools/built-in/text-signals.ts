/**
 * Rule-based reading of customer text for the built-in provider: word lists, counted and
 * explained, so every verdict names the phrases behind it.
 */
const positive = [
  'thank',
  'great',
  'love',
  'happy',
  'excited',
  'interested',
  'perfect',
  'excellent',
  'glad',
  'appreciate',
  'looking forward',
  'impressed',
  'yes',
];
const negative = [
  'disappoint',
  'unhappy',
  'frustrat',
  'problem',
  'issue',
  'cancel',
  'expensive',
  'too much',
  'not interested',
  'unfortunately',
  'complain',
  'poor',
  'delay',
  'angry',
  'worse',
  'refund',
];
const urgent = [
  'asap',
  'urgent',
  'immediately',
  'today',
  'right away',
  'deadline',
  'end of day',
  'as soon as possible',
  'critical',
];
const intents: [intent: string, cues: string[]][] = [
  ['Cancellation or churn', ['cancel', 'terminate', 'switch to', 'not renew', 'refund']],
  ['Complaint', ['complain', 'disappoint', 'unacceptable', 'frustrat', 'not working']],
  ['Pricing question', ['price', 'pricing', 'cost', 'quote', 'discount', 'budget']],
  ['Meeting request', ['meet', 'call', 'demo', 'schedule', 'calendar', 'available']],
  ['Buying signal', ['contract', 'sign', 'purchase', 'order', 'go ahead', 'proceed']],
  ['Information request', ['?', 'could you', 'can you', 'send me', 'more information', 'details']],
];

export type Sentiment = 'positive' | 'neutral' | 'negative' | 'mixed';

const found = (text: string, cues: readonly string[]) => cues.filter((cue) => text.includes(cue));

export interface TextSignals {
  sentiment: Sentiment;
  positives: string[];
  negatives: string[];
  urgency: 'high' | 'medium' | 'low';
  urgentCues: string[];
  intents: string[];
}

export function readSignals(raw: string): TextSignals {
  const text = raw.toLowerCase();
  const positives = found(text, positive);
  const negatives = found(text, negative);
  const urgentCues = found(text, urgent);
  let sentiment: Sentiment = 'neutral';
  if (positives.length && negatives.length) {
    sentiment =
      positives.length >= 2 * negatives.length
        ? 'positive'
        : negatives.length >= 2 * positives.length
          ? 'negative'
          : 'mixed';
  } else if (positives.length) sentiment = 'positive';
  else if (negatives.length) sentiment = 'negative';
  const urgency = urgentCues.length >= 2 ? 'high' : urgentCues.length === 1 ? 'medium' : 'low';
  const matched = intents.filter(([, cues]) => found(text, cues).length > 0).map(([intent]) => intent);
  return {
    sentiment,
    positives,
    negatives,
    urgency,
    urgentCues,
    intents: matched.length ? matched : ['General update'],
  };
}

/** The sentences of a text, trimmed, for picking out decisions and action items. */
export function sentences(raw: string): string[] {
  const parts = raw
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/^[-*•\d.)\s]+/, '').trim())
    .filter((s) => s.length > 3);
  // A text too short to split is one sentence: answers never come back empty.
  return parts.length || !raw.trim() ? parts : [raw.trim()];
}

const actionCues = [
  'will',
  'to do',
  'todo',
  'action',
  'follow up',
  'send',
  'schedule',
  'next step',
  'by ',
  'need to',
  'should',
];
const decisionCues = ['agreed', 'decided', 'approved', 'confirmed', 'chose', 'go with', 'signed off'];

/** Lines of notes that read as action items or decisions (the rest is discussion). */
export function splitNotes(raw: string) {
  const all = sentences(raw);
  const lower = (s: string) => s.toLowerCase();
  const decisions = all.filter((s) => found(lower(s), decisionCues).length > 0);
  const actions = all.filter((s) => !decisions.includes(s) && found(lower(s), actionCues).length > 0);
  const discussion = all.filter((s) => !decisions.includes(s) && !actions.includes(s));
  return { all, decisions, actions, discussion };
}
