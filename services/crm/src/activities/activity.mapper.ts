import type { Activity, ActivityKind } from '@smartcrm/contracts';
import type { Selectable } from 'kysely';
import type { ActivitiesTable } from './activity.table';

export type ActivityRow = Omit<Selectable<ActivitiesTable>, 'source_event_id' | 'created_at'> & {
  actor_name: string | null;
};

export const toActivity = (row: ActivityRow): Activity => ({
  id: row.id,
  kind: row.kind as ActivityKind,
  contactId: row.contact_id,
  dealId: row.deal_id,
  actorId: row.actor_id,
  actorName: row.actor_name,
  subject: row.subject,
  body: row.body,
  meta: row.meta,
  occurredAt: row.occurred_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  version: row.version,
});
