import pg from 'pg';
import { noScoringActivity } from '@smartcrm/contracts';
import { analyseBuiltIn } from '../../services/ai/src/bulk/batch-analysis';

/**
 * The floor the bulk path is compared with: one process reading contacts 500 at a time straight
 * from Postgres and writing the built-in scores in one statement per batch (no NATS, queue or events).
 */
export async function scoringFloor(databaseUrl: string, tenantId: string, limit: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CREATE TEMP TABLE floor_scores (contact_id uuid PRIMARY KEY, score smallint, reasons jsonb)');
    const started = performance.now();
    let after = '00000000-0000-0000-0000-000000000000';
    let done = 0;
    while (done < limit) {
      const { rows } = await client.query(
        `SELECT id, name, first_name, last_name, email, phone, company_name, position, title, industry, status, interest,
           source, tags, social_profiles, location, created_at, version,
           (SELECT s.score FROM crm.contact_lead_scores s WHERE s.tenant_id = contacts.tenant_id
             AND s.contact_id = contacts.id) AS lead_score
         FROM crm.contacts WHERE tenant_id = $1 AND id > $2 AND deleted_at IS NULL ORDER BY id LIMIT 500`,
        [tenantId, after],
      );
      if (rows.length === 0) break;
      const inputs = rows.map((r) => ({
        contact: {
          id: r.id,
          name: r.name,
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          phone: r.phone,
          company: r.company_name,
          position: r.position,
          title: r.title,
          industry: r.industry,
          status: r.status,
          interestLevel: r.interest,
          source: r.source,
          tags: r.tags,
          socialProfiles: r.social_profiles,
          location: r.location,
          leadScore: r.lead_score,
          lastContact: null,
          createdAt: r.created_at.toISOString(),
          version: r.version,
        },
        activity: noScoringActivity,
      }));
      const results = analyseBuiltIn('score', inputs);
      await client.query(
        `INSERT INTO floor_scores SELECT r.contact_id, r.score, r.reasons
         FROM jsonb_to_recordset($1::jsonb) AS r (contact_id uuid, score smallint, reasons jsonb)
         ON CONFLICT (contact_id) DO UPDATE SET score = excluded.score`,
        [JSON.stringify(results.scores.map((s) => ({ contact_id: s.contactId, score: s.score, reasons: s.reasons })))],
      );
      after = rows.at(-1).id;
      done += rows.length;
    }
    return done / ((performance.now() - started) / 1000);
  } finally {
    await client.end();
  }
}
