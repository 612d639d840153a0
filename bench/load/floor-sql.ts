import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * What the floors share: who reads (the crm services' record-visibility condition, with the
 * tenant explicit where the services rely on row-level security), prepared queries on one pool,
 * and transactions that end with the outbox row the service writes.
 */
export interface FloorContext {
  pool: pg.Pool;
  tenantId: string;
  userId: string;
  role: string;
}

/** visibleTo() of services/crm for the viewer in $1 (tenant), $2 (role) and $3 (user). */
export const visible = (owner = 'owner_id') =>
  `(coalesce((SELECT scope FROM crm.visibility_rules WHERE tenant_id = $1 AND role = $2), 'all') = 'all'
    OR ${owner} = $3::uuid
    OR (coalesce((SELECT scope FROM crm.visibility_rules WHERE tenant_id = $1 AND role = $2), 'all') = 'team'
        AND ${owner} IN (SELECT user_id FROM crm.members WHERE tenant_id = $1 AND manager_id = $3::uuid)))`;

export const contactColumns = `id, tenant_id, owner_id, company_id, first_name, last_name, name, email, phone, company_name,
  position, title, industry, status, interest, source, tags, notes, social_profiles, custom_fields, location,
  preferred_contact, avatar_src, is_favorite, last_contact_at, created_at, updated_at, version, deleted_at,
  (SELECT s.score FROM crm.contact_lead_scores s WHERE s.tenant_id = contacts.tenant_id AND s.contact_id = contacts.id)
    AS lead_score`;

export const dealColumns = `id, tenant_id, pipeline_id, stage_id, title, value, status, probability, contact_id, company_id,
  owner_id, expected_close_date::text AS expected_close_date, actual_close_date::text AS actual_close_date, description,
  position, created_at, updated_at, version,
  (SELECT c.name FROM crm.contacts c WHERE c.tenant_id = deals.tenant_id AND c.id = deals.contact_id
     AND c.deleted_at IS NULL) AS contact_name`;

type Query = pg.Pool['query'];

/** A prepared statement, named after its text: each connection plans it once. */
export const prepared = (client: { query: Query }, text: string, values: unknown[]) =>
  client.query({ name: createHash('sha1').update(text).digest('base64url'), text, values });

/**
 * One transaction, as the crm service's unit of work runs it: the work, the outbox row of the
 * events it emits, COMMIT; then the outbox row deleted once "published" (not waited for).
 */
export async function inTransaction<T>(
  { pool, tenantId }: FloorContext,
  events: string[],
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  const ids = events.map(() => randomUUID());
  try {
    await client.query('BEGIN');
    const result = await work(client);
    const rows = events.map((type, i) => ({ id: ids[i], type, version: 1, tenantId, occurredAt: new Date() }));
    const values = rows.flatMap((row) => [
      row.tenantId,
      row.id,
      JSON.stringify({ ...row, data: { id: (result as { id?: string }).id } }),
    ]);
    const tuples = rows.map((_, i) => `($${3 * i + 1}, $${3 * i + 2}, $${3 * i + 3}::jsonb)`).join(', ');
    await client.query(`INSERT INTO crm.event_outbox (tenant_id, id, event) VALUES ${tuples}`, values);
    await client.query('COMMIT');
    void pool.query('DELETE FROM crm.event_outbox WHERE id = ANY($1::uuid[])', [ids]);
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
