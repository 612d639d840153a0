import type { MailMessage, MailStatus } from '@smartcrm/contracts';
import clsx from 'clsx';
import { linkify } from '../utils/linkify';

const statusBadges: Record<MailStatus, { label: string; tone?: string }> = {
  pending: { label: 'Queued' },
  logged: { label: 'Logged (no SMTP)', tone: 'primary' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function MailCard({ mail }: { mail: MailMessage }) {
  const badge = statusBadges[mail.status];
  return (
    <article className="card mail-card" aria-label={mail.subject}>
      <header className="mail-card__header">
        <div>
          <h2 className="mail-card__subject">{mail.subject}</h2>
          <p className="mail-card__meta">
            To {mail.to} · <time dateTime={mail.createdAt}>{when.format(new Date(mail.createdAt))}</time>
          </p>
        </div>
        <span className={clsx('badge', badge.tone && `badge--${badge.tone}`)}>{badge.label}</span>
      </header>
      {mail.error && <p className="form-error">{mail.error}</p>}
      {mail.text === null ? (
        <p className="muted">The content is not kept once a mail server has it: its links belong to the recipient.</p>
      ) : (
        <p className="mail-card__body">
          {linkify(mail.text).map((part, index) =>
            part.kind === 'link' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
              <a key={index} href={part.href} target="_blank" rel="noreferrer">
                {part.href}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      )}
    </article>
  );
}
