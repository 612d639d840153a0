import { type Kysely, sql } from 'kysely';

// Frozen copy of 0001's row-level security: migrations never import app code.
const rls = (table: string) => `
  ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
  ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
  CREATE POLICY tenant_isolation ON ${table}
    USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
    WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);`;
const platformToo = (table: string) => `
  CREATE POLICY platform_worker ON ${table}
    USING (current_setting('app.platform', true) = 'operator')
    WITH CHECK (current_setting('app.platform', true) = 'operator');`;

// Inbound webhook secrets, and the ticks of scheduled workflows (each taken by one instance).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    ALTER TABLE workflows ADD COLUMN hook_token text;
    CREATE UNIQUE INDEX workflows_hook_token_idx ON workflows (tenant_id, hook_token);
    -- The schedule ticker reads every workspace's active scheduled workflows.
    ${platformToo('workflows')}

    -- One row per (workflow, version, tick): the instance whose insert lands runs the tick. One
    -- that died mid-tick leaves it unfinished; another takes it over once the claim is stale (the
    -- runs it had started are not started again: their trigger keys name the tick and contact).
    CREATE TABLE schedule_ticks (
      tenant_id uuid NOT NULL,
      workflow_id uuid NOT NULL,
      version integer NOT NULL,
      tick_at timestamptz NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      started integer NOT NULL DEFAULT 0,
      PRIMARY KEY (tenant_id, workflow_id, version, tick_at),
      FOREIGN KEY (tenant_id, workflow_id) REFERENCES workflows (tenant_id, id) ON DELETE CASCADE
    );
    ${rls('schedule_ticks')}
    ${platformToo('schedule_ticks')}
  `)
    .execute(db);
}
