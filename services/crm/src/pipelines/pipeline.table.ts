import type { Generated } from 'kysely';

export interface PipelinesTable {
  tenant_id: string;
  id: Generated<string>;
  name: string;
  is_default: Generated<boolean>;
  position: Generated<number>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PipelineStagesTable {
  tenant_id: string;
  id: Generated<string>;
  pipeline_id: string;
  name: string;
  key: string;
  position: number;
  default_probability: number;
  kind: 'open' | 'won' | 'lost';
}

/** The pipeline tables in the crm schema; db/schema.ts combines every domain's. */
export interface PipelineTables {
  pipelines: PipelinesTable;
  pipeline_stages: PipelineStagesTable;
}
