import {
  type Contact,
  type ContactPatch,
  type EnrichmentField,
  enrichmentFields,
  type ScoringContact,
} from '@smartcrm/contracts';

type Fields = Pick<
  ScoringContact,
  'company' | 'industry' | 'position' | 'title' | 'location' | 'socialProfiles' | 'firstName' | 'lastName'
>;

/** The value a person (or an import) gave the field; empty means AI may suggest one. */
function current(contact: Fields, field: EnrichmentField): string | undefined {
  switch (field) {
    case 'location.country':
      return contact.location.country;
    case 'socialProfiles.website':
      return contact.socialProfiles.website;
    case 'socialProfiles.linkedin':
      return contact.socialProfiles.linkedin;
    case 'tags':
      return undefined;
    default:
      return contact[field] ?? undefined;
  }
}

export const emptyFields = (contact: Fields): EnrichmentField[] =>
  enrichmentFields.filter((field) => !current(contact, field)?.trim());

/** The crm patch that writes an accepted suggestion; null when a person filled the field meanwhile. */
export function patchFor(
  contact: Contact,
  field: EnrichmentField,
  value: string,
): Omit<ContactPatch, 'version'> | null {
  if (field === 'tags') return contact.tags.includes(value) ? null : { tags: [...contact.tags, value] };
  if (current(contact, field)?.trim()) return null;
  switch (field) {
    case 'location.country':
      return { location: { ...contact.location, country: value } };
    case 'socialProfiles.website':
      return { socialProfiles: { ...contact.socialProfiles, website: value } };
    case 'socialProfiles.linkedin':
      return { socialProfiles: { ...contact.socialProfiles, linkedin: value } };
    default:
      return { [field]: value };
  }
}
