import { appLink, type FormField, type StoredValue, type formContactTargets } from '@smartcrm/contracts';

export type ContactTarget = (typeof formContactTargets)[number];

/** What a submission says about its contact: the mapped contact fields and custom fields, as text. */
export interface MappedContact {
  fields: Partial<Record<ContactTarget, string>>;
  custom: Record<string, string>;
}

const asText = (value: StoredValue) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;

/** Each checked value under the contact field or custom field its form field maps to. */
export function mapToContact(fields: readonly FormField[], values: Record<string, StoredValue>): MappedContact {
  const mapped: MappedContact = { fields: {}, custom: {} };
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || field.mapsTo === 'none') continue;
    const text = asText(value);
    if (!text) continue;
    if (field.mapsTo === 'custom') mapped.custom[field.customName ?? field.label] = text;
    else mapped.fields[field.mapsTo] = text;
  }
  return mapped;
}

/** The visitor's answers by label, in form order, as text for a mail (a choice list joined, a tick as Yes). */
export function answersOf(fields: readonly FormField[], values: Record<string, StoredValue>) {
  return fields
    .filter((field) => Object.hasOwn(values, field.key))
    .map((field) => {
      const value = values[field.key];
      const text = Array.isArray(value) ? value.join(', ') : value === true ? 'Yes' : String(value);
      return { label: field.label, value: text.slice(0, 1000) };
    });
}

/** The contact's page on the app address a form was saved from, keeping its query (`?tenant=`). */
export function contactLink(linkBase: string | null, contactId: string): string | null {
  return linkBase ? appLink(linkBase, `/contacts/${contactId}`) : null;
}
