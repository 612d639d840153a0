import type { Generated } from 'kysely';

export interface SavedViewsTable {
  tenant_id: string;
  id: Generated<string>;
  owner_id: string;
  scope: 'contacts' | 'deals';
  name: string;
  query: string;
  shared: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SavedViewDefaultsTable {
  tenant_id: string;
  user_id: string;
  scope: 'contacts' | 'deals';
  view_id: string;
}

/** The view tables in the crm schema; db/schema.ts combines every domain's. */
export interface ViewTables {
  saved_views: SavedViewsTable;
  saved_view_defaults: SavedViewDefaultsTable;
}
