import { type Activity, eventSubject } from '@smartcrm/contracts';
import { connect } from 'nats';
import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

const kinds = (body: { items: { kind: string }[] }) => body.items.map((a) => a.kind);

async function timelineOf(client: ApiClient, path: `/api/${'contacts' | 'deals'}/${string}`, expected: number) {
  let items: Activity[] = [];
  await expect
    .poll(async () => {
      items = (await client.get(`${path}/activities`)).body.items;
      return items.length;
    })
    .toBeGreaterThanOrEqual(expected);
  return items;
}

describe('activity timeline', () => {
  it('logs notes, calls and emails on a contact, newest first, and moves its last contact forward', async () => {
    const { client, userId } = await signUpWorkspace('act');
    const { body: contact } = await client.post('/api/contacts', { name: 'Ada Lovelace', email: 'ada@engines.test' });
    expect(contact.lastContact).toBeNull();

    const note = await client.post(`/api/contacts/${contact.id}/activities`, { kind: 'note', body: 'Met at the expo' });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ kind: 'note', body: 'Met at the expo', actorId: userId });
    // The author's name comes from crm's copy of the members, which identity's events fill in.
    await expect
      .poll(async () => {
        const notes = await client.get(`/api/contacts/${contact.id}/activities?kind=note`);
        return notes.body.items[0]?.actorName;
      })
      .toBe('Olive Owner');
    const call = await client.post(`/api/contacts/${contact.id}/activities`, {
      kind: 'call',
      outcome: 'connected',
      durationSeconds: 340,
      body: 'Wants a demo',
    });
    expect(call.body.meta).toEqual({ outcome: 'connected', durationSeconds: 340 });
    const email = await client.post(`/api/contacts/${contact.id}/activities`, {
      kind: 'email',
      direction: 'outbound',
      subject: 'Demo times',
    });
    expect(email.body).toMatchObject({ subject: 'Demo times', meta: { direction: 'outbound' } });

    const after = (await client.get(`/api/contacts/${contact.id}`)).body;
    expect(after.lastContact).toBe(email.body.occurredAt);
    // Logging back-dated never moves it back.
    await client.post(`/api/contacts/${contact.id}/activities`, {
      kind: 'call',
      outcome: 'no_answer',
      occurredAt: '2020-01-01T10:00:00Z',
    });
    expect((await client.get(`/api/contacts/${contact.id}`)).body.lastContact).toBe(email.body.occurredAt);

    const items = await timelineOf(client, `/api/contacts/${contact.id}`, 5);
    expect(items.map((a) => a.kind)).toEqual(['email', 'call', 'note', 'contact_created', 'call']);
    const calls = await client.get(`/api/contacts/${contact.id}/activities?kind=call`);
    expect(kinds(calls.body)).toEqual(['call', 'call']);
    const first = await client.get(`/api/contacts/${contact.id}/activities?limit=2`);
    expect(kinds(first.body)).toEqual(['email', 'call']);
    const next = await client.get(`/api/contacts/${contact.id}/activities?limit=2&cursor=${first.body.nextCursor}`);
    expect(kinds(next.body)).toEqual(['note', 'contact_created']);
  });

  it('rejects bad input naming the field, and lets only the author edit or delete a note', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('actb');
    const { body: contact } = await client.post('/api/contacts', { name: 'Grace Hopper', email: 'grace@navy.test' });
    const path = `/api/contacts/${contact.id}/activities`;
    const bad = await client.post(path, { kind: 'call', outcome: 'maybe' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('outcome');
    expect((await client.post(path, { kind: 'email', subject: '' })).status).toBe(400);
    expect((await client.post(path, { kind: 'meeting' })).status).toBe(400);

    const { body: note } = await client.post(`/api/contacts/${contact.id}/activities`, {
      kind: 'note',
      body: 'First draft',
    });
    const edited = await client.request('PATCH', `/api/activities/${note.id}`, { body: 'Second draft', version: 1 });
    expect(edited.body).toMatchObject({ body: 'Second draft', version: 2 });
    const stale = await client.request('PATCH', `/api/activities/${note.id}`, { body: 'Third', version: 1 });
    expect(stale.status).toBe(409);

    const colleague = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    expect((await colleague.request('PATCH', `/api/activities/${note.id}`, { body: 'Mine', version: 2 })).status).toBe(
      403,
    );
    expect((await colleague.request('DELETE', `/api/activities/${note.id}`)).status).toBe(403);
    expect((await client.request('DELETE', `/api/activities/${note.id}`)).status).toBe(200);
    const items = await timelineOf(client, `/api/contacts/${contact.id}`, 1);
    expect(items.map((a) => a.kind)).toEqual(['contact_created']);
  });

  it('puts stage changes and deal activity on the deal timeline, and on its contact’s', async () => {
    const { client } = await signUpWorkspace('actd');
    const pipeline = (await client.get('/api/pipelines')).body.items[0];
    const won = pipeline!.stages.find((s: { kind: string }) => s.kind === 'won');
    const { body: contact } = await client.post('/api/contacts', { name: 'Alan Turing', email: 'alan@bletchley.test' });
    const { body: deal } = await client.post('/api/deals', { title: 'Bombe', value: 5000, contactId: contact.id });
    await client.post(`/api/deals/${deal.id}/move`, { stageId: won!.id, version: 1 });
    await client.post(`/api/deals/${deal.id}/activities`, { kind: 'note', body: 'Signed on paper' });

    const items = await timelineOf(client, `/api/deals/${deal.id}`, 3);
    expect(items.map((a) => a.kind)).toEqual(['note', 'stage_change', 'deal_created']);
    expect(items[1]!.meta).toMatchObject({ fromStage: 'Qualification', toStage: 'Closed Won', status: 'won' });
    expect(items[2]).toMatchObject({ subject: 'Bombe', meta: { toStage: 'Qualification' } });
    expect(items.every((a) => a.contactId === contact.id)).toBe(true);
    const onContact = await timelineOf(client, `/api/contacts/${contact.id}`, 4);
    expect(onContact.map((a) => a.kind)).toEqual(['note', 'stage_change', 'deal_created', 'contact_created']);
  });

  it('writes an entry once however often its event is delivered', async () => {
    const { client, tenantId } = await signUpWorkspace('acti');
    const nc = await connect({ servers: inject('natsUrl') });
    const created = nc.subscribe(eventSubject('crm.contact.created', tenantId), { max: 1, timeout: 5000 });
    const { body: contact } = await client.post('/api/contacts', { name: 'Edsger Dijkstra', email: 'ed@tue.test' });
    let original: Uint8Array | undefined;
    for await (const message of created) original = message.data;
    await timelineOf(client, `/api/contacts/${contact.id}`, 1);
    // Redelivered as a new message (not deduplicated by JetStream): the consumer must see it is the same event.
    await nc
      .jetstream()
      .publish(eventSubject('crm.contact.created', tenantId), original, { msgID: crypto.randomUUID() });
    await client.post(`/api/contacts/${contact.id}/activities`, { kind: 'note', body: 'after the replay' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const items = await timelineOf(client, `/api/contacts/${contact.id}`, 2);
    expect(items.map((a) => a.kind)).toEqual(['note', 'contact_created']);
    await nc.drain();
  });

  it('answers 404 for another workspace’s record, and 400 for a malformed id', async () => {
    const { client } = await signUpWorkspace('acto');
    const { client: stranger } = await signUpWorkspace('acto');
    const { body: contact } = await client.post('/api/contacts', { name: 'Barbara Liskov', email: 'b@mit.test' });
    const { body: deal } = await client.post('/api/deals', { title: 'CLU', value: 1 });
    const { body: note } = await client.post(`/api/contacts/${contact.id}/activities`, { kind: 'note', body: 'hi' });
    expect((await stranger.get(`/api/contacts/${contact.id}/activities`)).status).toBe(404);
    expect((await stranger.post(`/api/deals/${deal.id}/activities`, { kind: 'note', body: 'x' })).status).toBe(404);
    expect((await stranger.request('PATCH', `/api/activities/${note.id}`, { body: 'x', version: 1 })).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/activities/${note.id}`)).status).toBe(404);
    expect((await client.get('/api/contacts/not-a-uuid/activities')).status).toBe(400);
  });

  it('hides the timeline of a contact the user may not see', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('actv');
    const rep = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    const { body: contact } = await client.post('/api/contacts', { name: 'Owner Lead', email: 'lead@own.test' });
    expect((await rep.get(`/api/contacts/${contact.id}/activities`)).status).toBe(200);
    await client.request('PUT', '/api/settings/visibility', { role: 'regular_user', scope: 'own' });
    expect((await rep.get(`/api/contacts/${contact.id}/activities`)).status).toBe(404);
    expect((await rep.post(`/api/contacts/${contact.id}/activities`, { kind: 'note', body: 'x' })).status).toBe(404);
    expect((await rep.get(`/api/contacts/${contact.id}/duplicates`)).status).toBe(404);
  });
});
