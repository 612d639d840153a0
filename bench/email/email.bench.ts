import pg from 'pg';
import { startMailServer } from '../../tests/support/mail-server';
import { browserHeaders, signInDemo, startBenchSystem } from '../lib/bench-system';
import type { Figure } from '../lib/figures';
import { demo } from '../../infra/src/demo-users';
import { fetchFloor } from './fetch-floor';
import { fillInbox } from './fill-inbox';

const databaseUrl = process.env.BENCH_EMAIL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm_bench_email';
const messages = Number(process.env.BENCH_EMAIL_MESSAGES ?? 50_000);
const backfillDays = 30;

/**
 * A mailbox of `BENCH_EMAIL_MESSAGES` (50,000) messages connected to a fresh product and backfilled
 * by the messaging service (IMAP fetch, parse, keep, event per message), timed from the sync's
 * start until every message is kept. The floor: the same IMAP fetch in one process, nothing done
 * with the messages (run twice; the first lets Dovecot index the folder).
 */
export async function run(): Promise<Figure[]> {
  const mail = await startMailServer(['rep']);
  const bench = await startBenchSystem(databaseUrl, {
    env: { MAIL_ALLOW_PLAINTEXT: 'true', MAIL_PRIVATE_HOSTS: mail.host, MAIL_SYNC_INTERVAL_MS: '3600000' },
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rep = mail.users[0]!;
    fillInbox(mail, rep, messages);
    await fetchFloor(mail, rep, backfillDays);
    const floor = await fetchFloor(mail, rep, backfillDays);

    const headers = {
      ...browserHeaders(await signInDemo(bench.origin, 'super_admin'), demo.tenant.slug),
      'content-type': 'application/json',
    };
    const server = { host: mail.host, security: 'none' };
    const connected = await fetch(`${bench.origin}/api/mailboxes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        address: rep.address,
        imap: { ...server, port: mail.imapPort },
        smtp: { ...server, port: mail.smtpPort },
        auth: { kind: 'password', username: rep.address, password: rep.password },
        backfillDays,
      }),
    });
    if (!connected.ok) throw new Error(`connect: ${connected.status} ${await connected.text()}`);
    const mailbox = (await connected.json()) as { id: string };
    const started = performance.now();
    const sync = await fetch(`${bench.origin}/api/mailboxes/${mailbox.id}/sync`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    if (!sync.ok) throw new Error(`sync: ${sync.status} ${await sync.text()}`);
    let kept = 0;
    while (kept < messages && performance.now() - started < 1_800_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const { rows } = await db.query('SELECT count(*)::int AS n FROM messaging.messages WHERE mailbox_id = $1', [
        mailbox.id,
      ]);
      kept = rows[0].n;
    }
    const perSecond = kept / ((performance.now() - started) / 1000);
    return [
      { name: 'email.backfill_messages', value: kept, unit: 'messages', target: { op: '>=', value: messages } },
      { name: 'email.backfill_msgs_per_s', value: perSecond, unit: 'msg/s' },
      { name: 'email.backfill_floor_msgs_per_s', value: floor, unit: 'msg/s' },
      { name: 'email.backfill_vs_floor', value: perSecond / floor, unit: 'ratio', target: { op: '>=', value: 0.25 } },
    ];
  } finally {
    await db.end();
    await bench.stop();
    await mail.stop();
  }
}
