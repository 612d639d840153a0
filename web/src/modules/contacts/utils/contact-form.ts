import type { Contact, ContactInput, ContactPatch } from '@smartcrm/contracts';

/** The modal's form: every text field present ('' when empty) so inputs stay controlled. */
export type ContactFormValues = ContactInput;

const textFields = [
  'firstName',
  'lastName',
  'phone',
  'company',
  'position',
  'title',
  'industry',
  'source',
  'notes',
  'avatarSrc',
] as const;

export function formValuesFrom(contact?: Contact): ContactFormValues {
  const text = Object.fromEntries(textFields.map((field) => [field, contact?.[field] ?? ''])) as Record<
    (typeof textFields)[number],
    string
  >;
  return {
    ...text,
    email: contact?.email ?? '',
    status: contact?.status ?? 'lead',
    interestLevel: contact?.interestLevel ?? 'medium',
    preferredContact: contact?.preferredContact ?? 'email',
    tags: contact?.tags ?? [],
    customFields: contact?.customFields ?? {},
    socialProfiles: contact?.socialProfiles ?? {},
  };
}

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/** A new contact: blank fields left out, so the server applies its defaults (e.g. a random avatar). */
export function createPayload(values: ContactFormValues): ContactInput {
  const entries = Object.entries(values).filter(([, value]) => !isBlank(value));
  return Object.fromEntries(entries) as ContactInput;
}

/** Only the fields the user changed, plus the version they loaded (the server refuses stale ones). */
export function patchFrom(initial: ContactFormValues, values: ContactFormValues, version: number): ContactPatch {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const before = initial[key as keyof ContactFormValues];
    if (JSON.stringify(before ?? '') !== JSON.stringify(value ?? '')) patch[key] = value ?? '';
  }
  return { ...(patch as Partial<ContactPatch>), version };
}

/** 'socialProfiles.linkedin' stays; 'tags.3' → 'tags'. */
export function formFieldOf(issuePath: string): string {
  const [first, ...rest] = issuePath.split('.');
  if (first === 'socialProfiles' && rest[0]) return `socialProfiles.${rest[0]}`;
  return first ?? issuePath;
}
