import { createServer, type Server, type Socket } from 'node:net';
import { connect, type NatsConnection } from 'nats';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../infra/src/free-port';
import { messagingService } from '../../../services/messaging/src/app';
import { mailboxDraft } from '../../support/mailbox-reader';
import { type MailServer, startMailServer } from '../../support/mail-server';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';

type Messaging = Awaited<ReturnType<typeof startServiceForTest<'messaging', unknown, never>>>;

/**
 * Mail servers that go away: one that takes connections and never greets holds up only its own
 * mailbox (the others sync side by side), and one that refuses is tried less often each time.
 */
describe('messaging sync of unhealthy mailboxes (service level)', () => {
  let mail: MailServer;
  let messaging: Messaging;
  let nc: NatsConnection;
  let silent: Server;
  let silentPort: number;
  const held: Socket[] = [];
  const subjects: string[] = [];
  const tenant = crypto.randomUUID();

  beforeAll(async () => {
    mail = await startMailServer(['alice', 'bob', 'carol']);
    // Accepts and says nothing, as a server whose port another program took over would.
    silent = createServer((socket) => held.push(socket));
    silentPort = await freePort();
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
    messaging = (await startServiceForTest(messagingService, {
      MAIL_ALLOW_PLAINTEXT: 'true',
      MAIL_SYNC_INTERVAL_MS: '200',
      MAIL_CONNECT_TIMEOUT_MS: '20000',
      // No IDLE: new mail arrives only through the interval sync this test is about.
      MAIL_WATCH_MAX: '0',
    })) as unknown as Messaging;
    nc = await connect({ servers: messaging.natsUrl });
    const sub = nc.subscribe('evt.messaging.*.message.recorded');
    void (async () => {
      for await (const msg of sub) subjects.push(msg.json<{ data: { subject: string } }>().data.subject);
    })();
  });
  afterAll(async () => {
    await nc?.close();
    await messaging?.stop();
    for (const socket of held) socket.destroy();
    silent?.close();
    await mail?.stop();
  });

  const moveImap = (id: string, port: number) =>
    messaging.asOwner((c) => c.query('UPDATE messaging.mailboxes SET imap_port = $2 WHERE id = $1', [id, port]));
  const failuresOf = async (id: string) =>
    messaging.asOwner(
      async (c) =>
        (await c.query<{ sync_failures: number }>('SELECT sync_failures FROM messaging.mailboxes WHERE id = $1', [id]))
          .rows[0]?.sync_failures ?? -1,
    );
  const send = (to: string, subject: string) => {
    const bob = mail.users[1]!;
    return nodemailer
      .createTransport({
        host: mail.host,
        port: mail.smtpPort,
        ignoreTLS: true,
        auth: { user: bob.address, pass: bob.password },
      })
      .sendMail({ from: bob.address, to, subject, text: 'x' });
  };

  it('syncs a healthy mailbox while another one’s server never answers', async () => {
    const alice = contextOf(tenant, { userId: crypto.randomUUID() });
    const carol = contextOf(tenant, { userId: crypto.randomUUID() });
    const [aliceMail, , carolMail] = mail.users as [(typeof mail.users)[0], unknown, (typeof mail.users)[0]];
    const stuck = await messaging.call('messaging.mailboxes.connect', mailboxDraft(mail, aliceMail), alice);
    await messaging.call('messaging.mailboxes.connect', mailboxDraft(mail, carolMail), carol);
    await moveImap(stuck.id, silentPort);
    await eventually(async () => held.length > 0, 10_000);

    // Alice's sync waits up to 20 s for a greeting; Carol's mail is synced in the meantime.
    await send(carolMail.address, 'Synced beside a stuck mailbox');
    await eventually(async () => subjects.includes('Synced beside a stuck mailbox'), 10_000);
    expect(await failuresOf(stuck.id)).toBe(0);
  });

  it('tries a refusing server less and less often, and afresh once its owner signs in again', async () => {
    const dave = contextOf(tenant, { userId: crypto.randomUUID() });
    const user = mail.users[1]!;
    const box = await messaging.call('messaging.mailboxes.connect', mailboxDraft(mail, user), dave);
    await moveImap(box.id, await freePort());
    await eventually(async () => (await failuresOf(box.id)) >= 1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    // Every 200 ms round would have failed about thirty times in six seconds; backing off
    // (0.4, 0.8, 1.6, 3.2 s…) it failed no more than five.
    const failures = await failuresOf(box.id);
    expect(failures).toBeGreaterThanOrEqual(2);
    expect(failures).toBeLessThanOrEqual(6);
    const [listed] = (await messaging.call('messaging.mailboxes.list', {}, dave)).items;
    expect(listed?.status).toBe('failing');

    // The owner connects it again with the right server: the count starts again and it syncs.
    await messaging.call('messaging.mailboxes.connect', mailboxDraft(mail, user), dave);
    expect(await failuresOf(box.id)).toBe(0);
    await send(user.address, 'Back after reconnecting');
    await eventually(async () => subjects.includes('Back after reconnecting'), 10_000);
  });
});
