import type { Generated } from 'kysely';

export interface CalendarConnectionsTable {
  tenant_id: string;
  id: Generated<string>;
  owner_id: string;
  server_url: string;
  calendar_url: string;
  calendar_name: string;
  username: string;
  secret_sealed: string;
  status: 'connected' | 'failing';
  last_error: string | null;
  ctag: string | null;
  last_synced_at: Date | null;
  sync_lease_until: Date | null;
  created_at: Generated<Date>;
}

export interface CalendarBusyTable {
  tenant_id: string;
  connection_id: string;
  owner_id: string;
  uid: string;
  starts_at: Date;
  ends_at: Date;
  title: string | null;
}

export interface CalendarWrittenTable {
  tenant_id: string;
  connection_id: string;
  appointment_id: string;
  href: string;
  etag: string | null;
  version: number;
  written_at: Generated<Date>;
}

/** The calendar sync tables in the crm schema; db/schema.ts combines every domain's. */
export interface CalendarSyncTables {
  calendar_connections: CalendarConnectionsTable;
  calendar_busy: CalendarBusyTable;
  calendar_written: CalendarWrittenTable;
}
