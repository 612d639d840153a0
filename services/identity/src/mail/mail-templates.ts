import type { Role } from '@smartcrm/contracts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const roleNames: Record<Role, string> = {
  super_admin: 'super admin',
  wl_user: 'white-label user',
  regular_user: 'user',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function compose(subject: string, paragraphs: string[], action: { label: string; link: string }): MailContent {
  const text = [...paragraphs.slice(0, 1), `${action.label}: ${action.link}`, ...paragraphs.slice(1)].join('\n\n');
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  const button = `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`;
  const html = [body[0], button, ...body.slice(1)].join('\n');
  return { subject, text, html };
}

export function inviteMail(input: { companyName: string; inviter: string; role: Role; link: string }): MailContent {
  return compose(
    `You're invited to ${input.companyName} on SmartCRM`,
    [
      `${input.inviter} invited you to join ${input.companyName} on SmartCRM as a ${roleNames[input.role]}.`,
      'The invitation works once and expires in 7 days. If you did not expect it, ignore this email.',
    ],
    { label: 'Accept the invitation', link: input.link },
  );
}

export function passwordResetMail(input: { companyName: string; link: string }): MailContent {
  return compose(
    `Reset your ${input.companyName} password`,
    [
      `Someone asked to reset the password of your ${input.companyName} account on SmartCRM.`,
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
    { label: 'Choose a new password', link: input.link },
  );
}

export function newsletterConfirmMail(input: { link: string }): MailContent {
  return compose(
    'Confirm your SmartCRM newsletter subscription',
    [
      'Someone asked to send product news and sales tips from SmartCRM to this address.',
      'The link works once and expires in 7 days. If it was not you, ignore this email: nothing will be sent.',
    ],
    { label: 'Confirm my subscription', link: input.link },
  );
}

/** A /contact message for the platform's inbox address; the operators also read it on /admin/inbox. */
export function contactRequestMail(input: {
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
}): MailContent {
  const from = `${input.name} <${input.email}>${input.company ? ` of ${input.company}` : ''}`;
  const paragraphs = [`${from} wrote through the contact form about "${input.topic}":`, input.message];
  return {
    subject: `Contact form: ${input.topic} from ${input.name}`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
