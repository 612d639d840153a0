import type { FormInput } from '@smartcrm/contracts';
import { Agent } from 'undici';
import { describe, expect, it } from 'vitest';
import { ApiClient, signUpWorkspace } from '../support/api-client';

const definition: FormInput = {
  name: 'Newsletter',
  fields: [
    { key: 'name', label: 'Your name', kind: 'text', mapsTo: 'name', required: true },
    { key: 'email', label: 'Email', kind: 'email', mapsTo: 'email', required: true },
    { key: 'topics', label: 'Topics', kind: 'multi_select', options: ['Sales', 'AI'] },
    { key: 'term', label: 'Term', kind: 'hidden', param: 'utm_term', mapsTo: 'custom', customName: 'Ad term' },
  ],
  thankYou: { kind: 'redirect', url: 'https://example.com/thanks' },
};

/** A visitor's client from its own loopback address, so rate limits count it apart. */
const visitorFrom = (slug: string, address: string) =>
  new ApiClient(slug, undefined, new Agent({ localAddress: address }));

const post = (client: ApiClient, formId: string, values: Record<string, unknown>, over: Record<string, unknown> = {}) =>
  client.post(`/api/hosted-forms/${formId}/submissions`, {
    submissionId: crypto.randomUUID(),
    values,
    fillMs: 6000,
    ...over,
  });

async function publishedForm(prefix: string) {
  const workspace = await signUpWorkspace(prefix);
  const created = await workspace.client.post('/api/forms', definition);
  expect(created.status).toBe(201);
  const published = await workspace.client.post(`/api/forms/${created.body.id}/publish`);
  expect(published.body.status).toBe('published');
  return { ...workspace, form: published.body };
}

describe('lead capture forms over HTTP', () => {
  it('a visitor without a session reads a published form and submits it; the contact, submission and CSV show it', async () => {
    const { slug, client, form } = await publishedForm('forms');
    const visitor = new ApiClient(slug);
    const page = await visitor.get(`/api/hosted-forms/${form.id}`);
    expect(page.status).toBe(200);
    expect(page.body.fields.map((f) => f.key)).toEqual(['name', 'email', 'topics', 'term']);

    const sent = await post(
      visitor,
      form.id,
      {
        name: '<img src=x onerror=alert(1)> Vera',
        email: 'vera@visitor.test',
        topics: ['AI'],
        term: 'crm software',
      },
      { utm: { source: 'google', medium: 'cpc' }, referrer: 'https://search.example/' },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.thankYou).toEqual({ kind: 'redirect', url: 'https://example.com/thanks' });

    const contacts = await client.get('/api/contacts?search=vera%40visitor.test');
    expect(contacts.body.items[0]).toMatchObject({
      name: '<img src=x onerror=alert(1)> Vera',
      source: 'google',
      customFields: { 'Ad term': 'crm software' },
    });
    const list = await client.get('/api/forms');
    expect(list.body.items.find((f) => f.id === form.id)?.submissionCount).toBe(1);
    const csv = await client.get(`/api/forms/${form.id}/submissions/export`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const [header, row] = String(csv.body).trim().split(/\r?\n/);
    expect(header).toBe(
      'Submitted at,Contact,Contact created or updated,Your name,Email,Topics,Term,UTM source,UTM medium,UTM campaign,Referrer,Consent text,Consent given at',
    );
    expect(row).toContain(
      ',created,<img src=x onerror=alert(1)> Vera,vera@visitor.test,AI,crm software,google,cpc,,https://search.example/,,',
    );
  });

  it('refuses a missing required field naming it, and a body past the size limit', async () => {
    const { slug, form } = await publishedForm('formbad');
    const visitor = new ApiClient(slug);
    const missing = await post(visitor, form.id, { email: 'x@visitor.test' });
    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({ message: 'Your name is required', details: { field: 'values.name' } });
    const huge = await post(visitor, form.id, { name: 'x'.repeat(70_000), email: 'x@visitor.test' });
    expect(huge.status).toBe(413);
  });

  it("answers 404 for another workspace's form, to its visitors and its members alike", async () => {
    const { form } = await publishedForm('formown');
    const other = await signUpWorkspace('formother');
    const stranger = new ApiClient(other.slug);
    expect((await stranger.get(`/api/hosted-forms/${form.id}`)).status).toBe(404);
    expect((await post(stranger, form.id, { name: 'Eve', email: 'eve@visitor.test' })).status).toBe(404);
    expect((await other.client.get(`/api/forms/${form.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/forms/${form.id}/submissions`)).status).toBe(404);
    expect((await other.client.post(`/api/forms/${form.id}/publish`)).status).toBe(404);
    expect((await other.client.get('/api/contacts?search=eve%40visitor.test')).body.items).toEqual([]);
  });

  it('limits posts per address and per form, and a draft form takes none', async () => {
    const { slug, client, form } = await publishedForm('formrate');
    const bot = { name: 'Bot', email: 'bot@visitor.test' };
    const statuses = async (visitor: ApiClient, n: number) => {
      const seen: number[] = [];
      for (let i = 0; i < n; i++) seen.push((await post(visitor, form.id, bot, { fillMs: 10 })).status);
      return seen;
    };
    expect(await statuses(visitorFrom(slug, '127.0.0.11'), 11)).toEqual([...Array(10).fill(200), 429]);
    // Every post reaching the form counts (the refused 11th too): two more addresses take it past 30 a minute.
    expect(await statuses(visitorFrom(slug, '127.0.0.12'), 10)).toEqual(Array(10).fill(200));
    expect(await statuses(visitorFrom(slug, '127.0.0.13'), 10)).toEqual([...Array(9).fill(200), 429]);
    const refused = await post(visitorFrom(slug, '127.0.0.14'), form.id, bot);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toMatch(/This form takes no more posts/);
    // Every post was a bot's (sent too fast): none made a contact.
    expect((await client.get('/api/contacts?search=bot%40visitor.test')).body.items).toEqual([]);

    await client.post(`/api/forms/${form.id}/unpublish`);
    expect((await new ApiClient(slug).get(`/api/hosted-forms/${form.id}`)).status).toBe(404);
  });

  it('mails the members a form names with each submission: the answers and a link to the contact', async () => {
    const { slug, client, owner, userId } = await signUpWorkspace('formmail');
    // crm learns of a new member by identity's event: a form may name them once it has.
    await expect
      .poll(async () => (await client.get('/api/members')).body.items.map((member) => member.userId), {
        timeout: 15_000,
      })
      .toContain(userId);
    const stranger = await client.post('/api/forms', { ...definition, notify: [crypto.randomUUID()] });
    expect(stranger.status).toBe(400);
    expect(JSON.stringify(stranger.body)).toContain('notify.0');
    const created = await client.post('/api/forms', { ...definition, notify: [userId] });
    expect(created.status).toBe(201);
    expect(created.body.notify).toEqual([userId]);
    await client.post(`/api/forms/${created.body.id}/publish`);
    const sent = await post(new ApiClient(slug), created.body.id, {
      name: 'Mia Mail',
      email: 'mia@visitor.test',
      topics: ['Sales', 'AI'],
    });
    expect(sent.status).toBe(200);
    let text = '';
    await expect
      .poll(async () => {
        const { body } = await client.get('/api/admin/mailbox?limit=50');
        const mail = body.messages.find((m) => m.to === owner.email && m.subject.startsWith('New submission'));
        text = mail?.text ?? '';
        return mail?.subject;
      })
      .toBe('New submission of Newsletter from mia@visitor.test');
    expect(text).toContain('Your name: Mia Mail');
    expect(text).toContain('Topics: Sales, AI');
    const [contact] = (await client.get('/api/contacts?search=mia%40visitor.test')).body.items;
    expect(text).toMatch(new RegExp(`https?://\\S+/contacts/${contact!.id}`));
  });
});
