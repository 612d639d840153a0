import type { MailAttachment, Role } from '@smartcrm/contracts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
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
  return plain(`Contact form: ${input.topic} from ${input.name}`, [
    `${from} wrote through the contact form about "${input.topic}":`,
    input.message,
  ]);
}

/** To each admin of a workspace whose webhook endpoint the delivery worker turned off. */
export function webhookDisabledMail(input: { url: string; reason: string }): MailContent {
  return plain('A webhook endpoint of your SmartCRM workspace was turned off', [
    `SmartCRM stopped sending events to ${input.url}. ${input.reason}.`,
    "Every event since then is kept in the endpoint's delivery log. Once the receiver answers again, turn the endpoint back on under Settings → Webhooks and redeliver what it missed.",
  ]);
}

/** To the members a lead capture form names: who sent it, their answers, and the contact in the app. */
export function formSubmissionMail(input: {
  formName: string;
  email: string;
  created: boolean;
  answers: { label: string; value: string }[];
  contactUrl: string | null;
}): MailContent {
  const subject = `New submission of ${input.formName} from ${input.email}`;
  const opening = `${input.email} sent the form "${input.formName}"${input.created ? ', a new contact' : ''}.`;
  const answers = input.answers.map((answer) => `${answer.label}: ${answer.value}`);
  const paragraphs = [opening, ...(answers.length ? answers : ['The form kept no answers.'])];
  return input.contactUrl
    ? compose(subject, paragraphs, { label: 'Open the contact', link: input.contactUrl })
    : plain(subject, paragraphs);
}

/** A mail of paragraphs alone, with no link to follow. */
function plain(subject: string, paragraphs: string[]): MailContent {
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
