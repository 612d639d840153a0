import type { Contact, DuplicateReason, MergeField } from '@smartcrm/contracts';

export type Side = 'survivor' | 'loser';

export const reasonLabels: Record<DuplicateReason, string> = {
  email: 'same email',
  phone: 'same phone',
  domain: 'same company domain',
};

export const fieldLabels: Record<MergeField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  position: 'Position',
  title: 'Title',
  industry: 'Industry',
  status: 'Status',
  interestLevel: 'Interest',
  source: 'Source',
  notes: 'Notes',
  location: 'Location',
  socialProfiles: 'Social profiles',
  preferredContact: 'Preferred contact',
  avatarSrc: 'Avatar',
  ownerId: 'Owner',
  leadScore: 'Lead score',
};

/** A field's value as text, for comparing and showing the two sides. */
export function fieldText(contact: Contact, field: MergeField): string {
  switch (field) {
    case 'location':
      return [contact.location.city, contact.location.state, contact.location.country].filter(Boolean).join(', ');
    case 'socialProfiles':
      return Object.values(contact.socialProfiles).filter(Boolean).join(' ');
    case 'leadScore':
      return contact.leadScore === null ? '' : String(contact.leadScore);
    default: {
      const value = contact[field];
      return value === null || value === undefined ? '' : String(value);
    }
  }
}

/** The fields on which the two differ; only those need a choice. */
export const differingFields = (survivor: Contact, loser: Contact, fields: readonly MergeField[]) =>
  fields.filter((field) => fieldText(survivor, field) !== fieldText(loser, field));

/** The survivor's value unless it is empty and the other one has one. */
export function defaultPicks(survivor: Contact, loser: Contact, fields: readonly MergeField[]) {
  const picks: Partial<Record<MergeField, Side>> = {};
  for (const field of differingFields(survivor, loser, fields)) {
    picks[field] = fieldText(survivor, field) === '' ? 'loser' : 'survivor';
  }
  return picks;
}
