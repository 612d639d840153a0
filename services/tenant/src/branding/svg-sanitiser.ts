import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as WindowLike);
const xmlParser = new window.DOMParser();

/**
 * An uploaded SVG through DOMPurify's SVG profile (the refusal rules of asset-rules.ts run first
 * and explain themselves; this catches what a pattern cannot, such as a script element in another
 * namespace, `<h:script>`). `<use>` stays: references outside the document were refused already.
 * The result is parsed back as XML, since it is served as image/svg+xml; null when it is no SVG.
 */
export function sanitiseSvg(svg: string): string | null {
  const clean = purify
    .sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'] })
    // The HTML serialiser writes the one entity XML does not know.
    .replaceAll('&nbsp;', '&#160;');
  const parsed = xmlParser.parseFromString(clean, 'image/svg+xml');
  const root = parsed.documentElement;
  const isSvg = root?.localName === 'svg' && parsed.getElementsByTagName('parsererror').length === 0;
  return isSvg ? clean : null;
}
