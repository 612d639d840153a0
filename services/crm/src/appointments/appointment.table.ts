import type { Generated } from 'kysely';

export interface AppointmentsTable {
  tenant_id: string;
  id: Generated<string>;
  title: string;
  description: string | null;
  type: Generated<'call' | 'demo' | 'presentation' | 'other'>;
  status: Generated<'scheduled' | 'completed' | 'cancelled' | 'no_show'>;
  starts_at: Date;
  ends_at: Date | null;
  location: string | null;
  meeting_url: string | null;
  contact_id: string | null;
  deal_id: string | null;
  owner_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  version: Generated<number>;
  deleted_at: Date | null;
}

/** The appointment tables in the crm schema; db/schema.ts combines every domain's. */
export interface AppointmentTables {
  appointments: AppointmentsTable;
}
