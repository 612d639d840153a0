import type { Generated } from 'kysely';
import type { Json } from '../db/json-column';

export interface ActivitiesTable {
  tenant_id: string;
  id: Generated<string>;
  kind: string;
  contact_id: string | null;
  deal_id: string | null;
  actor_id: string | null;
  subject: string | null;
  body: string | null;
  meta: Json<Record<string, unknown>>;
  occurred_at: Generated<Date>;
  source_event_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
  deleted_at: Date | null;
}

/** The activity tables in the crm schema; db/schema.ts combines every domain's. */
export interface ActivityTables {
  activities: ActivitiesTable;
}
