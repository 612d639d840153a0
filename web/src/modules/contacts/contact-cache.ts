import type { Contact } from '@smartcrm/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { contactKeys } from './queries';
import { type ContactPages, findContact, removeContacts, replaceContact } from './utils/contact-pages';

/** Puts a fresh contact into its detail query and every loaded list page, in place. */
export function storeContact(queryClient: QueryClient, contact: Contact): void {
  queryClient.setQueryData<Contact>(contactKeys.detail(contact.id), (current) =>
    current && current.version > contact.version ? current : contact,
  );
  queryClient.setQueriesData<ContactPages>({ queryKey: contactKeys.lists() }, (data) => replaceContact(data, contact));
}

/** Takes deleted contacts out of every loaded list without refetching all its pages. */
export function dropContacts(queryClient: QueryClient, ids: readonly string[]): void {
  const set = new Set(ids);
  queryClient.setQueriesData<ContactPages>({ queryKey: contactKeys.lists() }, (data) => removeContacts(data, set));
  for (const id of ids) queryClient.removeQueries({ queryKey: contactKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: contactKeys.totals() });
}

/** A contact appeared (created or restored): where it sorts is the server's call, so lists reload. */
export async function refreshLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: contactKeys.totals() }),
  ]);
}

/** The newest version of a contact this tab holds, in its detail query or any loaded list. */
export function knownVersion(queryClient: QueryClient, id: string): number {
  const versions = queryClient
    .getQueriesData<ContactPages>({ queryKey: contactKeys.lists() })
    .map(([, data]) => findContact(data, id)?.version ?? 0);
  return Math.max(0, queryClient.getQueryData<Contact>(contactKeys.detail(id))?.version ?? 0, ...versions);
}
