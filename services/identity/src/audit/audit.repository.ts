import type { Actor, AuditAction, AuditEntry } from '@smartcrm/contracts';
import { containsPattern } from '@smartcrm/kit';
import { type Kysely, sql } from 'kysely';
import type { IdentityDb } from '../db/schema';

type Db = Kysely<IdentityDb>;

export interface AuditRecord {
  tenantId: string;
  /** Null when nobody was signed in (a password reset from an emailed link). */
  actor: Pick<Actor, 'userId' | 'email' | 'supportBy'> | null;
  action: AuditAction;
  target: { id: string; label: string } | null;
  details?: Record<string, unknown>;
}

/**
 * Written in the transaction of the change it records, so the log never claims what did not
 * happen. In a support session the operator is the actor, on behalf of the signed-in user.
 */
export const recordAudit = (db: Db, record: AuditRecord, id?: string) => {
  const { actor } = record;
  const real = actor?.supportBy ?? actor;
  return (
    db
      .insertInto('audit_log')
      .values({
        ...(id ? { id } : {}),
        tenant_id: record.tenantId,
        actor_id: real?.userId ?? null,
        actor_email: real?.email ?? null,
        on_behalf_of_id: actor?.supportBy ? actor.userId : null,
        on_behalf_of_email: actor?.supportBy ? actor.email : null,
        action: record.action,
        target_id: record.target?.id ?? null,
        target_label: record.target?.label ?? null,
        details: record.details ?? {},
      })
      // An event's audit entry takes the event's id: a redelivered event writes nothing twice.
      .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
      .execute()
  );
};

/** Newest first, one row more than the limit; `after` is the (created_at as text, id) of the last row seen. */
export function listAudit(db: Db, after: [at: string, id: string] | null, limit: number, search?: string) {
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    // The timestamp as Postgres prints it keeps the microseconds a JS Date would lose.
    .select(sql<string>`created_at::text`.as('cursor_at'));
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('actor_email', 'ilike', pattern),
        eb('on_behalf_of_email', 'ilike', pattern),
        eb(sql<string>`action`, 'ilike', pattern),
        eb('target_label', 'ilike', pattern),
      ]),
    );
  }
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
  onBehalfOfId: row.on_behalf_of_id,
  onBehalfOfEmail: row.on_behalf_of_email,
  action: row.action,
  targetId: row.target_id,
  targetLabel: row.target_label,
  details: row.details,
  createdAt: row.created_at.toISOString(),
});
