import type { Logger } from '@smartcrm/kit';
import nodemailer from 'nodemailer';
import type { MailAttachment, MailStatus } from '@smartcrm/contracts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  /** `sent` by SMTP, or `logged` when none is configured. Throws when the SMTP server refuses. */
  send(mail: OutgoingMail): Promise<Extract<MailStatus, 'sent' | 'logged'>>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it (a developer machine) mail goes to the
 * log, links and all, and stays readable on the developer mailbox page.
 */
export function createMailTransport(smtpUrl: string | undefined, from: string, log: Logger): MailTransport {
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.info(
          {
            mail: { to: mail.to, subject: mail.subject, attachments: mail.attachments?.map((a) => a.filename) },
            text: mail.text,
          },
          'mail not sent (no SMTP_URL); read it in the log or on /admin/mailbox',
        );
        return 'logged';
      },
      close: () => undefined,
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
      return 'sent';
    },
    close: () => transporter.close(),
  };
}
