import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MailServer, MailUser } from '../../tests/support/mail-server';

const paragraph =
  'Thanks for the call earlier. As promised, here is a summary of the proposal we discussed, with the ' +
  'pricing for the first year and the onboarding plan. Let me know if anything needs to change before ' +
  'we send the paperwork over to your legal team.';

/** One realistic message: text and HTML alternatives, a thread of its own, from one of many correspondents. */
function message(i: number, to: string, sentAt: Date): string {
  const from = `Customer ${i % 2000} <customer${i % 2000}@example.org>`;
  const text = Array.from({ length: 4 }, () => paragraph).join('\n\n');
  const html = `<html><body>${Array.from({ length: 4 }, () => `<p>${paragraph}</p>`).join('')}</body></html>`;
  return [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: Proposal follow-up #${i}`,
    `Date: ${sentAt.toUTCString()}`,
    `Message-ID: <bench-${i}-${sentAt.getTime()}@example.org>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '--b',
    'Content-Type: text/html; charset=utf-8',
    '',
    html,
    '--b--',
    '',
  ].join('\r\n');
}

/**
 * Puts `count` messages of the last 20 days straight into the user's INBOX maildir (delivering
 * them through SMTP would take longer than the benchmark); Dovecot indexes them when first opened.
 */
export function fillInbox(mail: MailServer, user: MailUser, count: number) {
  const inbox = mail.inboxOf(user);
  const now = Date.now();
  for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(inbox.dir, sub), { recursive: true });
  for (let i = 0; i < count; i++) {
    const sentAt = new Date(now - 20 * 86_400_000 + Math.floor((i / count) * 20 * 86_400_000));
    const file = join(inbox.dir, 'cur', `${Math.floor(sentAt.getTime() / 1000)}.M${i}P1.bench:2,`);
    writeFileSync(file, message(i, user.address, sentAt));
    if (inbox.uid !== undefined && inbox.gid !== undefined) chownSync(file, inbox.uid, inbox.gid);
  }
  if (inbox.uid !== undefined && inbox.gid !== undefined) {
    for (const path of [inbox.dir, ...['cur', 'new', 'tmp'].map((sub) => join(inbox.dir, sub))]) {
      chownSync(path, inbox.uid, inbox.gid);
    }
  }
}
