import type { Contact, ContactPatch } from '@smartcrm/contracts';
import { updateContact } from './queries';
import { conflictingContact } from './utils/conflict';

type Change = Omit<ContactPatch, 'version'>;

/**
 * One-field changes from lists (favourite, status, a tag): when someone else saved the contact
 * first, the change is worked out again on their version and sent once more, so it is not lost
 * and does not overwrite their other edits.
 */
export async function applyChange(contact: Contact, change: (current: Contact) => Change): Promise<Contact> {
  try {
    return await updateContact(contact.id, { ...change(contact), version: contact.version });
  } catch (error) {
    const current = conflictingContact(error);
    if (!current) throw error;
    return updateContact(contact.id, { ...change(current), version: current.version });
  }
}
