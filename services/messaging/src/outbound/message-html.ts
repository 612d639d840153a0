import sanitizeHtml from 'sanitize-html';

/**
 * What a composed body may hold: formatting, links and images, never scripts, event handlers,
 * forms or frames (sanitize-html's defaults plus images and inline alignment).
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'font'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ['src', 'alt', 'width', 'height'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/], color: [/^#[0-9a-f]{3,6}$/i] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'cid'] },
};

export const sanitizeMessageHtml = (html: string) => sanitizeHtml(html, allowed);

/** The HTML with each http(s) link's address given by `track` (a counted redirect to it); the rest unchanged. */
export const withTrackedLinks = (html: string, track: (url: string) => string) =>
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^https?:\/\//i.test(attribs.href ?? '')
          ? { ...attribs, href: track(attribs.href as string) }
          : attribs,
      }),
    },
  });

/** The plain-text part of an HTML body: its text, paragraphs and line breaks kept as new lines. */
export function textOfHtml(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
