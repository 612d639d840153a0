import { describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';

const names = (items: { contact: { name: string } }[]) => items.map((m) => m.contact.name).sort();

/** Waits until the contact's timeline reads as expected (entries from events arrive a moment later). */
async function expectTimeline(client: ApiClient, contactId: string, expected: string[]) {
  await expect
    .poll(async () => {
      const { body } = await client.get(`/api/contacts/${contactId}/activities`);
      return body.items.map((a: { kind: string }) => a.kind);
    })
    .toEqual(expected);
}

describe('possible duplicates', () => {
  it('flags contacts sharing a phone (by its last 10 digits) or a company domain, never a free-mail one', async () => {
    const { client } = await signUpWorkspace('dup');
    const add = async (name: string, email: string, phone?: string) =>
      (await client.post('/api/contacts', { name, email, phone })).body;
    const ada = await add('Ada Lovelace', 'ada@engines.test', '+1 (555) 010-2030');
    await add('Ada L.', 'ada.l@gmail.com', '555.010.2030');
    await add('Charles Babbage', 'charles@engines.test');
    await add('Gmail Person', 'someone@gmail.com');
    await add('Short Phone', 'short@else.test', '010-2030');

    const { body } = await client.get(`/api/contacts/${ada.id}/duplicates`);
    expect(names(body.items)).toEqual(['Ada L.', 'Charles Babbage']);
    expect(body.items[0]).toMatchObject({ contact: { name: 'Ada L.' }, reasons: ['phone'] });
    expect(body.items[1]!.reasons).toEqual(['domain']);
    const gmail = (await client.get('/api/contacts')).body.items.find((c) => c.name === 'Gmail Person');
    expect((await client.get(`/api/contacts/${gmail!.id}/duplicates`)).body.items).toEqual([]);

    const groups = (await client.get('/api/contacts/duplicates')).body;
    expect(groups.items.map((g) => [g.reason, g.key, g.count])).toEqual([
      ['domain', 'engines.test', 2],
      ['phone', '5550102030', 2],
    ]);
    const first = (await client.get('/api/contacts/duplicates?limit=1')).body;
    expect(first.items).toHaveLength(1);
    const second = (await client.get(`/api/contacts/duplicates?limit=1&cursor=${first.nextCursor}`)).body;
    expect(second.items.map((g) => g.reason)).toEqual(['phone']);
    expect(second.nextCursor).toBeNull();

    // A deleted contact is no longer anyone's duplicate.
    const charles = body.items[1]!.contact;
    await client.request('DELETE', `/api/contacts/${charles.id}`);
    const after = (await client.get('/api/contacts/duplicates')).body;
    expect(after.items.map((g) => g.reason)).toEqual(['phone']);
    expect((await client.get('/api/contacts/duplicates?reason=bogus')).status).toBe(400);
  });

  it('merges two contacts (picked fields; deals, tasks and timeline move) and undoes the merge', async () => {
    const { client } = await signUpWorkspace('mrg');
    const { body: keep } = await client.post('/api/contacts', {
      name: 'Grace Hopper',
      email: 'grace@navy.test',
      phone: '555 010 7777',
      tags: ['navy'],
      status: 'lead',
    });
    const { body: gone } = await client.post('/api/contacts', {
      name: 'Grace B. Hopper',
      email: 'gbh@navy.test',
      phone: '+1 555 010 7777',
      company: 'Remington Rand',
      tags: ['cobol'],
      status: 'customer',
    });
    const { body: deal } = await client.post('/api/deals', { title: 'UNIVAC', value: 900, contactId: gone.id });
    await client.post(`/api/contacts/${gone.id}/activities`, { kind: 'note', body: 'Invented the compiler' });
    const { body: task } = await client.post('/api/tasks', { title: 'Send the manual', contactId: gone.id });
    await client.post(`/api/tasks/${task.id}/complete`, {});
    await expectTimeline(client, gone.id, ['task_completed', 'note', 'deal_created', 'contact_created']);

    // Auto-scoring scores both (once: nothing after creation changes a field the score reads).
    const scoreOf = async (id: string) => (await client.get(`/api/contacts/${id}`)).body.leadScore as number | null;
    await expect.poll(() => scoreOf(keep.id)).not.toBeNull();
    await expect.poll(() => scoreOf(gone.id)).not.toBeNull();
    const [keptScore, goneScore] = [await scoreOf(keep.id), await scoreOf(gone.id)];
    expect(goneScore).not.toBe(keptScore);

    const stale = await client.post('/api/contacts/merge', {
      survivorId: keep.id,
      loserId: gone.id,
      survivorVersion: keep.version,
      loserVersion: gone.version + 5,
    });
    expect(stale.status).toBe(409);
    const merged = await client.post('/api/contacts/merge', {
      survivorId: keep.id,
      loserId: gone.id,
      survivorVersion: keep.version,
      loserVersion: gone.version,
      pick: { email: 'loser', company: 'loser', status: 'loser', leadScore: 'loser' },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.moved).toEqual({ deals: 1, activities: 4 });
    expect(merged.body.survivor).toMatchObject({
      name: 'Grace Hopper',
      email: 'gbh@navy.test',
      company: 'Remington Rand',
      status: 'customer',
      tags: ['navy', 'cobol'],
      leadScore: goneScore,
    });
    expect((await client.get(`/api/contacts/${gone.id}`)).status).toBe(404);
    expect((await client.get(`/api/deals/${deal.id}`)).body.contactId).toBe(keep.id);
    expect((await client.get(`/api/tasks/${task.id}`)).body.contactId).toBe(keep.id);
    await expectTimeline(client, keep.id, [
      'task_completed',
      'note',
      'deal_created',
      'contact_created',
      'contact_created',
    ]);
    expect((await client.get('/api/contacts/duplicates')).body.items).toEqual([]);

    const undone = await client.post(`/api/contacts/merges/${merged.body.mergeId}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body.survivor).toMatchObject({
      email: 'grace@navy.test',
      company: null,
      status: 'lead',
      tags: ['navy'],
      leadScore: keptScore,
    });
    expect(undone.body.restored).toMatchObject({ id: gone.id, email: 'gbh@navy.test', company: 'Remington Rand' });
    expect((await client.get(`/api/deals/${deal.id}`)).body.contactId).toBe(gone.id);
    expect((await client.get(`/api/tasks/${task.id}`)).body.contactId).toBe(gone.id);
    await expectTimeline(client, gone.id, ['task_completed', 'note', 'deal_created', 'contact_created']);
    await expectTimeline(client, keep.id, ['contact_created']);
    expect((await client.post(`/api/contacts/merges/${merged.body.mergeId}/undo`)).status).toBe(404);
  });

  it('keeps other workspaces out and refuses to merge a contact with itself', async () => {
    const { client } = await signUpWorkspace('mrgo');
    const { client: stranger } = await signUpWorkspace('mrgo');
    const { body: a } = await client.post('/api/contacts', { name: 'A', email: 'a@same.test' });
    const { body: b } = await client.post('/api/contacts', { name: 'B', email: 'b@same.test' });
    const request = { survivorId: a.id, loserId: b.id, survivorVersion: 1, loserVersion: 1 };
    expect((await stranger.post('/api/contacts/merge', request)).status).toBe(404);
    expect((await stranger.get(`/api/contacts/${a.id}/duplicates`)).status).toBe(404);
    expect((await stranger.get('/api/contacts/duplicates')).body.items).toEqual([]);
    const self = await client.post('/api/contacts/merge', { ...request, loserId: a.id });
    expect(self.status).toBe(400);
    const { body: merge } = await client.post('/api/contacts/merge', request);
    expect((await stranger.post(`/api/contacts/merges/${merge.mergeId}/undo`)).status).toBe(404);
  });
});
