import type pg from 'pg';

export interface CrmRecordSizes {
  deals: number;
  tasks: number;
  activities: number;
}

export const largeRecordSizes: CrmRecordSizes = { deals: 200_000, tasks: 500_000, activities: 2_000_000 };

const batch = 100_000;
const count = async (client: pg.Client, table: string, tenantId: string) =>
  (await client.query(`SELECT count(*)::int AS n FROM crm.${table} WHERE tenant_id = $1`, [tenantId])).rows[0]
    .n as number;

/** Runs `insert(from, to)` over the rows not there yet, `batch` at a time. */
async function fill(have: number, want: number, insert: (from: number, to: number) => Promise<unknown>) {
  for (let from = have + 1; from <= want; from += batch) await insert(from, Math.min(from + batch - 1, want));
}

/**
 * Deals on the tenant's default pipeline (30% qualification, 20% proposal, 20% negotiation,
 * 20% won, 10% lost, each with its stage change), tasks (a third completed, half on a deal)
 * and timeline activities (notes, calls, emails, stage changes) over two years, linked to
 * the seeded contacts. Generated inside Postgres; runs only for what is missing.
 */
export async function seedLargeCrmRecords(
  client: pg.Client,
  tenantId: string,
  ownerIds: string[],
  sizes = largeRecordSizes,
) {
  const [deals, tasks, activities] = [
    await count(client, 'deals', tenantId),
    await count(client, 'tasks', tenantId),
    await count(client, 'activities', tenantId),
  ];
  if (deals >= sizes.deals && tasks >= sizes.tasks && activities >= sizes.activities) return false;
  // Numbered copies of the ids, so generated rows can pick the n-th contact or deal by index.
  await client.query(
    `CREATE TEMP TABLE seed_contacts AS
       SELECT id, company_id, name, row_number() OVER () AS n FROM crm.contacts WHERE tenant_id = '${tenantId}' AND deleted_at IS NULL;
     CREATE INDEX ON seed_contacts (n);`,
  );
  const contacts = (await client.query('SELECT count(*)::int AS n FROM seed_contacts')).rows[0].n as number;
  const pipeline = await client.query('SELECT id FROM crm.pipelines WHERE tenant_id = $1 AND is_default', [tenantId]);
  const pipelineId = pipeline.rows[0]?.id as string;

  await fill(deals, sizes.deals, (from, to) =>
    client.query(
      `WITH stages AS (
         SELECT id, name, kind, default_probability, row_number() OVER (ORDER BY position) AS n
         FROM crm.pipeline_stages WHERE tenant_id = $1 AND pipeline_id = $2
       ), inserted AS (
         INSERT INTO crm.deals (tenant_id, pipeline_id, stage_id, title, value, status, probability, contact_id,
           company_id, owner_id, expected_close_date, actual_close_date, position, created_at, updated_at)
         SELECT $1, $2, s.id, c.name || ' ' || (ARRAY['renewal','expansion','pilot','licence','services'])[1 + i % 5],
           500 + (i * 7919) % 250000, s.kind,
           CASE s.kind WHEN 'won' THEN 100 WHEN 'lost' THEN 0 ELSE s.default_probability END,
           c.id, c.company_id, ($3::uuid[])[1 + i % array_length($3::uuid[], 1)],
           current_date + (i % 180 - 60), CASE WHEN s.kind <> 'open' THEN current_date - i % 300 END,
           i, now() - (i % 720) * interval '1 day', now() - (i % 60) * interval '1 day'
         FROM generate_series($4::int, $5::int) AS i
         JOIN stages s ON s.n = LEAST((ARRAY[1,1,1,2,2,3,3,4,4,5])[1 + i % 10], (SELECT count(*) FROM stages))
         JOIN seed_contacts c ON c.n = 1 + (i * 37) % $6
         RETURNING id, stage_id, status, created_at
       )
       INSERT INTO crm.deal_stage_changes (tenant_id, deal_id, to_stage_id, to_stage_name, status, changed_at)
       SELECT $1, d.id, d.stage_id, s.name, d.status, d.created_at + interval '3 days'
       FROM inserted d JOIN stages s ON s.id = d.stage_id`,
      [tenantId, pipelineId, ownerIds, from, to, contacts],
    ),
  );
  await client.query(
    `CREATE TEMP TABLE seed_deals AS
       SELECT id, contact_id, row_number() OVER () AS n FROM crm.deals WHERE tenant_id = '${tenantId}' AND deleted_at IS NULL;
     CREATE INDEX ON seed_deals (n);`,
  );
  const dealCount = (await client.query('SELECT count(*)::int AS n FROM seed_deals')).rows[0].n as number;

  await fill(tasks, sizes.tasks, (from, to) =>
    client.query(
      `INSERT INTO crm.tasks (tenant_id, title, type, priority, assignee_id, owner_id, contact_id, deal_id,
         due_date, completed, completed_at, created_at)
       SELECT $1, (ARRAY['Call','Email','Send proposal to','Meet','Follow up with'])[1 + i % 5] || ' ' || c.name,
         (ARRAY['call','email','proposal','meeting','follow_up'])[1 + i % 5],
         (ARRAY['high','medium','low'])[1 + i % 3],
         ($2::uuid[])[1 + i % array_length($2::uuid[], 1)], ($2::uuid[])[1 + (i / 7) % array_length($2::uuid[], 1)],
         c.id, CASE WHEN i % 2 = 0 THEN d.id END, current_date + (i % 120 - 60),
         i % 3 = 0, CASE WHEN i % 3 = 0 THEN now() - (i % 60) * interval '1 day' END,
         now() - (i % 400) * interval '1 day'
       FROM generate_series($3::int, $4::int) AS i
       JOIN seed_deals d ON d.n = 1 + (i * 13) % $5
       JOIN seed_contacts c ON c.n = 1 + (i * 31) % $6`,
      [tenantId, ownerIds, from, to, dealCount, contacts],
    ),
  );

  await fill(activities, sizes.activities, (from, to) =>
    client.query(
      `INSERT INTO crm.activities (tenant_id, kind, contact_id, deal_id, actor_id, subject, body, meta, occurred_at)
       SELECT $1, k.kind, c.id, CASE WHEN i % 4 = 0 THEN d.id END, ($2::uuid[])[1 + i % array_length($2::uuid[], 1)],
         CASE k.kind WHEN 'email' THEN 'Re: ' || (ARRAY['pricing','next steps','contract','demo follow-up'])[1 + i % 4] END,
         CASE k.kind WHEN 'note' THEN (ARRAY['Discussed budget for Q', 'Wants a demo of the reporting, call back in week ',
           'Decision maker is the CFO; renewal due in month ', 'Competitor offered a discount; sent comparison v'])[1 + i % 4] || (i % 52)
           WHEN 'call' THEN 'Call about ' || (ARRAY['pricing','onboarding','renewal'])[1 + i % 3] END,
         CASE k.kind WHEN 'call' THEN jsonb_build_object('outcome', (ARRAY['connected','voicemail','no_answer'])[1 + i % 3],
           'durationSeconds', 60 + i % 1800) WHEN 'email' THEN jsonb_build_object('direction', 'outbound') ELSE '{}' END,
         now() - (i % 730) * interval '1 day' - (i % 86400) * interval '1 second'
       FROM generate_series($3::int, $4::int) AS i
       CROSS JOIN LATERAL (SELECT (ARRAY['note','call','email','note','call'])[1 + i % 5] AS kind) k
       JOIN seed_deals d ON d.n = 1 + (i * 17) % $5
       JOIN seed_contacts c ON c.n = 1 + (i * 29) % $6`,
      [tenantId, ownerIds, from, to, dealCount, contacts],
    ),
  );
  await client.query(
    'DROP TABLE seed_contacts, seed_deals; ANALYZE crm.deals; ANALYZE crm.deal_stage_changes; ANALYZE crm.tasks; ANALYZE crm.activities;',
  );
  return true;
}
