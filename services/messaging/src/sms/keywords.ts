/** The carrier keywords (CTIA): opt out, opt back in, ask for help. */
const optOut = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const optIn = new Set(['START', 'YES', 'UNSTOP', 'OPTIN']);
const help = new Set(['HELP', 'INFO']);

export type Keyword = 'stop' | 'start' | 'help';

/** A text that is only a keyword (any case, surrounding spaces and punctuation ignored), else null. */
export function keywordOf(body: string): Keyword | null {
  const word = body
    .trim()
    .replace(/[\s.!]+$/, '')
    .toUpperCase();
  if (optOut.has(word)) return 'stop';
  if (optIn.has(word)) return 'start';
  if (help.has(word)) return 'help';
  return null;
}
