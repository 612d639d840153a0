import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg-sanitiser';

describe('the SVG sanitiser', () => {
  it('drops scripts in any namespace, foreign content and javascript: links', () => {
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></body></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1" onload="alert(1)"/></svg>',
    ];
    for (const svg of hostile) {
      const clean = sanitiseSvg(svg);
      expect(clean, svg).not.toBeNull();
      expect(clean, svg).not.toMatch(/script|javascript|foreignObject|onload/i);
    }
  });

  it('keeps a designer’s logo drawable: namespace, gradients, internal references, styles', () => {
    const logo =
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h5"/></defs>' +
      '<rect fill="url(#g)" width="10" height="10"/><use href="#p"/><text>A\u00a0B</text><style>rect{fill:red}</style></svg>';
    const clean = sanitiseSvg(logo)!;
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const part of ['linearGradient', 'url(#g)', '<use href="#p"', '&#160;', '<style>'])
      expect(clean).toContain(part);
  });

  it('answers null for what is no SVG', () => {
    expect(sanitiseSvg('<html><body>hi</body></html>')).toBeNull();
  });
});
