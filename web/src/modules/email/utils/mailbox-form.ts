import { type MailSecurity, MailboxDraft } from '@smartcrm/contracts';
import { z } from 'zod';

/** The port a mail server usually listens on for each kind of security. */
export const usualPorts: Record<'imap' | 'smtp', Record<MailSecurity, number>> = {
  imap: { tls: 993, starttls: 143, none: 143 },
  smtp: { tls: 465, starttls: 587, none: 25 },
};

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
};
