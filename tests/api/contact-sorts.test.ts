import { type Contact, contactSorts } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { signUpWorkspace } from '../support/api-client';

type Key = string | number | null;

/** Each sort's key as the list orders it: NULLs first ascending (last descending), ties by id. */
const keyOf: Record<string, (c: Contact) => Key> = {
  name: (c) => c.name.toLowerCase(),
  createdAt: (c) => c.createdAt,
  updatedAt: (c) => c.updatedAt,
  lastContact: (c) => c.lastContact,
  leadScore: (c) => c.leadScore ?? -1,
  company: (c) => c.company?.toLowerCase() ?? null,
};

function expectedOrder(contacts: Contact[], sort: string) {
  const descending = sort.startsWith('-');
  const key = keyOf[descending ? sort.slice(1) : sort]!;
  const compare = (a: Key, b: Key) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);
  const ascending = [...contacts].sort((a, b) => compare(key(a), key(b)) || compare(a.id, b.id));
  return (descending ? ascending.reverse() : ascending).map((c) => c.name);
}

async function page(client: ApiClient, sort: string, paging: string) {
  const response = await client.get(`/api/contacts?sort=${sort}&limit=2${paging}`);
  expect(response.status).toBe(200);
  return response.body as { items: Contact[]; nextCursor: string | null; prevCursor: string | null };
}

describe('contact sorts', () => {
  it('pages through every sort forwards and back, each contact once and in order, NULLs at one end', async () => {
    const { client } = await signUpWorkspace('ctsorts');
    // Nothing rescoring (and so re-dating) contacts behind the test's back.
    await client.request('PATCH', '/api/ai/preferences', { autoScoring: false });
    const day = (d: number) => `2026-0${d}-01T10:00:00.000Z`;
    const people = [
      { name: 'Ann Able', company: 'Globex', lastContact: day(3) },
      { name: 'Bob Baker', company: 'globex', lastContact: day(3) },
      { name: 'Cy Cole', company: 'Initech', lastContact: null },
      { name: 'Di Dunn', lastContact: day(1) },
      { name: 'Ed Eck', lastContact: null },
      { name: 'Flo Fox', company: 'Acme', lastContact: day(5) },
      { name: 'Gus Gray', company: 'Acme' },
      { name: 'Hal Hunt', company: 'Zeta', lastContact: day(2) },
      { name: 'Ivy Ito', lastContact: day(4) },
    ];
    const created: Contact[] = [];
    for (const [i, person] of people.entries()) {
      created.push((await client.post('/api/contacts', { ...person, email: `s${i}@sorts.test` })).body);
    }
    // A changed key moves the contact: Cy leaves his company, Gus is contacted.
    const cy = created[2]!;
    const gus = created[6]!;
    await client.request('PATCH', `/api/contacts/${cy.id}`, { company: '', version: cy.version });
    await client.request('PATCH', `/api/contacts/${gus.id}`, { lastContact: day(3), version: gus.version });
    const all: Contact[] = (await client.get('/api/contacts?limit=50')).body.items;
    expect(all).toHaveLength(people.length);

    // A search pages the same way (its ids are found first, then the rows: 0047). Only three
    // names hold an "n"; no e-mail or company does.
    const searches: [string, Contact[]][] = [
      ['', all],
      ['&search=n', all.filter((c) => c.name.includes('n'))],
    ];
    for (const [search, contacts] of searches) {
      expect(contacts.length).toBeGreaterThan(2);
      for (const sort of contactSorts) {
        const expected = expectedOrder(contacts, sort);
        const what = `${sort}${search}`;
        const forward: string[] = [];
        let last = await page(client, sort, search);
        expect(last.prevCursor).toBeNull();
        forward.push(...last.items.map((c) => c.name));
        while (last.nextCursor) {
          last = await page(client, sort, `${search}&cursor=${last.nextCursor}`);
          forward.push(...last.items.map((c) => c.name));
        }
        expect(forward, what).toEqual(expected);

        // Back from the last page with `before`, the pages line up the same.
        const backward = last.items.map((c) => c.name);
        let first = last;
        while (first.prevCursor) {
          first = await page(client, sort, `${search}&before=${first.prevCursor}`);
          expect(first.items.length, what).toBeGreaterThan(0);
          backward.unshift(...first.items.map((c) => c.name));
        }
        expect(backward, what).toEqual(expected);
      }
    }
  });

  it('filters by status and interest in every sort, following changes to either', async () => {
    const { client } = await signUpWorkspace('ctfilters');
    await client.request('PATCH', '/api/ai/preferences', { autoScoring: false });
    const people = [
      { name: 'Hot Customer', status: 'customer', interestLevel: 'hot' },
      { name: 'Warm Customer', status: 'customer', interestLevel: 'warm' },
      { name: 'Hot Lead', status: 'lead', interestLevel: 'hot' },
      { name: 'Cooling Customer', status: 'customer', interestLevel: 'hot' },
      { name: 'Warming Lead', status: 'lead', interestLevel: 'warm' },
    ];
    const created: Contact[] = [];
    for (const [i, person] of people.entries()) {
      created.push((await client.post('/api/contacts', { ...person, email: `f${i}@filters.test` })).body);
    }
    const [, , , cooling, warming] = created;
    await client.request('PATCH', `/api/contacts/${cooling!.id}`, { interestLevel: 'cold', version: cooling!.version });
    await client.request('PATCH', `/api/contacts/${warming!.id}`, {
      status: 'customer',
      interestLevel: 'hot',
      version: warming!.version,
    });
    const all: Contact[] = (await client.get('/api/contacts?limit=50')).body.items;
    const hotCustomers = all.filter((c) => c.status === 'customer' && c.interestLevel === 'hot');
    expect(hotCustomers.map((c) => c.name).sort()).toEqual(['Hot Customer', 'Warming Lead']);

    for (const sort of contactSorts) {
      const listed = await client.get(`/api/contacts?status=customer&interest=hot&sort=${sort}&limit=50`);
      expect(
        listed.body.items.map((c: Contact) => c.name),
        sort,
      ).toEqual(expectedOrder(hotCustomers, sort));
    }
    const leads = await client.get('/api/contacts?status=lead&sort=-leadScore&limit=50');
    expect(leads.body.items.map((c: Contact) => c.name)).toEqual(['Hot Lead']);
  });

  it('names a malformed or doubled cursor as bad input', async () => {
    const { client } = await signUpWorkspace('ctsortbad');
    const garbage = await client.get('/api/contacts?before=garbage');
    expect(garbage.status).toBe(400);
    expect(garbage.error?.details).toMatchObject({ field: 'before' });
    const first = await client.get('/api/contacts?limit=1');
    const both = await client.get(`/api/contacts?cursor=${first.body.prevCursor ?? 'x'}&before=y`);
    expect(both.status).toBe(400);
    expect(both.error?.details?.issues?.map((i) => i.path)).toContain('querystring.before');
  });
});
