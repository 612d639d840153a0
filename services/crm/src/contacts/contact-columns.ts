import type { Updateable } from 'kysely';
import { contactFields } from './contact.fields';
import type { ContactsTable } from './contact.table';
import type { ContactRow } from './contact.mapper';

/** The fields a create or patch writes as they are (names and company have their own rules). */
const written = contactFields.flatMap((f) => ('input' in f ? [f] : []));
/** The contract field an updated event names for each column. */
const eventField = new Map<string, string>(
  contactFields.flatMap((f) => ('field' in f ? [[f.column, 'event' in f ? f.event : f.field] as const] : [])),
);
const jsonColumns = new Set<string>(contactFields.filter((f) => f.kind === 'json').map((f) => f.column));

type Fields = Record<string, unknown>;

/** The columns a create or patch sets: only the fields it names (undefined = leave as is). */
export function toColumns(fields: Fields): Updateable<ContactsTable> {
  const values: Record<string, unknown> = {};
  for (const { column, field, kind } of written) {
    const value = fields[field];
    if (value === undefined) continue;
    if (kind === 'json') values[column] = JSON.stringify(value);
    else if (kind === 'time') values[column] = value === null ? null : new Date(value as string);
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
    const field = eventField.get(column) ?? column;
    const before = (current as Record<string, unknown>)[column];
    const beforeText = jsonColumns.has(column) ? JSON.stringify(before) : comparable(before);
    if (beforeText !== comparable(next)) changed.add(field);
  }
  return [...changed];
}
