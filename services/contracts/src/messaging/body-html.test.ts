import { describe, expect, it } from 'vitest';
import { bodyHtml } from './body-html';

describe('bodyHtml', () => {
  it('makes paragraphs and line breaks, and never markup from what was typed', () => {
    expect(bodyHtml('Hi Ada,\n\nSee <b>this</b>\nthanks')).toBe(
      '<p>Hi Ada,</p><p>See &lt;b&gt;this&lt;/b&gt;<br>thanks</p>',
    );
  });

  it('links web addresses, leaving the punctuation after them and anything that is not http(s)', () => {
    expect(bodyHtml('Book at https://acme.test/book?a=1&b=2. Or (http://x.test/y)\nftp://no.test')).toBe(
      '<p>Book at <a href="https://acme.test/book?a=1&amp;b=2">https://acme.test/book?a=1&amp;b=2</a>. ' +
        'Or (<a href="http://x.test/y">http://x.test/y</a>)<br>ftp://no.test</p>',
    );
    expect(bodyHtml('"https://q.test/"><script>')).toBe(
      '<p>&quot;<a href="https://q.test/">https://q.test/</a>&quot;&gt;&lt;script&gt;</p>',
    );
  });
});
