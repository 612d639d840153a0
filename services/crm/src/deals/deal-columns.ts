import type { DealPatch } from '@smartcrm/contracts';
import type { Updateable } from 'kysely';
import { dealFields } from './deal.fields';
import type { DealsTable } from './deal.table';
import type { DealRow } from './deal.mapper';

/** Deal field → column, for the fields a patch may set directly. */
const columnOf = Object.fromEntries(dealFields.flatMap((f) => (f.input ? [[f.field, f.column]] : []))) as Record<
  keyof DealPatch,
  keyof DealsTable
>;

type Field = keyof DealPatch;

export function toColumns(patch: Partial<Record<Field, unknown>>): Updateable<DealsTable> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columnOf)) {
    const value = patch[field as Field];
    if (value !== undefined) values[column] = value;
  }
  return values as Updateable<DealsTable>;
}

/** The Deal fields whose column would really change (an event names only those). */
export function changedFields(current: DealRow, values: Updateable<DealsTable>): string[] {
  const changed = Object.entries(columnOf)
    .filter(([, column]) => column in values && values[column] !== current[column as keyof DealRow])
    .map(([field]) => field);
  if (values.stage_id !== undefined && values.stage_id !== current.stage_id) changed.push('stageId', 'status');
  return changed;
}
