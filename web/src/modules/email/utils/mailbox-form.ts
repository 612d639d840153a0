import { type MailPrivacy, type MailSecurity, MailboxDraft } from '@smartcrm/contracts';
import { z } from 'zod';

/** The port a mail server usually listens on for each kind of security. */
export const usualPorts: Record<'imap' | 'smtp', Record<MailSecurity, number>> = {
  imap: { tls: 993, starttls: 143, none: 143 },
  smtp: { tls: 465, starttls: 587, none: 25 },
};

/** What a mailbox shares on contacts' timelines, as its owner chooses it. */
export const privacyOptions: readonly { value: MailPrivacy; label: string }[] = [
  { value: 'full', label: 'Subject and body' },
  { value: 'metadata', label: 'Who, when and subject only' },
  { value: 'none', label: 'Nothing (mail sent from the CRM still shows)' },
];

/** The connect form: the contract's draft, with the user name left blank meaning the address. */
export const ConnectMailboxForm = MailboxDraft.extend({
  auth: z.object({
    kind: z.literal('password'),
    username: z.string().trim().max(320),
    password: z.string().min(1, 'enter the app password').max(1000),
  }),
}).transform((draft) => ({ ...draft, auth: { ...draft.auth, username: draft.auth.username || draft.address } }));

export const blankMailbox = {
  address: '',
  auth: { kind: 'password' as const, username: '', password: '' },
  imap: { host: '', port: usualPorts.imap.tls, security: 'tls' as const },
  smtp: { host: '', port: usualPorts.smtp.tls, security: 'tls' as const },
  privacy: 'full' as const,
};
