import type { Updateable } from 'kysely';
import type { ContactsTable } from './contact.table';
import type { ContactRow } from './contact.mapper';

/** The contract's field for each plainly mapped column (names and company have their own rules). */
const fieldByColumn = {
  email: 'email',
  phone: 'phone',
  position: 'position',
  title: 'title',
  industry: 'industry',
  status: 'status',
  interest: 'interestLevel',
  source: 'source',
  tags: 'tags',
  notes: 'notes',
  social_profiles: 'socialProfiles',
  custom_fields: 'customFields',
  location: 'location',
  preferred_contact: 'preferredContact',
  avatar_src: 'avatarSrc',
  is_favorite: 'isFavorite',
  last_contact_at: 'lastContact',
  owner_id: 'ownerId',
  first_name: 'firstName',
  last_name: 'lastName',
  name: 'name',
  company_name: 'company',
} as const;

const jsonColumns = new Set(['social_profiles', 'custom_fields', 'location']);

type Fields = Record<string, unknown>;

/** The columns a create or patch sets: only the fields it names (undefined = leave as is). */
export function toColumns(fields: Fields): Updateable<ContactsTable> {
  const values: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(fieldByColumn)) {
    if (column === 'first_name' || column === 'last_name' || column === 'name' || column === 'company_name') continue;
    const value = fields[field];
    if (value === undefined) continue;
    if (jsonColumns.has(column)) values[column] = JSON.stringify(value);
    else if (column === 'last_contact_at') values[column] = value === null ? null : new Date(value as string);
    else values[column] = value === '' ? null : value;
  }
  return values as Updateable<ContactsTable>;
}

const comparable = (value: unknown): string => {
  if (value instanceof Date) return String(value.getTime());
  if (typeof value === 'string' && /^[[{]/.test(value)) return value;
  return JSON.stringify(value ?? null);
};

/** The contract fields whose stored value `values` would change, for the updated event. */
export function changedFields(
  current: ContactRow,
  values: Updateable<ContactsTable> & { lead_score?: number | null },
): string[] {
  const changed = new Set<string>();
  for (const [column, next] of Object.entries(values)) {
    const field = fieldByColumn[column as keyof typeof fieldByColumn] ?? (column === 'company_id' ? 'company' : column);
    const before = (current as Record<string, unknown>)[column];
    const beforeText = jsonColumns.has(column) ? JSON.stringify(before) : comparable(before);
    if (beforeText !== comparable(next)) changed.add(field);
  }
  return [...changed];
}
