import type { Contact, ContactPage } from '@smartcrm/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import type { ContactPageParam } from './contact-window';

export type ContactPages = InfiniteData<ContactPage, ContactPageParam>;

/** Replaces a loaded contact with a newer version in place; older or unknown versions change nothing. */
export function replaceContact(data: ContactPages | undefined, contact: Contact): ContactPages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const index = page.items.findIndex((item) => item.id === contact.id);
    const current = page.items[index];
    if (!current || current.version > contact.version) return page;
    changed = true;
    return { ...page, items: page.items.with(index, contact) };
  });
  return changed ? { ...data, pages } : data;
}

/** Drops contacts from the loaded pages (a delete, before the server's list catches up). */
export function removeContacts(data: ContactPages | undefined, ids: ReadonlySet<string>): ContactPages | undefined {
  if (!data?.pages.some((page) => page.items.some((item) => ids.has(item.id)))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => !ids.has(item.id)) })),
  };
}

export function findContact(data: ContactPages | undefined, id: string): Contact | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}
