import type { FormField, StoredValue, ThankYou } from '@smartcrm/contracts';
import type { Generated } from 'kysely';
import type { Json } from '../db/json-column';

export interface FormsTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  fields: Json<FormField[]>;
  steps: Json<string[]>;
  submit_label: string;
  thank_you: Json<ThankYou>;
  notify: Generated<string[]>;
  link_base: string | null;
  status: Generated<'draft' | 'published'>;
  published_at: Date | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: Date | null;
}

export interface FormSubmissionsTable {
  tenant_id: string;
  /** The id the visitor's page made for this fill. */
  id: string;
  form_id: string;
  contact_id: string | null;
  outcome: 'created' | 'updated';
  values: Json<Record<string, StoredValue>>;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  consent_text: string | null;
  consent_at: Date | null;
  created_at: Generated<Date>;
}

/** The forms tables in the crm schema; db/schema.ts combines every domain's. */
export interface FormTables {
  forms: FormsTable;
  form_submissions: FormSubmissionsTable;
}
