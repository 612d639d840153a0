import type { Actor, AuditAction, AuditEntry } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { IdentityDb } from '../db/schema';

type Db = Kysely<IdentityDb>;

export interface AuditRecord {
  tenantId: string;
  /** Null when nobody was signed in (a password reset from an emailed link). */
  actor: Pick<Actor, 'userId' | 'email'> | null;
  action: AuditAction;
  target: { id: string; label: string } | null;
  details?: Record<string, unknown>;
}

/** Written in the transaction of the change it records, so the log never claims what did not happen. */
export const recordAudit = (db: Db, record: AuditRecord) =>
  db
    .insertInto('audit_log')
    .values({
      tenant_id: record.tenantId,
      actor_id: record.actor?.userId ?? null,
      actor_email: record.actor?.email ?? null,
      action: record.action,
      target_id: record.target?.id ?? null,
      target_label: record.target?.label ?? null,
      details: record.details ?? {},
    })
    .execute();

/** Newest first, one row more than the limit; `after` is the (created_at as text, id) of the last row seen. */
export function listAudit(db: Db, after: [at: string, id: string] | null, limit: number) {
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    // The timestamp as Postgres prints it keeps the microseconds a JS Date would lose.
    .select(sql<string>`created_at::text`.as('cursor_at'));
  if (after) query = query.where(sql<boolean>`(created_at, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`);
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

export const toAuditEntry = (row: Awaited<ReturnType<typeof listAudit>>[number]): AuditEntry => ({
  id: row.id,
  actorId: row.actor_id,
  actorEmail: row.actor_email,
  action: row.action,
  targetId: row.target_id,
  targetLabel: row.target_label,
  details: row.details,
  createdAt: row.created_at.toISOString(),
});
