import { describe, expect, it } from 'vitest';
import { videoClock } from '@smartcrm/contracts';
import { videoMailHtml } from './video-mail';

const mail = {
  message: 'Hi Ann,\nhere is the demo.\n\nBest, Bo',
  title: 'Your <demo>',
  durationMs: 95_000,
  pageUrl: 'https://acme.example.com/v/abc',
  thumbnailUrl: 'https://acme.example.com/api/video-links/abc/thumbnail',
};

describe('video email body', () => {
  it('keeps the paragraphs and line breaks of the message, escaped', () => {
    const html = videoMailHtml({ ...mail, message: 'Hi <b>Ann</b>,\nsee below.\n\nBo' });
    expect(html).toContain('<p>Hi &lt;b&gt;Ann&lt;/b&gt;,<br>see below.</p><p>Bo</p>');
  });

  it('links the thumbnail and a labelled link to the page, with the length as a clock', () => {
    const html = videoMailHtml(mail);
    expect(html).toContain(
      '<a href="https://acme.example.com/v/abc"><img src="https://acme.example.com/api/video-links/abc/thumbnail"',
    );
    expect(html).toContain('▶ Watch “Your &lt;demo&gt;” (1:35)</a>');
  });

  it('leaves the image out unless its address is https, as mail programs would', () => {
    const html = videoMailHtml({ ...mail, thumbnailUrl: 'http://acme.localhost:3000/api/video-links/abc/thumbnail' });
    expect(html).not.toContain('<img');
    expect(html).toContain('href="https://acme.example.com/v/abc"');
  });

  it('writes lengths as minutes and seconds', () => {
    expect([videoClock(0), videoClock(9_400), videoClock(60_000), videoClock(600_000)]).toEqual([
      '0:00',
      '0:09',
      '1:00',
      '10:00',
    ]);
  });
});
