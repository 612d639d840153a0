import { describe, expect, it } from 'vitest';
import { parseMessage } from './parse-message';

const source = (headers: string) =>
  Buffer.from(`${headers}\r\nContent-Type: text/plain\r\n\r\nSee you Tuesday.\r\n`.replace(/^\n/, ''));

describe('parseMessage', () => {
  it('reads participants in lower case and threads a reply under the root of its References', async () => {
    const m = await parseMessage(
      source(
        'From: Carl <CARL@Customer.test>\r\nTo: rita@rep.test\r\nCc: A <a@x.test>, B <b@x.test>\r\nSubject: Re: Pricing\r\nMessage-ID: <r2@customer.test>\r\nIn-Reply-To: <r1@rep.test>\r\nReferences: <root@rep.test> <r1@rep.test>\r\nDate: Tue, 01 Sep 2026 10:00:00 +0000',
      ),
      '<fallback@x.invalid>',
      new Date(0),
    );
    expect(m).toMatchObject({
      rfcMessageId: '<r2@customer.test>',
      threadId: '<root@rep.test>',
      subject: 'Re: Pricing',
      from: { address: 'carl@customer.test', name: 'Carl' },
      to: [{ address: 'rita@rep.test' }],
      cc: [{ address: 'a@x.test' }, { address: 'b@x.test' }],
      text: 'See you Tuesday.',
      sentAt: '2026-09-01T10:00:00.000Z',
    });
  });

  it('names a message without Message-ID or date by where it was found', async () => {
    const m = await parseMessage(
      source('From: x@y.test\r\nSubject: hi'),
      '<7.3.box@INBOX.invalid>',
      new Date('2026-01-02T00:00:00Z'),
    );
    expect(m).toMatchObject({
      rfcMessageId: '<7.3.box@INBOX.invalid>',
      threadId: '<7.3.box@INBOX.invalid>',
      sentAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it('reads the text of a message that has only HTML, without its markup or scripts', async () => {
    const m = await parseMessage(
      Buffer.from(
        'From: x@y.test\r\nSubject: hi\r\nContent-Type: text/html\r\n\r\n<p>Price <b>agreed</b>.</p><script>alert(1)</script>\r\n',
      ),
      '<f@x.invalid>',
      new Date(0),
    );
    expect(m.text).toBe('Price agreed.');
  });
});
