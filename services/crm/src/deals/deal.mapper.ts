import type { Deal, DealStageChange } from '@smartcrm/contracts';
import type { Selectable } from 'kysely';
import { compileRowReader } from '../db/row-reader';
import { dealFields } from './deal.fields';
import type { DealStageChangesTable, DealsTable } from './deal.table';

export type DealRow = Omit<Selectable<DealsTable>, 'deleted_at' | 'import_id'> & { contact_name: string | null };

const readAs = dealFields.flatMap((f) =>
  f.field && f.read !== false ? [[f.column, f.field, f.kind === 'time'] as const] : [],
);

/** A row as the contract has it: each field of the field table from its column, times as ISO text. */
export const toDeal: (row: DealRow) => Deal = compileRowReader(readAs);

export const toStageChange = (row: Selectable<DealStageChangesTable>): DealStageChange => ({
  id: row.id,
  fromStage: row.from_stage_name,
  toStage: row.to_stage_name,
  status: row.status as DealStageChange['status'],
  actorId: row.actor_id,
  changedAt: row.changed_at.toISOString(),
});
