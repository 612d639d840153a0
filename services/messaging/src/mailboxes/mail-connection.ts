import { type AppError, issuesError, type MailSecurity } from '@smartcrm/contracts';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';

/** What it takes to sign in to a mailbox's servers (the secret already opened). */
export interface MailAccess {
  address: string;
  username: string;
  password: string;
  imap: { host: string; port: number; security: MailSecurity };
  smtp: { host: string; port: number; security: MailSecurity };
}

export interface ConnectOptions {
  timeoutMs: number;
  allowPlaintext: boolean;
  /** Refuses a server on the platform's own network (checked before every connection). */
  checkServers: (access: Pick<MailAccess, 'imap' | 'smtp'>) => Promise<void>;
}

/** `idleAfterMs`: how soon an unused connection starts IDLE (hears of new mail); imapflow's default is 15 s. */
export function openImap(
  access: MailAccess,
  { timeoutMs }: ConnectOptions,
  { idleAfterMs }: { idleAfterMs?: number } = {},
) {
  const client = new ImapFlow({
    ...(idleAfterMs ? { autoIdleDelay: idleAfterMs } : {}),
    host: access.imap.host,
    port: access.imap.port,
    secure: access.imap.security === 'tls',
    doSTARTTLS: access.imap.security === 'starttls' ? true : access.imap.security === 'none' ? false : undefined,
    auth: { user: access.username, pass: access.password },
    logger: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: 5 * 60_000,
  });
  // A dropped connection surfaces as the failing command's error; this only keeps it from crashing us.
  client.on('error', () => undefined);
  return client;
}

export function smtpTransport(access: MailAccess, { timeoutMs }: ConnectOptions) {
  return nodemailer.createTransport({
    host: access.smtp.host,
    port: access.smtp.port,
    secure: access.smtp.security === 'tls',
    requireTLS: access.smtp.security === 'starttls',
    ignoreTLS: access.smtp.security === 'none',
    auth: { user: access.username, pass: access.password },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: 60_000,
  });
}

/** A password never crosses the network in clear unless the operator allows it. */
export function refusePlaintext(access: Pick<MailAccess, 'imap' | 'smtp'>, { allowPlaintext }: ConnectOptions) {
  if (allowPlaintext) return;
  const issues = (['imap', 'smtp'] as const)
    .filter((side) => access[side].security === 'none')
    .map((side) => ({
      path: `${side}.security`,
      message: 'must use TLS or STARTTLS: the password would travel in clear',
    }));
  if (issues.length) throw issuesError(issues, 'mailbox');
}

/**
 * Signs in to IMAP and SMTP as a connection is saved or tested. A refusal of the credentials is
 * bad_input naming `auth.password`; a server that cannot be reached names its host.
 */
export async function testMailAccess(access: MailAccess, options: ConnectOptions): Promise<void> {
  refusePlaintext(access, options);
  await options.checkServers(access);
  const imapSignIn = async () => {
    const imap = openImap(access, options);
    try {
      await imap.connect();
    } catch (error) {
      throw accessError('imap', error);
    } finally {
      await imap.logout().catch(() => imap.close());
    }
  };
  const smtpSignIn = async () => {
    const smtp = smtpTransport(access, options);
    try {
      await smtp.verify();
    } catch (error) {
      throw accessError('smtp', error);
    } finally {
      smtp.close();
    }
  };
  // Side by side: one server's time-out is the longest a user waits. IMAP's verdict comes first.
  const [imap, smtp] = await Promise.allSettled([imapSignIn(), smtpSignIn()]);
  for (const side of [imap, smtp]) if (side.status === 'rejected') throw side.reason;
}

interface MailError {
  authenticationFailed?: boolean;
  code?: string;
  responseCode?: number;
  responseText?: string;
  message?: string;
}

/** The words a user can act on, for one side's failure. */
export function accessError(side: 'imap' | 'smtp', error: unknown): AppError {
  const e = (error ?? {}) as MailError;
  const name = side.toUpperCase();
  if (e.authenticationFailed || e.code === 'EAUTH' || e.responseCode === 535) {
    return issuesError(
      [
        {
          path: 'auth.password',
          message: `${name} refused the user name or password (use an app password if the account has two-step sign-in)`,
        },
      ],
      'mailbox',
    );
  }
  const reason =
    e.code === 'ETIMEDOUT' || e.code === 'ETIMEOUT'
      ? 'did not answer in time'
      : e.responseText || e.message || 'failed';
  return issuesError([{ path: `${side}.host`, message: `could not reach the ${name} server: ${reason}` }], 'mailbox');
}
