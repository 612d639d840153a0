import { describe, expect, it } from 'vitest';
import { type HttpError, signUpWorkspace } from '../support/api-client';
import { addUser } from '../support/workspace-users';

/** Every record that stores a user id refuses one that is not a member of the workspace, naming the field. */
describe("another workspace's user as a record's owner", () => {
  it('is refused on contacts and deals, created or changed; a member of the workspace is taken', async () => {
    const a = await signUpWorkspace('ownra');
    const b = await signUpWorkspace('ownrb');
    const refusedOwner = (response: { status: number; body: unknown; error?: HttpError }) => {
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.error?.details?.field).toBe('ownerId');
    };
    refusedOwner(await a.client.post('/api/contacts', { name: 'Stray', email: 'stray@a.test', ownerId: b.userId }));
    refusedOwner(await a.client.post('/api/deals', { title: 'Stray deal', ownerId: b.userId }));
    refusedOwner(await a.client.post('/api/deals', { title: 'Nobody’s deal', ownerId: crypto.randomUUID() }));

    const { body: contact } = await a.client.post('/api/contacts', { name: 'Kept', email: 'kept@a.test' });
    const { body: deal } = await a.client.post('/api/deals', { title: 'Kept deal', contactId: contact.id });
    const patch = <P extends `/api/${'contacts' | 'deals'}/${string}`>(path: P, version: number, ownerId: string) =>
      a.client.request('PATCH', path, { version, ownerId });
    refusedOwner(await patch(`/api/contacts/${contact.id}`, contact.version, b.userId));
    refusedOwner(await patch(`/api/deals/${deal.id}`, deal.version, b.userId));
    expect((await a.client.get(`/api/contacts/${contact.id}`)).body.ownerId).toBe(a.userId);
    expect((await a.client.get(`/api/deals/${deal.id}`)).body.ownerId).toBe(a.userId);

    // A member of the workspace (once the members directory has them) may own both.
    const rep = await addUser(a.tenantId, 'regular_user', a.slug);
    await expect
      .poll(async () => (await a.client.get('/api/members')).body.items.some((m) => m.userId === rep.id))
      .toBe(true);
    expect((await patch(`/api/contacts/${contact.id}`, contact.version, rep.id)).body.ownerId).toBe(rep.id);
    expect((await patch(`/api/deals/${deal.id}`, deal.version, rep.id)).body.ownerId).toBe(rep.id);
  });
});
