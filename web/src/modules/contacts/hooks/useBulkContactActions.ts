import type { Contact, ContactStatus } from '@smartcrm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { toast } from 'sonner';
import { dropContacts, refreshLists, storeContact } from '../contact-cache';
import { applyChange } from '../contact-writes';
import { deleteContact, restoreContact } from '../queries';
import { runInParallel } from '../utils/run-in-parallel';
import { addTag } from '../utils/tags';

const plural = (n: number) => (n === 1 ? 'contact' : 'contacts');

/**
 * Runs one call per contact; a selection gets a progress toast, which the caller turns into the
 * summary (same toast id). Failures are counted in an error toast.
 */
async function withProgress<R>(verb: string, contacts: readonly Contact[], task: (contact: Contact) => Promise<R>) {
  const total = contacts.length;
  const id = total > 1 ? toast.loading(`${verb} 0 of ${total} contacts…`) : undefined;
  const result = await runInParallel(contacts, task, {
    onProgress: (finished) => id !== undefined && toast.loading(`${verb} ${finished} of ${total} contacts…`, { id }),
  });
  if (id !== undefined) toast.dismiss(id);
  if (result.failed.length) {
    const reason = result.failed[0]?.error instanceof Error ? `: ${result.failed[0].error.message}` : '';
    toast.error(`${result.failed.length} of ${total} ${plural(total)} could not be changed${reason}`);
  }
  return result;
}

/** Delete (with Undo), change status and add a tag, for one contact or a selection. */
export function useBulkContactActions() {
  const queryClient = useQueryClient();

  const restore = useCallback(
    async (contacts: readonly Contact[]) => {
      await runInParallel(contacts, (contact) => restoreContact(contact.id));
      await refreshLists(queryClient);
      toast.success(contacts.length === 1 ? 'Contact restored' : `${contacts.length} contacts restored`);
    },
    [queryClient],
  );

  const remove = useCallback(
    async (contacts: readonly Contact[]) => {
      const { done } = await withProgress('Deleting', contacts, (contact) => deleteContact(contact.id));
      const deleted = done.map((d) => d.item);
      if (!deleted.length) return;
      dropContacts(
        queryClient,
        deleted.map((c) => c.id),
      );
      toast.success(deleted.length === 1 ? 'Contact deleted' : `${deleted.length} contacts deleted`, {
        action: { label: 'Undo', onClick: () => void restore(deleted) },
      });
    },
    [queryClient, restore],
  );

  const change = useCallback(
    async (verb: string, contacts: readonly Contact[], patch: Parameters<typeof applyChange>[1]) => {
      const { done } = await withProgress(verb, contacts, (contact) => applyChange(contact, patch));
      for (const { result } of done) storeContact(queryClient, result);
      if (done.length) toast.success(`${done.length} ${plural(done.length)} updated`);
    },
    [queryClient],
  );

  return useMemo(
    () => ({
      remove,
      setStatus: (contacts: readonly Contact[], status: ContactStatus) =>
        change('Updating', contacts, () => ({ status })),
      addTag: (contacts: readonly Contact[], tag: string) =>
        change('Tagging', contacts, (current) => ({ tags: addTag(current.tags, tag) })),
    }),
    [remove, change],
  );
}
