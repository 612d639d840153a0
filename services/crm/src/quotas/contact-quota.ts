import { assertQuota, roomLeft } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { contactCount } from '../contacts/contact.repository';
import type { CrmDb } from '../db/schema';

/** What a row over the quota is reported with in an import's errors. */
export const quotaReachedReason = 'contact quota reached';

// Live contacts hold the quota; deleted ones (kept 30 days for undo) do not. Creates and
// imports of one tenant queue on this lock for the rest of their transaction, so two of them
// cannot both take the last places.
const lockSql = `SELECT pg_advisory_xact_lock(hashtext('crm.contacts'), hashtext($1))`;
// From the running totals per owner (migration 0022), not a count of every contact.
const countSql = 'SELECT coalesce(sum(contacts), 0)::int AS n FROM contact_owner_totals WHERE tenant_id = $1';

/** Every live contact of the transaction's tenant, whoever may see them. */
export const countContacts = (trx: Kysely<CrmDb>): Promise<number> => contactCount(trx, null);

/** Refuses one more contact over the plan's quota (`quota_exceeded`); unlimited plans skip the count. */
export async function assertContactRoom(trx: Kysely<CrmDb>, tenantId: string, limit: number | null): Promise<void> {
  if (limit === null) return;
  await sql`SELECT pg_advisory_xact_lock(hashtext('crm.contacts'), hashtext(${tenantId}))`.execute(trx);
  assertQuota('contacts', limit, await countContacts(trx));
}

/**
 * An import batch staged in `stage`: keeps the new contacts that fit under the quota (in file
 * order, one place per new email however many rows name it) and removes the rows of the rest
 * from the stage, returning their lines as row errors. Rows that match an existing contact take
 * no place.
 */
export async function trimStageToQuota(
  client: pg.PoolClient,
  stage: string,
  tenantId: string,
  limit: number | null,
  { emailColumn = 'email', field = 'email' }: { emailColumn?: string; field?: string } = {},
) {
  if (limit === null) return [];
  await client.query(lockSql, [tenantId]);
  const used: number = (await client.query(countSql, [tenantId])).rows[0].n;
  const fresh = await client.query<{ email: string }>(
    `SELECT s.${emailColumn} AS email FROM ${stage} s WHERE s.${emailColumn} IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM contacts c WHERE c.tenant_id = $1 AND c.email = s.${emailColumn} AND c.deleted_at IS NULL)
     GROUP BY 1 ORDER BY min(s.line)`,
    [tenantId],
  );
  const over = fresh.rows.slice(roomLeft(limit, used, fresh.rows.length)).map((r) => r.email);
  if (!over.length) return [];
  const removed = await client.query<{ line: number }>(
    `DELETE FROM ${stage} WHERE ${emailColumn} = ANY($1::text[]) RETURNING line`,
    [over],
  );
  return removed.rows
    .map((r) => r.line)
    .sort((a, b) => a - b)
    .map((line) => ({ line, field, reason: quotaReachedReason }));
}
