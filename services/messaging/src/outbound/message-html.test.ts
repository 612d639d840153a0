import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml, textOfHtml, withTrackedLinks } from './message-html';

describe('message html', () => {
  it('drops scripts, event handlers and javascript: links, keeps formatting and links', () => {
    const html = sanitizeMessageHtml(
      '<p onclick="x()">Hi <b>Ada</b><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://a.test">site</a></p><iframe src="https://e.test"></iframe>',
    );
    expect(html).toBe('<p>Hi <b>Ada</b> <a>x</a> <a href="https://a.test">site</a></p>');
  });

  it('sends each web link through the tracker, with its address as written, and leaves the rest', () => {
    const html = withTrackedLinks(
      '<p>See <a href="https://a.test/x?a=1&amp;b=2">offer</a> or <a href="mailto:ann@a.test">mail</a></p>',
      (url) => `https://crm.test/c?u=${encodeURIComponent(url)}`,
    );
    expect(html).toBe(
      '<p>See <a href="https://crm.test/c?u=https%3A%2F%2Fa.test%2Fx%3Fa%3D1%26b%3D2">offer</a> or <a href="mailto:ann@a.test">mail</a></p>',
    );
  });

  it('gives the text of a body with its paragraphs on their own lines', () => {
    expect(textOfHtml('<p>Hello &amp; welcome</p><p>Line<br>two</p>')).toBe('Hello & welcome\nLine\ntwo');
  });
});
