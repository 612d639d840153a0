import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingService } from '../../../services/messaging/src/app';
import { folderFetch } from '../../../services/messaging/src/sync/mailbox-sync';
import { mailboxDraft } from '../../support/mailbox-reader';
import { type MailServer, startMailServer } from '../../support/mail-server';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';

type Messaging = Awaited<ReturnType<typeof startServiceForTest<'messaging', unknown, never>>>;

/** More than two chunks, the last one partial: the sync keeps one chunk while it reads the next. */
const count = folderFetch.chunkSize * 2 + 37;

/** Messages written straight into the user's INBOX maildir (Dovecot indexes them when opened). */
function fillInbox(mail: MailServer, address: string) {
  const inbox = mail.inboxOf({ address, password: '' });
  for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(inbox.dir, sub), { recursive: true });
  const paths = [inbox.dir, ...['cur', 'new', 'tmp'].map((sub) => join(inbox.dir, sub))];
  for (let i = 0; i < count; i++) {
    const file = join(inbox.dir, 'cur', `${1_700_000_000 + i}.M${i}P1.test:2,`);
    const sentAt = new Date(Date.now() - (count - i) * 60_000);
    writeFileSync(
      file,
      [
        `From: Customer ${i} <customer${i}@example.org>`,
        `To: ${address}`,
        `Subject: Backfill ${i}`,
        `Date: ${sentAt.toUTCString()}`,
        `Message-ID: <backfill-${i}@example.org>`,
        '',
        `Message number ${i}.`,
        '',
      ].join('\r\n'),
    );
    paths.push(file);
  }
  if (inbox.uid !== undefined && inbox.gid !== undefined) for (const p of paths) chownSync(p, inbox.uid, inbox.gid);
}

/** A backfill of several chunks, then a restart from a cursor behind what was kept: nothing twice. */
describe('mailbox backfill in chunks (service level)', () => {
  let mail: MailServer;
  let messaging: Messaging;
  const tenant = crypto.randomUUID();
  const rep = contextOf(tenant, { userId: crypto.randomUUID() });

  beforeAll(async () => {
    mail = await startMailServer(['rep']);
    fillInbox(mail, mail.users[0]!.address);
    messaging = (await startServiceForTest(messagingService, {
      MAIL_ALLOW_PLAINTEXT: 'true',
      MAIL_SYNC_INTERVAL_MS: '3600000',
    })) as unknown as Messaging;
  });
  afterAll(async () => {
    await messaging?.stop();
    await mail?.stop();
  });

  const kept = () =>
    messaging.asOwner(async (c) => {
      const { rows } = await c.query<{ n: number; distinct: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT rfc_message_id)::int AS distinct FROM messaging.messages',
      );
      const cursor = await c.query<{ last_uid: string }>(
        "SELECT last_uid FROM messaging.mailbox_folders WHERE path = 'INBOX'",
      );
      const synced = await c.query<{ at: Date | null }>('SELECT last_synced_at AS at FROM messaging.mailboxes');
      return { ...rows[0]!, lastUid: Number(cursor.rows[0]?.last_uid ?? 0), syncedAt: synced.rows[0]?.at ?? null };
    });

  it('keeps every message of every chunk once, and a sync resumed from behind the cursor adds none', async () => {
    const box = await messaging.call(
      'messaging.mailboxes.connect',
      { ...mailboxDraft(mail, mail.users[0]!), backfillDays: 30 },
      rep,
    );
    // The sync loop backfills a mailbox never synced in its next round.
    await eventually(async () => (await kept()).syncedAt !== null, 30_000);
    const first = await kept();
    expect(first).toMatchObject({ n: count, distinct: count, lastUid: count });

    // As after a stop between a chunk's commit and the cursor's: the cursor mid-way through the
    // first chunk, so the sync reads again messages it kept and some of the next chunks.
    await messaging.asOwner((c) =>
      c.query("UPDATE messaging.mailbox_folders SET last_uid = $1 WHERE path = 'INBOX'", [folderFetch.chunkSize / 2]),
    );
    await messaging.call('messaging.mailboxes.sync', { id: box.id }, rep);
    await eventually(async () => (await kept()).syncedAt?.getTime() !== first.syncedAt?.getTime(), 30_000);
    expect(await kept()).toMatchObject({ n: count, distinct: count, lastUid: count });
  });
});
