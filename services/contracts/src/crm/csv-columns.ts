import type { Contact } from './contact.schema';
import type { Deal } from './deal.schema';

export interface CsvColumn {
  key: string;
  header: string;
}

const columns = (pairs: [key: string, header: string][]): CsvColumn[] =>
  pairs.map(([key, header]) => ({ key, header }));

/**
 * Every field a contact has, under headers the contacts import maps back to the same fields: an
 * export imported into an empty workspace gives the same contacts back (the owner by email).
 */
export const contactCsvColumns = columns([
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['company', 'Company'],
  ['position', 'Position'],
  ['title', 'Title'],
  ['industry', 'Industry'],
  ['status', 'Status'],
  ['interestLevel', 'Interest Level'],
  ['source', 'Source'],
  ['tags', 'Tags'],
  ['city', 'City'],
  ['state', 'State'],
  ['country', 'Country'],
  ['linkedin', 'LinkedIn'],
  ['twitter', 'Twitter'],
  ['website', 'Website'],
  ['leadScore', 'Lead Score'],
  ['lastContact', 'Last Contact'],
  ['preferredContact', 'Preferred Contact'],
  ['isFavorite', 'Favorite'],
  ['ownerEmail', 'Owner Email'],
  ['notes', 'Notes'],
  ['customFields', 'Custom Fields'],
  ['createdAt', 'Created At'],
  ['updatedAt', 'Updated At'],
]);

/** A contact as a CSV record; `ownerEmail`: the owner's email, looked up among the workspace's members. */
export const contactCsvRecord = (c: Contact, ownerEmail: string | null): Record<string, unknown> => ({
  ...c,
  tags: c.tags.join('; '),
  ...c.location,
  ...c.socialProfiles,
  isFavorite: c.isFavorite ? 'yes' : 'no',
  ownerEmail,
  // One cell for any number of custom fields; the import reads it back field by field.
  customFields: Object.keys(c.customFields).length ? JSON.stringify(c.customFields) : '',
});

/** Headers the deals import recognises (stage by name, contact by email), plus what it computes. */
export const dealCsvColumns = columns([
  ['title', 'Title'],
  ['value', 'Value'],
  ['status', 'Status'],
  ['stage', 'Stage'],
  ['probability', 'Probability'],
  ['expectedCloseDate', 'Expected Close Date'],
  ['actualCloseDate', 'Actual Close Date'],
  ['contactName', 'Contact Name'],
  ['contactEmail', 'Contact Email'],
  ['description', 'Description'],
  ['createdAt', 'Created At'],
]);

export const dealCsvRecord = (d: Deal, names: { stage: string; contactEmail: string | null }) => ({
  ...d,
  stage: names.stage,
  contactEmail: names.contactEmail,
});
