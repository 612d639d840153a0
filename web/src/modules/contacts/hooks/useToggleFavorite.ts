import type { Contact } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { storeContact } from '../contact-cache';
import { applyChange } from '../contact-writes';

/** Stars or unstars at once (optimistic), putting the star back if the server refuses. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: Contact) => applyChange(contact, () => ({ isFavorite: !contact.isFavorite })),
    onMutate: (contact) => storeContact(queryClient, { ...contact, isFavorite: !contact.isFavorite }),
    onSuccess: (saved) => storeContact(queryClient, saved),
    onError: (error, contact) => {
      storeContact(queryClient, contact);
      toast.error(`Could not update ${contact.name}: ${error.message}`);
    },
  });
}
