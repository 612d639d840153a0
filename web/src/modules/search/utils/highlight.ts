export interface TextPart {
  text: string;
  match: boolean;
}

/** `text` cut into the runs that match `term` (case-insensitively) and the runs between them. */
export function highlightParts(text: string, term: string): TextPart[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** A long text (a note's body) around its first match, so the match is in view. */
export function snippetAround(text: string, term: string, radius = 60): string {
  const at = text.toLowerCase().indexOf(term.trim().toLowerCase());
  if (at === -1 || text.length <= radius * 2) return text.length > radius * 2 ? `${text.slice(0, radius * 2)}…` : text;
  const start = Math.max(0, at - radius);
  const end = Math.min(text.length, at + term.length + radius);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
