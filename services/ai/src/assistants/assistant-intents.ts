import { datePhrase, resolveDate } from './relative-date';

/**
 * The built-in provider's reading of simple requests (no language model): a few sentence
 * patterns a sales rep types, each mapped to one CRM function. Names in the request are
 * hints that the service resolves to records with a search.
 */
export type Intent =
  | { function: 'search_contacts'; query: string }
  | { function: 'search_deals'; query: string; status?: 'open' | 'won' | 'lost' }
  | {
      function: 'create_task';
      title: string;
      dueDate?: string;
      priority?: 'high' | 'medium' | 'low';
      contactHint?: string;
    }
  | {
      function: 'update_deal';
      dealHint: string;
      value?: number;
      probability?: number;
      expectedCloseDate?: string;
    }
  | { function: 'log_note'; hint: string; body: string; on: 'contact' | 'deal' }
  | { function: 'help' };

const clean = (s: string) =>
  s
    .trim()
    .replace(/^["']|["'.?!]$/g, '')
    .trim();
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const taskPattern =
  /^(?:please\s+)?(?:(?:create|add|make|set up|schedule|new)\s+(?:a\s+|an\s+)?(?:task|reminder|to-?do)\s*(?:to|:|for|-)?|remind me to)\s+(.+)$/i;
const personAfterVerb =
  /\b(?:call|email|e-mail|meet(?: with)?|follow up with|ping|text|phone|contact|visit)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)/;
const notePattern =
  /^(?:please\s+)?(?:log|add|write|save|leave)\s+(?:a\s+)?note\s+(?:on|for|to|about)\s+(?:the\s+)?(.+?)\s*(?::|-|–|saying|that)\s+(.+)$/is;
const dealUpdate =
  /^(?:please\s+)?(?:update|set|change|mark|move)\s+(?:the\s+)?(?:deal\s+)?(.+?)(?:\s+deal)?(?:'s)?\s+(?:value|amount|probability|chance|close|closing|expected)/i;
const valuePattern = /\b(?:value|amount)\s*(?:to|=|:|at)?\s*\$?\s*([\d][\d,.]*)\s*(k|m)?\b/i;
const probabilityPattern = /\b(?:probability|chance)\s*(?:to|=|:|at)?\s*(\d{1,3})\s*%?/i;
const closePattern = /\bclos(?:e|ing)(?:\s+date)?\s*(?:to|=|:|on|by)?\s+(.+)$/i;

function parseAmount(raw: string, suffix?: string): number {
  const n = Number(raw.replace(/,/g, ''));
  const factor = suffix?.toLowerCase() === 'k' ? 1_000 : suffix?.toLowerCase() === 'm' ? 1_000_000 : 1;
  return Math.round(n * factor);
}

export function parseIntent(request: string, today: string): Intent {
  const text = request.trim().replace(/\s+/g, ' ');

  const task = taskPattern.exec(text);
  if (task?.[1]) {
    let rest = task[1];
    const date = datePhrase.exec(rest);
    const dueDate = date?.[1] ? resolveDate(date[1], today) : undefined;
    if (date) rest = rest.replace(date[0], ' ');
    const urgent = /\b(urgent|urgently|asap|high priority)\b/i.test(rest);
    rest = rest.replace(/\b(urgent|urgently|asap|high priority)\b/gi, ' ').replace(/\s+/g, ' ');
    const person = personAfterVerb.exec(rest);
    return {
      function: 'create_task',
      title: capitalise(clean(rest)),
      ...(dueDate ? { dueDate } : {}),
      ...(urgent ? { priority: 'high' as const } : {}),
      ...(person?.[1] ? { contactHint: person[1] } : {}),
    };
  }

  const note = notePattern.exec(text);
  if (note?.[1] && note[2]) {
    const onDeal = /\bdeal\b/i.test(note[1]);
    return {
      function: 'log_note',
      hint: clean(note[1].replace(/\bdeal\b/i, '')),
      body: note[2].trim(),
      on: onDeal ? 'deal' : 'contact',
    };
  }

  const update = dealUpdate.exec(text);
  if (update?.[1]) {
    const value = valuePattern.exec(text);
    const probability = probabilityPattern.exec(text);
    const close = closePattern.exec(text);
    const closeDate = close?.[1] ? datePhrase.exec(close[1]) : null;
    const expectedCloseDate = closeDate?.[1] ? resolveDate(closeDate[1], today) : undefined;
    if (value?.[1] || probability?.[1] || expectedCloseDate) {
      return {
        function: 'update_deal',
        dealHint: clean(update[1]),
        ...(value?.[1] ? { value: parseAmount(value[1], value[2]) } : {}),
        ...(probability?.[1] ? { probability: Math.min(100, Number(probability[1])) } : {}),
        ...(expectedCloseDate ? { expectedCloseDate } : {}),
      };
    }
  }

  if (/\b(deals?|opportunit(?:y|ies)|pipeline)\b/i.test(text)) {
    const status = /\b(?:won|win|wins)\b/i.test(text)
      ? 'won'
      : /\blost\b/i.test(text)
        ? 'lost'
        : /\bopen\b/i.test(text)
          ? 'open'
          : undefined;
    const about = /\b(?:with|for|at|from|named|called|about)\s+(.+)$/i.exec(text);
    return { function: 'search_deals', query: about?.[1] ? clean(about[1]) : '', ...(status ? { status } : {}) };
  }

  const contacts = /\b(?:contacts?|people|leads?|customers?|who)\b.*?\b(?:at|from|named|called|with|in)\s+(.+)$/i.exec(
    text,
  );
  if (contacts?.[1]) return { function: 'search_contacts', query: clean(contacts[1]) };
  const find =
    /^(?:find|search(?: for)?|look up|lookup|show(?: me)?|who is)\s+(?:contacts?\s+|the contact\s+)?(.+)$/i.exec(text);
  if (find?.[1]) return { function: 'search_contacts', query: clean(find[1]) };

  return { function: 'help' };
}
