import type { Contact, ContactInput, ContactPatch } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLists, storeContact } from '../contact-cache';
import { createContact, updateContact } from '../queries';

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactInput) => createContact(input),
    onSuccess: (contact) => {
      storeContact(queryClient, contact);
      return refreshLists(queryClient);
    },
  });
}

/** Saves a change; a stale version is refused with 409 and left to the caller to resolve. */
export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ContactPatch }) => updateContact(id, patch),
    onSuccess: (contact: Contact) => storeContact(queryClient, contact),
  });
}
