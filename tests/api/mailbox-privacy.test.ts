import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { mailboxDraft } from '../support/mailbox-reader';
import { type MailServer, startMailServer } from '../support/mail-server';
import { addUser, signIn } from '../support/workspace-users';

/** A mailbox's privacy through the BFF: chosen when connecting, changed by its owner only, a bad value named. */
describe('mailbox privacy (system)', () => {
  let mail: MailServer;
  beforeAll(async () => {
    mail = await startMailServer(['owner']);
  });
  afterAll(() => mail?.stop());

  it('keeps the privacy chosen when connecting and lets only the owner change it', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('privacy');
    const connected = await client.post('/api/mailboxes', {
      ...mailboxDraft(mail, mail.users[0]!),
      privacy: 'metadata',
    });
    expect(connected.status).toBe(201);
    expect(connected.body.privacy).toBe('metadata');
    const path = `/api/mailboxes/${connected.body.id}`;

    const bad = await client.request('PATCH', path, { privacy: 'everything' });
    expect(bad.status).toBe(400);
    expect(bad.error?.details?.issues).toContainEqual(expect.objectContaining({ path: 'body.privacy' }));
    const colleague = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    expect((await colleague.request('PATCH', path, { privacy: 'full' })).status).toBe(404);

    const changed = await client.request('PATCH', path, { privacy: 'none' });
    expect(changed.status).toBe(200);
    expect((await client.get('/api/mailboxes')).body.items.map((m) => m.privacy)).toEqual(['none']);
  });
});
