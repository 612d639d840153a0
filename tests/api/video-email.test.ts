import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { mailboxDraft, readFolder } from '../support/mailbox-reader';
import { type MailServer, type MailUser, startMailServer } from '../support/mail-server';

/** Bytes that start as a WebM file does (its EBML header), and a PNG's signature. */
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(60_000)]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2_000)]);

const formWith = (bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
};

/** What a recipient's browser fetches: no session, the workspace by its header. */
const asRecipient = (slug: string, path: string, init: RequestInit = {}) =>
  fetch(new URL(path, inject('baseUrl')), {
    ...init,
    headers: { 'x-tenant-id': slug, 'content-type': 'application/json', ...init.headers },
  });

const upload = (client: ApiClient, bytes: Buffer, query = 'title=Your%20demo&durationMs=42000') =>
  client.request('POST', `/api/videos?${query}`, formWith(bytes, 'recording.webm'));

/** Video email over HTTP, with a real mail server: upload, send once per intent, the hosted page, views on the timeline. */
describe('video email (system)', () => {
  let mail: MailServer;
  beforeAll(async () => {
    mail = await startMailServer(['rep', 'viewer']);
  });
  afterAll(() => mail?.stop());

  it('keeps only real recordings, and sends one once per intent with a link that plays it', async () => {
    const [rep, viewer] = mail.users as [MailUser, MailUser];
    const { client, slug } = await signUpWorkspace('video');
    expect((await client.post('/api/mailboxes', mailboxDraft(mail, rep))).status).toBe(201);
    const { body: contact } = await client.post('/api/contacts', { name: 'Vera Viewer', email: viewer.address });

    const notVideo = await upload(client, Buffer.from('GIF89a not a video at all'));
    expect(notVideo.status).toBe(400);
    expect(notVideo.error?.message).toBe('The file is not a WebM or MP4 video');
    const untitled = await upload(client, webm, 'title=&durationMs=42000');
    expect(untitled.status).toBe(400);
    expect(JSON.stringify(untitled.error)).toContain('title');
    expect((await client.get('/api/videos')).body.items).toEqual([]);

    const uploaded = await upload(client, webm);
    expect(uploaded.status).toBe(201);
    const video = uploaded.body;
    expect(video).toMatchObject({ title: 'Your demo', durationMs: 42_000, size: webm.length, hasThumbnail: false });
    const pictured = await client.request('PUT', `/api/videos/${video.id}/thumbnail`, formWith(png, 'thumb.png'));
    expect(pictured.body.hasThumbnail).toBe(true);

    const intentId = crypto.randomUUID();
    const request = {
      intentId,
      to: { address: viewer.address, name: 'Vera Viewer' },
      contactId: contact.id,
      subject: 'A video for you',
      message: 'Hi Vera,\n\nhave a look.',
    };
    const [first, again] = [
      await client.post(`/api/videos/${video.id}/send`, request),
      await client.post(`/api/videos/${video.id}/send`, request),
    ];
    expect(first.status).toBe(202);
    expect(again.body.message.id).toBe(first.body.message.id);
    expect(again.body.link).toBe(first.body.link);
    const token = new URL(first.body.link).pathname.split('/').pop() ?? '';
    // Sent from the bare host: the link names the workspace as that address did.
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new URL(first.body.link).searchParams.get('tenant')).toBe(slug);

    await expect.poll(async () => (await readFolder(mail, viewer)).length, { timeout: 20_000 }).toBe(1);
    const [received] = await readFolder(mail, viewer);
    expect(received?.subject).toBe('A video for you');
    const html = (await simpleParser(received?.source ?? '')).html || '';
    expect(html).toContain(`<a href="${first.body.link.replace(/&/g, '&amp;')}">▶ Watch “Your demo” (0:42)</a>`);
    expect(html).toContain('<p>Hi Vera,</p><p>have a look.</p>');

    const page = await (await asRecipient(slug, `/api/video-links/${token}`)).json();
    expect(page).toEqual({
      title: 'Your demo',
      durationMs: 42_000,
      contentType: 'video/webm',
      senderName: rep.address,
      hasThumbnail: true,
    });
    const played = Buffer.from(await (await asRecipient(slug, `/api/video-links/${token}/stream`)).arrayBuffer());
    expect(played.equals(webm)).toBe(true);
    const thumbnail = Buffer.from(await (await asRecipient(slug, `/api/video-links/${token}/thumbnail`)).arrayBuffer());
    expect(thumbnail.equals(png)).toBe(true);
  });

  it('counts each viewer once, puts each view on the contact’s timeline, and keeps videos to their workspace and owner', async () => {
    const [rep, viewer] = mail.users as [MailUser, MailUser];
    const { client, slug } = await signUpWorkspace('videoview');
    const { body: contact } = await client.post('/api/contacts', { name: 'Vic Viewer', email: viewer.address });
    const { body: video } = await upload(client, webm, 'title=Walkthrough&durationMs=65000');
    // Without a mailbox nothing goes out, and nothing counts as sent.
    const unsent = await client.post(`/api/videos/${video.id}/send`, {
      intentId: crypto.randomUUID(),
      to: { address: viewer.address },
      subject: 'Walkthrough',
    });
    expect(unsent.status).toBe(400);
    expect(unsent.error?.details?.issues?.map((issue) => issue.path)).toEqual(['mailboxId']);
    expect((await client.get('/api/videos')).body.items[0]?.sends).toBe(0);
    await client.post('/api/mailboxes', mailboxDraft(mail, rep));
    const sent = await client.post(`/api/videos/${video.id}/send`, {
      intentId: crypto.randomUUID(),
      to: { address: viewer.address },
      subject: 'Walkthrough',
    });
    const token = new URL(sent.body.link).pathname.split('/').pop() ?? '';

    const view = (viewerKey: string) =>
      asRecipient(slug, `/api/video-links/${token}/views`, {
        method: 'POST',
        body: JSON.stringify({ viewer: viewerKey }),
      });
    const counted = await view('laptop-0001');
    expect(counted.status, await counted.text()).toBe(200);
    expect((await view('laptop-0001')).status).toBe(200);
    expect((await view('phone-00002')).status).toBe(200);
    expect((await view('<script>')).status).toBe(400);
    const [listed] = (await client.get('/api/videos')).body.items;
    expect(listed).toMatchObject({ sends: 1, views: 2 });
    expect(listed?.lastViewedAt).not.toBeNull();
    // Sent to an address, not a contact: the contact with that address gets the views.
    await expect
      .poll(async () => {
        const { body } = await client.get(`/api/contacts/${contact.id}/activities`);
        return body.items.filter((a) => a.kind === 'video_view').map((a) => a.subject);
      })
      .toEqual(['Walkthrough', 'Walkthrough']);

    const other = await signUpWorkspace('videox');
    expect((await asRecipient(other.slug, `/api/video-links/${token}`)).status).toBe(404);
    expect((await other.client.get(`/api/videos/${video.id}/stream`)).status).toBe(404);
    expect(
      (
        await other.client.post(`/api/videos/${video.id}/send`, {
          intentId: crypto.randomUUID(),
          to: { address: viewer.address },
          subject: 'x',
        })
      ).status,
    ).toBe(404);

    expect((await client.request('DELETE', `/api/videos/${video.id}`)).status).toBe(204);
    expect((await asRecipient(slug, `/api/video-links/${token}`)).status).toBe(404);
    expect((await client.get('/api/videos')).body.items).toEqual([]);
  });
});
