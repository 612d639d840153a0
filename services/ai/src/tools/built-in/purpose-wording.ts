/**
 * A purpose typed into a form ("Follow up on the proposal", "book a demo next week", "pricing")
 * turned into a subject line and an opening sentence, so a built-in email never pastes the form
 * back ("I am reaching out to Follow up on…"). A leading verb picks the wording; anything else is
 * read as a topic.
 */
export interface PurposeWording {
  subject: string;
  /** A whole sentence that opens the email's body. */
  opening: string;
  /** The topic alone, for a short message. */
  topic: string;
}

type Rule = [RegExp, (rest: string) => Omit<PurposeWording, 'topic'>];

const rules: Rule[] = [
  [
    /^(?:follow(?:ing)?[ -]up|follow)(?: (?:on|about|regarding|with))?\b/i,
    (r) => ({ subject: `Following up on ${r}`, opening: `I wanted to follow up on ${r}.` }),
  ],
  [
    /^check(?:ing)? in(?: (?:on|about|with))?\b/i,
    (r) => ({ subject: `Checking in on ${r}`, opening: `I wanted to check in on ${r}.` }),
  ],
  [
    /^(?:schedule|book|arrange|set up|plan|organi[sz]e)\b/i,
    (r) => ({ subject: `Finding a time for ${r}`, opening: `I would like to find a good time for ${r}.` }),
  ],
  [/^(?:introduce|present)\b/i, (r) => ({ subject: `Introducing ${r}`, opening: `I would like to introduce ${r}.` })],
  [
    /^(?:share|send)\b/i,
    (r) => ({ subject: `${capitalise(r)}, as promised`, opening: `I would like to share ${r} with you.` }),
  ],
  [
    /^(?:discuss|talk about|review|go over)\b/i,
    (r) => ({ subject: `A quick conversation about ${r}`, opening: `I would like to discuss ${r} with you.` }),
  ],
  [
    /^(?:thank(?: (?:you|them|him|her))?|thanks)(?: for)?\b/i,
    (r) => ({ subject: `Thank you for ${r}`, opening: `Thank you for ${r}.` }),
  ],
  [
    /^(?:ask|request|confirm)(?: about)?\b/i,
    (r) => ({ subject: `A quick question about ${r}`, opening: `I have a quick question about ${r}.` }),
  ],
];

export const capitalise = (s: string) => (s ? `${s.charAt(0).toUpperCase()}${s.slice(1)}` : s);

/** Lower-cases the first letter unless the first word is an acronym or a name in capitals (ACME, Q3). */
const asInSentence = (s: string) => (/^[A-Z][A-Z0-9]/.test(s) ? s : `${s.charAt(0).toLowerCase()}${s.slice(1)}`);

export function wordPurpose(
  raw: string,
  { company, fallbackTopic = 'how we could work together' }: { company?: string; fallbackTopic?: string } = {},
): PurposeWording {
  const purpose = asInSentence(raw.trim().replace(/[.!?\s]+$/, ''));
  for (const [pattern, word] of rules) {
    const match = pattern.exec(purpose);
    if (!match) continue;
    const rest = purpose.slice(match[0].length).trim() || fallbackTopic;
    return { ...word(rest), topic: rest };
  }
  const topic = purpose || fallbackTopic;
  const subject = company ? `${capitalise(topic)} for ${company}` : `A note about ${topic}`;
  return { subject, opening: `I am writing to you about ${topic}.`, topic };
}
