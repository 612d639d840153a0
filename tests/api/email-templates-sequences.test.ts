import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { mailboxDraft, readFolder } from '../support/mailbox-reader';
import { type MailServer, type MailUser, startMailServer } from '../support/mail-server';
import { eventually } from '../support/service-harness';
import { addUser, signIn } from '../support/workspace-users';

/** Email templates and sequences through the BFF: validation, who may change what, isolation, a sequence's first mail. */
describe('email templates and sequences (system)', () => {
  let mail: MailServer;
  beforeAll(async () => {
    mail = await startMailServer(['rep', 'lead']);
  });
  afterAll(() => mail?.stop());

  it('refuses an unknown merge field naming it, keeps templates per workspace, and lets only the author or an admin change one', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('tpl');
    const unknown = await client.post('/api/email/templates', {
      name: 'Intro',
      subject: 'Hi',
      body: 'Hi {{contact.nickname}}',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.details?.issues).toContainEqual({
      path: 'body.body',
      message: '{{contact.nickname}} is not a merge field',
    });
    const created = await client.post('/api/email/templates', {
      name: 'Intro',
      subject: 'Hello {{contact.company|there}}',
      body: 'Hi {{contact.firstName|there}},\n\n{{sender.signature}}',
    });
    expect(created.status).toBe(201);
    const template = created.body;

    const rep = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    expect((await rep.get('/api/email/templates')).body.items.map((t) => t.name)).toEqual(['Intro']);
    const edit = { name: 'Mine now', subject: template.subject, body: template.body, version: template.version };
    expect((await rep.request('PUT', `/api/email/templates/${template.id}`, edit)).status).toBe(403);
    expect((await rep.request('DELETE', `/api/email/templates/${template.id}`)).status).toBe(403);
    const saved = await client.request('PUT', `/api/email/templates/${template.id}`, edit);
    expect(saved.status).toBe(200);
    expect((await client.request('PUT', `/api/email/templates/${template.id}`, edit)).status).toBe(409);

    expect((await rep.request('PUT', '/api/email/signature', { signature: 'Rita\nSales' })).status).toBe(200);
    expect((await rep.get('/api/email/signature')).body).toEqual({ signature: 'Rita\nSales' });
    expect((await client.get('/api/email/signature')).body).toEqual({ signature: '' });

    const other = await signUpWorkspace('tplx');
    expect((await other.client.get('/api/email/templates')).body.items).toEqual([]);
    expect((await other.client.request('DELETE', `/api/email/templates/${template.id}`)).status).toBe(404);
  });

  it('runs a sequence from the owner’s mailbox: its first step arrives merged, figures count it, and others cannot touch it', async () => {
    const [repUser, leadUser] = mail.users as [MailUser, MailUser];
    const { client, slug, tenantId } = await signUpWorkspace('seq');
    const mailbox = await client.post('/api/mailboxes', mailboxDraft(mail, repUser));
    expect(mailbox.status).toBe(201);
    const template = await client.post('/api/email/templates', {
      name: 'Step one',
      subject: 'A note for {{contact.company}}',
      body: 'Hi {{contact.firstName|there}}, about {{deal.title|your plans}}.\n\nOur prices: https://acme.test/pricing?plan=pro',
    });
    const { body: contact } = await client.post('/api/contacts', {
      firstName: 'Lena',
      lastName: 'Lead',
      email: leadUser.address,
      company: 'Lead & Co',
    });
    const draft = {
      name: 'Welcome',
      mailboxId: mailbox.body.id,
      steps: [{ templateId: template.body.id, delayHours: 0 }],
      timeZone: 'UTC',
      windowStartHour: 0,
      windowEndHour: 24,
      weekdaysOnly: false,
    };
    const badZone = await client.post('/api/sequences', { ...draft, timeZone: 'Mars/Olympus' });
    expect(badZone.error?.details?.issues?.map((i) => i.path)).toEqual(['body.timeZone']);
    const rep = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    const notTheirs = await rep.post('/api/sequences', draft);
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.error?.details?.issues?.map((i) => i.path)).toEqual(['mailboxId']);

    const created = await client.post('/api/sequences', draft);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await rep.post(`/api/sequences/${id}/enrol`, { contactIds: [contact.id] })).status).toBe(403);
    const enrol = await client.post(`/api/sequences/${id}/enrol`, { contactIds: [contact.id] });
    expect(enrol.status).toBe(202);

    await eventually(async () => (await readFolder(mail, leadUser)).length === 1, 30_000);
    const [received] = await readFolder(mail, leadUser);
    expect(received?.subject).toBe('A note for Lead & Co');
    expect(received?.source).toContain('Hi Lena, about your plans.');
    await eventually(async () => (await client.get(`/api/sequences/${id}`)).body.figures.sent === 1, 20_000);
    expect((await client.get(`/api/sequences/${id}/enrolments`)).body.items).toEqual([
      expect.objectContaining({ contactId: contact.id, status: 'completed', step: 1 }),
    ]);
    // Enrolling again takes no one twice.
    await client.post(`/api/sequences/${id}/enrol`, { filter: { search: 'Lena' } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await client.get(`/api/sequences/${id}`)).body.figures).toMatchObject({ enrolled: 1, sent: 1 });

    // Its open pixel counts the open, on the message and the sequence; a forged token counts nothing.
    const html = String((await simpleParser(received?.source ?? '')).html);
    const pixelUrl = /<img src="([^"]+\/api\/public\/open\/[^"]+)"/.exec(html)?.[1] ?? '';
    const pixelPath = new URL(pixelUrl).pathname;
    expect((await fetch(new URL(`${pixelPath.slice(0, -4)}AAAA`, inject('baseUrl')))).headers.get('content-type')).toBe(
      'image/gif',
    );
    expect((await client.get(`/api/sequences/${id}`)).body.figures.opened).toBe(0);
    expect((await fetch(new URL(pixelPath, inject('baseUrl')))).headers.get('content-type')).toBe('image/gif');
    expect((await client.get(`/api/sequences/${id}`)).body.figures.opened).toBe(1);

    // Its link goes through a counted redirect to the same address; a changed address goes nowhere.
    const clickUrl = new URL(
      /<a href="([^"]+\/api\/public\/click\/[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '',
    );
    expect(clickUrl.searchParams.get('u')).toBe('https://acme.test/pricing?plan=pro');
    const follow = (u: string) =>
      fetch(new URL(`${clickUrl.pathname}?u=${encodeURIComponent(u)}`, inject('baseUrl')), { redirect: 'manual' });
    const redirected = await follow('https://acme.test/pricing?plan=pro');
    expect([redirected.status, redirected.headers.get('location')]).toEqual([
      302,
      'https://acme.test/pricing?plan=pro',
    ]);
    expect((await follow('https://evil.test/pricing?plan=pro')).status).toBe(404);
    expect((await follow('javascript:alert(1)')).status).toBe(400);
    expect((await client.get(`/api/sequences/${id}`)).body.figures.clicked).toBe(1);

    // Every sequence mail carries one-click unsubscribe (RFC 8058); a mail program's POST needs no sign-in.
    const link = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(received?.source ?? '')?.[1] ?? '';
    expect(received?.source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    expect(received?.source).toContain('Unsubscribe');
    const path = new URL(link).pathname;
    const forged = await fetch(new URL(`${path.slice(0, -4)}AAAA`, inject('baseUrl')), { method: 'POST' });
    expect(forged.status).toBe(404);
    const page = await fetch(new URL(path, inject('baseUrl')));
    expect(await page.text()).toContain('<button type="submit">Unsubscribe</button>');
    const oneClick = await fetch(new URL(path, inject('baseUrl')), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    // Unsubscribed: a later sequence never writes to the address again.
    const again = await client.post('/api/sequences', { ...draft, name: 'Second try' });
    await client.post(`/api/sequences/${again.body.id}/enrol`, { contactIds: [contact.id] });
    await eventually(
      async () =>
        (await client.get(`/api/sequences/${again.body.id}/enrolments`)).body.items[0]?.status === 'unsubscribed',
      20_000,
    );
    expect(await readFolder(mail, leadUser)).toHaveLength(1);

    const other = await signUpWorkspace('seqx');
    expect((await other.client.get(`/api/sequences/${id}`)).status).toBe(404);
    expect((await other.client.get('/api/sequences')).body.items).toEqual([]);
  });
});
