import { describe, expect, it } from 'vitest';
import { inviteMail, passwordResetMail } from './mail-templates';

describe('mail templates', () => {
  it('invites with the workspace, the inviter, the role and the link', () => {
    const mail = inviteMail({ companyName: 'Acme', inviter: 'Sam', role: 'wl_user', link: 'http://a/x?token=t' });
    expect(mail.subject).toBe("You're invited to Acme on SmartCRM");
    expect(mail.text).toContain('Sam invited you to join Acme on SmartCRM as a white-label user.');
    expect(mail.text).toContain('Accept the invitation: http://a/x?token=t');
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.html).toContain('<a href="http://a/x?token=t">Accept the invitation</a>');
  });

  it('escapes what users typed before it goes into HTML', () => {
    const mail = inviteMail({
      companyName: '<b>Acme</b>',
      inviter: 'Sam & Co',
      role: 'regular_user',
      link: 'http://a',
    });
    expect(mail.html).toContain('&lt;b&gt;Acme&lt;/b&gt;');
    expect(mail.html).toContain('Sam &amp; Co');
    expect(mail.html).not.toContain('<b>');
  });

  it('says a reset link expires in an hour', () => {
    const mail = passwordResetMail({ companyName: 'Acme', link: 'http://a/r?token=t' });
    expect(mail.subject).toBe('Reset your Acme password');
    expect(mail.text).toContain('Choose a new password: http://a/r?token=t');
    expect(mail.text).toContain('expires in 1 hour');
  });
});
