import { describe, expect, it } from 'vitest';
import { bouncedAddresses } from './bounce';

const postfix = `This is the mail system at host smtp.mail.test.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients.

<nobody@mail.test>: host 127.0.0.1[127.0.0.1] said: 550 5.1.1 <nobody@mail.test>
    User doesn't exist: nobody@mail.test (in reply to RCPT TO command)`;

describe('bounced addresses of a DSN', () => {
  it('reads the Final-Recipient fields when the report carries them', () => {
    const text = `${postfix}\n\nReporting-MTA: dns; smtp.mail.test\nFinal-Recipient: rfc822; Gone@Example.com\nAction: failed\nStatus: 5.1.1`;
    expect(
      bouncedAddresses({ from: { address: 'MAILER-DAEMON@smtp.mail.test' }, text, mailboxAddress: 'rep@mail.test' }),
    ).toEqual(['gone@example.com']);
  });

  it('falls back to the addresses in angle brackets of the human part, never the mailbox’s own', () => {
    const text = `${postfix}\n\n<rep@mail.test> sent it`;
    expect(
      bouncedAddresses({ from: { address: 'mailer-daemon@smtp.mail.test' }, text, mailboxAddress: 'rep@mail.test' }),
    ).toEqual(['nobody@mail.test']);
  });

  it('finds nothing in mail that is not from a mail daemon, however it reads', () => {
    expect(
      bouncedAddresses({ from: { address: 'carl@customer.test' }, text: postfix, mailboxAddress: 'rep@mail.test' }),
    ).toEqual([]);
  });
});
