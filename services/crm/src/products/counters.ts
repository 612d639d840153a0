import { sql, type Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';

/**
 * Takes the workspace's next invoice or quote number inside the caller's transaction: the
 * counter row stays locked until it commits, and a rollback gives the number back, so invoice
 * numbers have no gaps and no repeats however many are created at once.
 */
export async function takeNumber(db: Kysely<CrmDb>, tenantId: string, kind: 'invoice' | 'quote') {
  const column = sql.ref(kind === 'invoice' ? 'next_invoice' : 'next_quote');
  const { rows } = await sql<{ taken: number; invoice_pattern: string }>`
    INSERT INTO commerce_counters AS c (tenant_id, ${column}) VALUES (${tenantId}, 2)
    ON CONFLICT (tenant_id) DO UPDATE SET ${column} = c.${column} + 1
    RETURNING c.${column} - 1 AS taken, c.invoice_pattern`.execute(db);
  return rows[0]!;
}
