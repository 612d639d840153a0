import type { Generated } from 'kysely';
import type { Json } from '../db/json-column';

export interface ContactImportsTable {
  tenant_id: string;
  id: Generated<string>;
  created_by: string | null;
  file_name: string;
  object_name: string;
  size: number;
  delimiter: string;
  status: Generated<'uploaded' | 'queued' | 'running' | 'completed' | 'failed' | 'reverting' | 'reverted'>;
  headers: Json<string[]>;
  sample_rows: Json<string[][]>;
  suggested_mapping: Json<Record<string, string>>;
  suggested_date_format: 'day-first' | 'month-first';
  mapping: Json<Record<string, string> | null>;
  on_duplicate: 'skip' | 'update' | null;
  date_format: 'day-first' | 'month-first' | null;
  rows_read: Generated<number>;
  imported: Generated<number>;
  updated: Generated<number>;
  skipped: Generated<number>;
  failed: Generated<number>;
  /** The file lines written, as Postgres prints an int4multirange: `{[2,5002),[10002,15002)}`. */
  lines_done: Generated<string>;
  error: string | null;
  reverted_removed: number | null;
  reverted_restored: number | null;
  reverted_kept: number | null;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
  kind: Generated<'contacts' | 'deals'>;
  pipeline_id: string | null;
  create_contacts: Generated<boolean>;
  unchanged: Generated<number>;
  /** The file's status values (lower-cased) → contact statuses, as chosen in the mapping step. */
  status_values: Json<Record<string, string> | null>;
}

export interface ContactImportErrorsTable {
  tenant_id: string;
  import_id: string;
  line: number;
  field: string;
  reason: string;
  value: string | null;
}

/** The import tables in the crm schema; db/schema.ts combines every domain's. */
export interface ImportTables {
  contact_imports: ContactImportsTable;
  contact_import_errors: ContactImportErrorsTable;
}
