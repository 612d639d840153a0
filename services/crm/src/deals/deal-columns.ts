import type { DealPatch } from '@smartcrm/contracts';
import type { Updateable } from 'kysely';
import type { DealsTable } from './deal.table';
import type { DealRow } from './deal.mapper';

/** Deal field → column, for the fields a patch may set directly. */
const columnOf = {
  title: 'title',
  value: 'value',
  probability: 'probability',
  contactId: 'contact_id',
  companyId: 'company_id',
  ownerId: 'owner_id',
  expectedCloseDate: 'expected_close_date',
  actualCloseDate: 'actual_close_date',
  description: 'description',
} as const satisfies Partial<Record<keyof DealPatch, keyof DealsTable>>;

type Field = keyof typeof columnOf;

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
    .filter(([, column]) => column in values && values[column] !== current[column])
    .map(([field]) => field);
  if (values.stage_id !== undefined && values.stage_id !== current.stage_id) changed.push('stageId', 'status');
  return changed;
}
