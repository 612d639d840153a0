import { formatMoney, riskLevel } from '@smartcrm/contracts';
import type { ServerTool } from '../tool-definition';
import { list, text, value } from '../tool-definition';
import { daysSinceTouch, firstName, idleDays, str, toneOf } from './facts-text';
import { sentences, splitNotes } from './text-signals';

/** Spec 001 §9: default time to close 30 days; confidence high 0.9, medium 0.7, otherwise 0.5. */
const defaultCloseDays = 30;

export const productivityTools: Record<string, ServerTool> = {
  'live-deal-analysis': {
    prompt: 'Analyse the deal: win probability, risk level, key factors, recommendations and days to close.',
    output: [
      value('winProbability', 'Win probability'),
      value('riskLevel', 'Risk level', ['high', 'medium', 'low']),
      value('timeToClose', 'Days to close'),
      list('keyFactors', 'Key factors'),
      list('recommendations', 'Recommendations'),
    ],
    builtIn: (_input, facts) => {
      const d = facts.deal;
      const idle = idleDays(facts);
      const risk = d ? riskLevel({ probability: d.probability, idleDays: idle }) : 'medium';
      const days = d?.expectedCloseDate
        ? Math.max(0, Math.ceil((Date.parse(d.expectedCloseDate) - Date.now()) / 86_400_000))
        : defaultCloseDays;
      return {
        winProbability: `${d?.probability ?? 50}%`,
        riskLevel: risk,
        timeToClose: String(days),
        keyFactors: [
          `Value ${formatMoney(d?.value ?? 0)}`,
          `Idle for ${idle} days`,
          `${facts.activities.length} timeline entries`,
        ],
        recommendations:
          risk === 'high'
            ? ['Re-engage the buyer this week', 'Confirm budget and decision date']
            : ['Keep the next meeting on the calendar', 'Send a mutual close plan'],
      };
    },
  },
  'next-best-action': {
    prompt: 'Pick the single most useful next step with the contact now, and why.',
    output: [text('action', 'Next best action'), text('why', 'Why'), value('channel', 'Channel')],
    builtIn: (_input, facts) => {
      const c = facts.contact;
      const touch = daysSinceTouch(facts);
      const channel = c?.preferredContact ?? 'email';
      if (touch === null)
        return {
          action: `Introduce yourself to ${firstName(facts)}.`,
          why: 'Nothing has been logged with them yet.',
          channel,
        };
      if (touch > 14)
        return { action: `Check in with ${firstName(facts)}.`, why: `The last touch was ${touch} days ago.`, channel };
      if (c?.interestLevel === 'hot')
        return {
          action: 'Propose a meeting to agree terms.',
          why: 'Interest is hot and the contact is recent.',
          channel: 'phone',
        };
      return {
        action: 'Send a useful resource and ask one question.',
        why: `They were contacted ${touch} days ago; keep it light.`,
        channel,
      };
    },
  },
  'call-notes': {
    prompt: 'Turn the raw call notes into a clean summary, decisions and action items.',
    output: [text('summary', 'Summary'), list('decisions', 'Decisions'), list('actionItems', 'Action items')],
    builtIn: (input) => {
      const notes = splitNotes(str(input, 'notes'));
      return {
        summary: notes.discussion.join(' ') || notes.all.join(' '),
        decisions: notes.decisions.length ? notes.decisions : ['None recorded.'],
        actionItems: notes.actions.length ? notes.actions : ['None recorded.'],
      };
    },
  },
  'voice-tone-optimizer': {
    prompt: 'Rewrite the script in the tone given and list what changed.',
    output: [text('script', 'Rewritten script'), list('changes', 'What changed')],
    builtIn: (input) => {
      const tone = toneOf(input);
      const lines = sentences(str(input, 'script'));
      const shaped = tone === 'concise' ? lines.map((l) => l.split(',')[0]?.trim() ?? l) : lines;
      const lead =
        {
          friendly: 'Hey, great to talk!',
          empathetic: 'I understand how busy things are.',
          persuasive: 'Here is why this matters now.',
          concise: '',
          professional: 'Thank you for your time.',
        }[tone] ?? '';
      return {
        script: [lead, ...shaped].filter(Boolean).join(' '),
        changes: [
          `Opened in a ${tone} tone`,
          tone === 'concise' ? 'Cut each sentence to its main clause' : 'Kept your sentences and order',
        ],
      };
    },
  },
  'meeting-agenda': {
    prompt: 'Build a timed agenda for the meeting that fits the length given.',
    output: [list('agenda', 'Agenda'), text('goal', 'Goal of the meeting')],
    builtIn: (input, facts) => {
      const minutes = Number(str(input, 'minutes', '30'));
      const topic = str(input, 'topic');
      const parts: [string, number][] = [
        ['Introductions', 0.1],
        [`${topic}: context and goals`, 0.3],
        ['Discussion', 0.4],
        ['Next steps and owners', 0.2],
      ];
      return {
        agenda: parts.map(([label, share]) => `${Math.max(1, Math.round(minutes * share))} min — ${label}`),
        goal: `Agree next steps on ${topic}${facts.contact ? ` with ${facts.contact.name}` : ''}.`,
      };
    },
  },
};
