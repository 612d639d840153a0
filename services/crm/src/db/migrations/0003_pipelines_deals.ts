import { type Kysely, sql } from 'kysely';

const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;

// A card's position is a gapped float: a move writes one row (the midpoint of its neighbours).
// The board reads each stage's first cards and its totals through deals_board_idx alone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE pipelines (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      name text NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      position integer NOT NULL DEFAULT 0,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    -- At most one default per tenant: what makes its lazy creation race-safe.
    CREATE UNIQUE INDEX pipelines_default_key ON pipelines (tenant_id) WHERE is_default;
    ${rls('pipelines')}

    CREATE TABLE pipeline_stages (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      pipeline_id uuid NOT NULL,
      name text NOT NULL,
      key text NOT NULL,
      position integer NOT NULL,
      default_probability smallint NOT NULL CHECK (default_probability BETWEEN 0 AND 100),
      kind text NOT NULL CHECK (kind IN ('open', 'won', 'lost')),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, pipeline_id, key),
      FOREIGN KEY (tenant_id, pipeline_id) REFERENCES pipelines (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX pipeline_stages_order_idx ON pipeline_stages (tenant_id, pipeline_id, position);
    ${rls('pipeline_stages')}

    CREATE TABLE deals (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      pipeline_id uuid NOT NULL,
      stage_id uuid NOT NULL,
      title text NOT NULL,
      value bigint NOT NULL DEFAULT 0 CHECK (value >= 0),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost')),
      probability smallint NOT NULL DEFAULT 0 CHECK (probability BETWEEN 0 AND 100),
      contact_id uuid,
      company_id uuid,
      owner_id uuid,
      expected_close_date date,
      actual_close_date date,
      description text,
      position double precision NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1,
      deleted_at timestamptz,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, pipeline_id) REFERENCES pipelines (tenant_id, id),
      FOREIGN KEY (tenant_id, stage_id) REFERENCES pipeline_stages (tenant_id, id),
      FOREIGN KEY (tenant_id, contact_id) REFERENCES contacts (tenant_id, id),
      FOREIGN KEY (tenant_id, company_id) REFERENCES companies (tenant_id, id)
    );
    CREATE INDEX deals_board_idx ON deals (tenant_id, pipeline_id, stage_id, position, id)
      INCLUDE (value, probability) WHERE deleted_at IS NULL;
    CREATE INDEX deals_created_idx ON deals (tenant_id, created_at, id) WHERE deleted_at IS NULL;
    CREATE INDEX deals_value_idx ON deals (tenant_id, value, id) WHERE deleted_at IS NULL;
    CREATE INDEX deals_expected_close_idx ON deals (tenant_id, coalesce(expected_close_date, 'infinity'), id)
      WHERE deleted_at IS NULL;
    CREATE INDEX deals_contact_idx ON deals (tenant_id, contact_id, created_at) WHERE deleted_at IS NULL;
    CREATE INDEX deals_owner_idx ON deals (tenant_id, owner_id, created_at, id) WHERE deleted_at IS NULL;
    CREATE INDEX deals_stage_idx ON deals (tenant_id, stage_id);
    ${rls('deals')}

    -- Stage names are copied so the timeline still reads right after a stage is renamed or removed.
    CREATE TABLE deal_stage_changes (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      deal_id uuid NOT NULL,
      from_stage_id uuid,
      from_stage_name text,
      to_stage_id uuid NOT NULL,
      to_stage_name text NOT NULL,
      status text NOT NULL,
      actor_id uuid,
      changed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, deal_id) REFERENCES deals (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX deal_stage_changes_deal_idx ON deal_stage_changes (tenant_id, deal_id, changed_at);
    ${rls('deal_stage_changes')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE deal_stage_changes; DROP TABLE deals; DROP TABLE pipeline_stages; DROP TABLE pipelines;`.execute(
    db,
  );
}
