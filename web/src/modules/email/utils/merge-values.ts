import type { Contact, Deal, MergeValues } from '@smartcrm/contracts';

/** What a template is merged with in the composer: the contact written to, their deal, and the sender. */
export function mergeValuesOf(
  contact: Contact,
  deal: Deal | undefined,
  sender: { name: string | null | undefined; signature: string },
): MergeValues {
  return {
    'contact.firstName': contact.firstName,
    'contact.lastName': contact.lastName,
    'contact.name': contact.name,
    'contact.company': contact.company,
    'contact.email': contact.email,
    'deal.title': deal?.title,
    'sender.name': sender.name,
    'sender.signature': sender.signature,
  };
}
