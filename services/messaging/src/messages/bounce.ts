/** Senders of delivery status notifications (RFC 3464): Postfix, Exchange, Gmail and most others. */
const daemon = /^(mailer-daemon|postmaster|mail-daemon)@/i;

/**
 * The addresses a synced bounce (a DSN) says could not be delivered: its `Final-Recipient` fields,
 * else the addresses in angle brackets of its human-readable part, never the mailbox's own. Mail
 * that is not from a mail daemon bounces nothing.
 */
export function bouncedAddresses(m: { from: { address: string }; text: string; mailboxAddress: string }): string[] {
  if (!daemon.test(m.from.address)) return [];
  const finals = [...m.text.matchAll(/Final-Recipient:\s*rfc822;\s*<?([^\s<>;]+@[^\s<>;]+?)>?\s*$/gim)];
  const found = finals.length ? finals : [...m.text.matchAll(/<([^<>\s@]+@[^<>\s]+)>/g)];
  const own = m.mailboxAddress.toLowerCase();
  return [...new Set(found.map((f) => (f[1] ?? '').toLowerCase()))].filter((a) => a && a !== own);
}
