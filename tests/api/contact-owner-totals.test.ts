import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { importContacts } from '../support/csv-imports';
import { withOwnerConnection } from '../support/database';
import { addUser, signIn } from '../support/workspace-users';

/** The live contacts the viewer may see, counted from the contacts list itself. */
async function listed(client: ApiClient): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const { body }: { body: { items: unknown[]; nextCursor: string | null } } = await client.get(
      `/api/contacts?limit=200${cursor ? `&cursor=${cursor}` : ''}`,
    );
    count += body.items.length;
    cursor = body.nextCursor;
  } while (cursor);
  return count;
}

/** The contacts screen's header figure (`owner=me` for the Mine filter). */
const shownTotal = async (client: ApiClient, owner = '') =>
  (await client.get(owner ? `/api/contacts/total?owner=${owner}` : '/api/contacts/total')).body.total;
const planUsage = async (client: ApiClient) => (await client.get('/api/plans/current')).body.usage.contacts.used;
const dashboardFigure = async (client: ApiClient) =>
  (await client.get('/api/analytics/deal-analytics?timeframe=week')).body.kpis.totalContacts;

describe('contact running totals', () => {
  it('keep the plan usage, the dashboard figure and the list header equal to the contacts through every change', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('ctotals');
    const sameAsList = async () => {
      const count = await listed(client);
      expect({
        usage: await planUsage(client),
        dashboard: await dashboardFigure(client),
        header: await shownTotal(client),
      }).toEqual({ usage: count, dashboard: count, header: count });
      return count;
    };
    const ada = (await client.post('/api/contacts', { name: 'Ada Lovelace', email: 'ada@engines.test' })).body;
    const twin = (await client.post('/api/contacts', { name: 'Ada L.', email: 'ada.l@engines.test' })).body;
    const grace = (await client.post('/api/contacts', { name: 'Grace Hopper', email: 'grace@navy.test' })).body;
    expect(await sameAsList()).toBe(3);

    await client.request('DELETE', `/api/contacts/${grace.id}`);
    expect(await sameAsList()).toBe(2);
    await client.post(`/api/contacts/${grace.id}/restore`);
    expect(await sameAsList()).toBe(3);

    const merged = await client.post('/api/contacts/merge', {
      survivorId: ada.id,
      loserId: twin.id,
      survivorVersion: ada.version,
      loserVersion: twin.version,
      pick: {},
    });
    expect(merged.status).toBe(200);
    expect(await sameAsList()).toBe(2);
    await client.post(`/api/contacts/merges/${merged.body.mergeId}/undo`);
    expect(await sameAsList()).toBe(3);

    await importContacts(client, 'Name,Email\nAlan,alan@b.test\nEdsger,edsger@b.test\n');
    expect(await sameAsList()).toBe(5);

    // A hard delete (a purge, an operator's clean-up) keeps the totals too.
    const purged = (await client.post('/api/contacts', { name: 'Purged', email: 'purged@b.test' })).body;
    // Its timeline entry is written by an event consumer: purge only once it is there.
    const timeline = () =>
      withOwnerConnection(inject('databaseUrl'), async (db) => {
        const { rows } = await db.query('SELECT count(*)::int AS n FROM crm.activities WHERE contact_id = $1', [
          purged.id,
        ]);
        return rows[0].n as number;
      });
    await expect.poll(timeline).toBeGreaterThan(0);
    await withOwnerConnection(inject('databaseUrl'), async (db) => {
      await db.query('DELETE FROM crm.activities WHERE contact_id = $1', [purged.id]);
      await db.query('DELETE FROM crm.contacts WHERE id = $1', [purged.id]);
    });
    expect(await sameAsList()).toBe(5);

    // A user who may see only their own contacts is shown only their own contacts' count.
    const repUser = await addUser(tenantId, 'regular_user', slug);
    const rep = await signIn(slug, repUser);
    await rep.post('/api/contacts', { name: 'Mine', email: 'mine@r.test' });
    // The version as it is now (its score may have been written since): the hand-over must happen.
    const { version } = (await client.get(`/api/contacts/${grace.id}`)).body;
    const handedOver = await client.request('PATCH', `/api/contacts/${grace.id}`, { ownerId: repUser.id, version });
    expect(handedOver.status).toBe(200);
    await client.request('PUT', '/api/settings/visibility', { role: 'regular_user', scope: 'own' });
    expect(await sameAsList()).toBe(6);
    expect(await listed(rep)).toBe(2);
    expect(await dashboardFigure(rep)).toBe(2);
    expect(await shownTotal(rep)).toBe(2);
    // The Mine filter: the owner's own contacts, out of the six they see.
    expect(await shownTotal(client, 'me')).toBe(4);
    const bad = await client.get('/api/contacts/total?owner=someone');
    expect(bad.status).toBe(400);
    expect(bad.error?.details?.issues?.map((i) => i.path)).toEqual(['querystring.owner']);
  });
});
