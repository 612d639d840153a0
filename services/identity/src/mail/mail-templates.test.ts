import { describe, expect, it } from 'vitest';
import { formSubmissionMail, inviteMail, passwordResetMail } from './mail-templates';

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

  it('lists a form submission’s answers, escaped, with the link to its contact', () => {
    const mail = formSubmissionMail({
      formName: 'Demo',
      email: 'ada@example.com',
      created: true,
      answers: [
        { label: 'Name', value: '<script>x</script> Ada' },
        { label: 'Plan', value: 'Pro' },
      ],
      contactUrl: 'http://acme.localhost:3000/contacts/42',
    });
    expect(mail.subject).toBe('New submission of Demo from ada@example.com');
    expect(mail.text).toContain('ada@example.com sent the form "Demo", a new contact.');
    expect(mail.text).toContain('Open the contact: http://acme.localhost:3000/contacts/42');
    expect(mail.text).toContain('Plan: Pro');
    expect(mail.html).toContain('<p>Name: &lt;script&gt;x&lt;/script&gt; Ada</p>');
  });
});
