import type { MergeField } from '@smartcrm/contracts';
import type { Updateable } from 'kysely';
import type { ContactRow } from '../contacts/contact.mapper';
import type { ContactsTable } from '../contacts/contact.table';

/** The columns behind each field a user picks a side for. */
const fieldColumns: Record<MergeField, (keyof ContactRow)[]> = {
  name: ['first_name', 'last_name', 'name'],
  email: ['email'],
  phone: ['phone'],
  company: ['company_id', 'company_name'],
  position: ['position'],
  title: ['title'],
  industry: ['industry'],
  status: ['status'],
  interestLevel: ['interest'],
  source: ['source'],
  notes: ['notes'],
  location: ['location'],
  socialProfiles: ['social_profiles'],
  preferredContact: ['preferred_contact'],
  avatarSrc: ['avatar_src'],
  ownerId: ['owner_id'],
  // Not a contacts column (0031): the merge writes it to contact_lead_scores.
  leadScore: ['lead_score'],
};

/** The survivor's changed columns, and its lead score when the other's was picked. */
export type MergedValues = Updateable<ContactsTable> & { lead_score?: number | null };

/** Every contacts column a merge may change, so an undo puts each back (the lead score apart). */
export const mergedColumns = [
  ...new Set([...Object.values(fieldColumns).flat(), 'tags', 'custom_fields', 'is_favorite', 'last_contact_at']),
].filter((column) => column !== 'lead_score') as (keyof ContactRow)[];

const jsonColumns = new Set<keyof ContactRow>(['location', 'social_profiles', 'custom_fields']);

/**
 * The survivor's new values: each picked field from the side chosen (survivor by default);
 * tags and custom fields combined (the survivor's value wins a clash), favourite if either
 * was, and the later last contact.
 */
export function mergeValues(
  survivor: ContactRow,
  loser: ContactRow,
  pick: Partial<Record<MergeField, 'survivor' | 'loser'>>,
): MergedValues {
  const chosen: Record<string, unknown> = {};
  for (const [field, columns] of Object.entries(fieldColumns) as [MergeField, (keyof ContactRow)[]][]) {
    if (pick[field] !== 'loser') continue;
    for (const column of columns) chosen[column] = loser[column];
  }
  const seen = new Set<string>();
  chosen.tags = [...survivor.tags, ...loser.tags].filter(
    (t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()),
  );
  chosen.custom_fields = { ...loser.custom_fields, ...survivor.custom_fields };
  chosen.is_favorite = survivor.is_favorite || loser.is_favorite;
  const times = [survivor.last_contact_at, loser.last_contact_at].filter((t): t is Date => t !== null);
  chosen.last_contact_at = times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
  const values: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(chosen)) {
    const json = jsonColumns.has(column as keyof ContactRow);
    const same = json
      ? JSON.stringify(value) === JSON.stringify(survivor[column as keyof ContactRow])
      : String(value) === String(survivor[column as keyof ContactRow]);
    if (!same) values[column] = json ? JSON.stringify(value) : value;
  }
  return values as MergedValues;
}
