import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { updateAssignments } from './contact-stage';

type Db = Kysely<CrmDb>;

// Every column an import's update may change, as it was before.
const restore = sql.raw(updateAssignments.map(([column]) => `${column} = b.${column}`).join(', '));

/** Soft-deletes up to `limit` live contacts or deals the import created; returns how many. */
export async function removeImported(db: Db, table: 'contacts' | 'deals', importId: string, limit: number) {
  // A freshly imported table has no statistics yet, and a join or IN (…) against it was once
  // planned as a 10,000 × 10,000 nested loop. An id array is planned from its own length: one
  // primary-key look-up per row.
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM ${sql.table(table)} WHERE import_id = ${importId} AND deleted_at IS NULL LIMIT ${limit}`.execute(db);
  if (rows.length === 0) return 0;
  const result = await sql`
    UPDATE ${sql.table(table)} SET deleted_at = now(), version = version + 1
    WHERE id = ANY(${rows.map((r) => r.id)}::uuid[]) AND deleted_at IS NULL`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Puts back what the import changed on existing contacts, for those nobody has changed since
 * (their version is still the one the import left). Returns restored and left-as-is counts.
 */
export async function restoreUpdated(db: Db, importId: string): Promise<{ restored: number; kept: number }> {
  const { rows } = await sql<{ restored: number; total: number }>`
    WITH restored AS (
      UPDATE contacts c SET ${restore}, version = c.version + 1, updated_at = now()
      FROM contact_import_changes ch CROSS JOIN LATERAL jsonb_populate_record(NULL::contacts, ch.before) b
      WHERE ch.import_id = ${importId} AND c.id = ch.contact_id AND c.tenant_id = ch.tenant_id
        AND c.version = ch.version_after AND c.deleted_at IS NULL
      RETURNING c.id
    )
    SELECT (SELECT count(*)::int FROM restored) AS restored,
           (SELECT count(*)::int FROM contact_import_changes WHERE import_id = ${importId}) AS total`.execute(db);
  const { restored = 0, total = 0 } = rows[0] ?? {};
  return { restored, kept: total - restored };
}
