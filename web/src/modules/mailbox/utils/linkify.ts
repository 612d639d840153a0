export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const url = /https?:\/\/[^\s<>"]+/g;

/** Splits plain mail text into text and http(s) links, so links can be made clickable safely. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(url)) {
    // A sentence's closing punctuation is not part of the link.
    const href = match[0].replace(/[.,;:!?)]+$/, '');
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    parts.push({ kind: 'link', href });
    at = match.index + href.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
