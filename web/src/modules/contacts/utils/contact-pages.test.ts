import type { Contact } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { type ContactPages, findContact, removeContacts, replaceContact } from './contact-pages';

const contact = (id: string, version = 1) => ({ id, version, name: id }) as Contact;
const pages = (): ContactPages => ({
  pages: [
    { items: [contact('a'), contact('b')], nextCursor: 'c1', prevCursor: null },
    { items: [contact('c')], nextCursor: null, prevCursor: 'c1' },
  ],
  pageParams: [
    { after: null, start: 0 },
    { after: 'c1', start: 2 },
  ],
});

describe('loaded contact pages', () => {
  it('replaces a contact with a newer version where it is', () => {
    const next = replaceContact(pages(), { ...contact('c', 2), name: 'Cleo' });
    expect(findContact(next, 'c')?.name).toBe('Cleo');
    expect(next?.pages[0]?.items.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('ignores an older version and unknown contacts', () => {
    const data = replaceContact(pages(), contact('b', 3)) as ContactPages;
    expect(replaceContact(data, { ...contact('b', 2), name: 'old' })).toBe(data);
    expect(replaceContact(data, contact('z', 9))).toBe(data);
  });

  it('removes contacts by id', () => {
    const next = removeContacts(pages(), new Set(['a', 'c']));
    expect(next?.pages.map((p) => p.items.map((c) => c.id))).toEqual([['b'], []]);
    const data = pages();
    expect(removeContacts(data, new Set(['z']))).toBe(data);
  });
});
