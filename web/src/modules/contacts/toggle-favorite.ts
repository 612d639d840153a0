import type { Contact } from '@smartcrm/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { storeContact } from './contact-cache';
import { applyChange } from './contact-writes';

/**
 * Stars or unstars at once (optimistic), putting the star back if the server refuses. A plain
 * function rather than a mutation hook: every row of the table has a star, and a mutation observer
 * made and dropped per row as rows scroll into view cost more than the rest of the row.
 */
export async function toggleFavorite(queryClient: QueryClient, contact: Contact): Promise<void> {
  storeContact(queryClient, { ...contact, isFavorite: !contact.isFavorite });
  try {
    storeContact(queryClient, await applyChange(contact, () => ({ isFavorite: !contact.isFavorite })));
  } catch (error) {
    storeContact(queryClient, contact);
    toast.error(`Could not update ${contact.name}: ${(error as Error).message}`);
  }
}
