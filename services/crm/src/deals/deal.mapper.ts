import type { Deal, DealStageChange } from '@smartcrm/contracts';
import type { Selectable } from 'kysely';
import type { DealStageChangesTable, DealsTable } from './deal.table';

export type DealRow = Omit<Selectable<DealsTable>, 'deleted_at'> & { contact_name: string | null };

export const toDeal = (row: DealRow): Deal => ({
  id: row.id,
  pipelineId: row.pipeline_id,
  stageId: row.stage_id,
  title: row.title,
  value: row.value,
  status: row.status,
  probability: row.probability,
  contactId: row.contact_id,
  contactName: row.contact_name,
  companyId: row.company_id,
  ownerId: row.owner_id,
  expectedCloseDate: row.expected_close_date,
  actualCloseDate: row.actual_close_date,
  description: row.description,
  position: row.position,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  version: row.version,
});

export const toStageChange = (row: Selectable<DealStageChangesTable>): DealStageChange => ({
  id: row.id,
  fromStage: row.from_stage_name,
  toStage: row.to_stage_name,
  status: row.status as DealStageChange['status'],
  actorId: row.actor_id,
  changedAt: row.changed_at.toISOString(),
});
