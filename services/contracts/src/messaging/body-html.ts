/** Text as HTML text or an attribute's value. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An http(s) address in typed text, without the punctuation that ends a sentence after it. */
const webAddress = /\bhttps?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]']/g;

/** Escaped text with its web addresses as links. */
const linked = (text: string) => {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(webAddress)) {
    const url = escapeHtml(match[0]);
    html += `${escapeHtml(text.slice(from, match.index))}<a href="${url}">${url}</a>`;
    from = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(from));
};

/**
 * A plain-text body (the composer's, a template's) as HTML: a paragraph per blank-line block, line
 * breaks kept, web addresses as links (so they can be followed and counted). The server sanitises it again.
 */
export function bodyHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((block) => `<p>${linked(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
