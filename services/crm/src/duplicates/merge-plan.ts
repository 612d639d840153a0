import type { MergeField } from '@smartcrm/contracts';
import type { Updateable } from 'kysely';
import type { ContactRow } from '../contacts/contact.mapper';
import { contactFields } from '../contacts/contact.fields';
import type { ContactsTable } from '../contacts/contact.table';

const merged = contactFields.flatMap((f) => ('merge' in f ? [f] : []));

/** The columns behind each field a user picks a side for (the lead score's is contact_lead_scores', 0031). */
const fieldColumns = new Map<MergeField, (keyof ContactRow)[]>();
for (const { merge, column } of merged) {
  if (merge !== 'combined') fieldColumns.set(merge, [...(fieldColumns.get(merge) ?? []), column]);
}

/** The survivor's changed columns, and its lead score when the other's was picked. */
export type MergedValues = Updateable<ContactsTable> & { lead_score?: number | null };

/** Every contacts column a merge may change, so an undo puts each back (the lead score apart). */
export const mergedColumns: (keyof ContactRow)[] = merged.flatMap((f) => (f.column === 'lead_score' ? [] : [f.column]));

const jsonColumns = new Set<keyof ContactRow>(contactFields.filter((f) => f.kind === 'json').map((f) => f.column));

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
  for (const [field, columns] of fieldColumns) {
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
