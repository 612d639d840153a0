import { type Kysely, type Selectable, sql } from 'kysely';
import type { IntegrationsDb } from '../db/schema';
import type { WebhookDeliveriesTable } from './webhook.table';

type Db = Kysely<IntegrationsDb>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;
export interface NewDelivery {
  tenant_id: string;
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  event_seq: number;
  record_key: string;
  payload: Record<string, unknown>;
}
/** A claimed delivery with what sending it needs. */
export type ClaimedDelivery = DeliveryRow & { url: string; secret_sealed: string };

/** Deliveries and their attempts. Claiming works across tenants (a platform transaction). */
export const webhookDeliveryRepository = {
  /** One delivery per endpoint and event: a redelivered event adds nothing. */
  insertMany: (db: Db, rows: NewDelivery[]) =>
    db
      .insertInto('webhook_deliveries')
      .values(rows.map((r) => ({ ...r, payload: JSON.stringify(r.payload) })))
      .onConflict((c) => c.columns(['tenant_id', 'endpoint_id', 'event_id']).doNothing())
      .execute(),

  /**
   * Marks up to `limit` due deliveries as being sent and opens an attempt for each, in one
   * statement. A delivery waits while an earlier one of the same record to the same endpoint is
   * unsettled, so an endpoint hears of one record in order.
   */
  claimDue: async (db: Db, limit: number, holdMs: number): Promise<ClaimedDelivery[]> => {
    const { rows } = await sql<ClaimedDelivery>`
      WITH due AS (
        SELECT d.tenant_id, d.id FROM webhook_deliveries d
        JOIN webhook_endpoints e ON e.tenant_id = d.tenant_id AND e.id = d.endpoint_id AND e.enabled
        WHERE d.status IN ('pending', 'retrying') AND d.next_attempt_at <= now()
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries p
            WHERE p.tenant_id = d.tenant_id AND p.endpoint_id = d.endpoint_id AND p.record_key = d.record_key
              AND p.status NOT IN ('delivered', 'failed') AND p.event_seq < d.event_seq)
        ORDER BY d.next_attempt_at
        LIMIT ${limit}
        FOR UPDATE OF d SKIP LOCKED
      ), claimed AS (
        UPDATE webhook_deliveries d
        SET status = 'sending', attempts = d.attempts + 1, next_attempt_at = NULL,
            claimed_until = now() + make_interval(secs => ${holdMs / 1000})
        FROM due WHERE d.tenant_id = due.tenant_id AND d.id = due.id
        RETURNING d.*
      ), opened AS (
        INSERT INTO webhook_attempts (tenant_id, delivery_id, attempt)
        SELECT tenant_id, id, attempts FROM claimed
      )
      SELECT c.*, e.url, e.secret_sealed FROM claimed c
      JOIN webhook_endpoints e ON e.tenant_id = c.tenant_id AND e.id = c.endpoint_id`.execute(db);
    return rows;
  },

  /**
   * Deliveries whose sender stopped mid-attempt (its claim ran out): the attempt is recorded as
   * interrupted and the delivery is due again, with the same webhook-id for the receiver to drop
   * if the interrupted attempt did reach it.
   */
  releaseStale: async (db: Db) => {
    const { rows } = await sql<{ id: string }>`
      WITH stale AS (
        UPDATE webhook_deliveries SET status = 'retrying', next_attempt_at = now(), claimed_until = NULL
        WHERE status = 'sending' AND claimed_until < now()
        RETURNING tenant_id, id, attempts
      ), noted AS (
        UPDATE webhook_attempts a SET error = 'interrupted: the sender stopped before it heard an answer'
        FROM stale s WHERE a.tenant_id = s.tenant_id AND a.delivery_id = s.id AND a.attempt = s.attempts
          AND a.duration_ms IS NULL
      )
      SELECT id FROM stale`.execute(db);
    return rows.length;
  },

  /** The answer of one attempt (or why there was none). */
  recordAttempt: (
    db: Db,
    key: { tenantId: string; deliveryId: string; attempt: number },
    outcome: { responseStatus: number | null; responseBody: string | null; error: string | null; durationMs: number },
  ) =>
    db
      .updateTable('webhook_attempts')
      .set({
        response_status: outcome.responseStatus,
        response_body: outcome.responseBody,
        error: outcome.error,
        duration_ms: outcome.durationMs,
      })
      .where('tenant_id', '=', key.tenantId)
      .where('delivery_id', '=', key.deliveryId)
      .where('attempt', '=', key.attempt)
      .execute(),

  settle: (
    db: Db,
    key: { tenantId: string; deliveryId: string },
    next: { status: 'delivered' | 'retrying' | 'failed'; nextAttemptAt: Date | null },
  ) =>
    db
      .updateTable('webhook_deliveries')
      .set({
        status: next.status,
        next_attempt_at: next.nextAttemptAt,
        claimed_until: null,
        delivered_at: next.status === 'delivered' ? new Date() : null,
      })
      .where('tenant_id', '=', key.tenantId)
      .where('id', '=', key.deliveryId)
      .where('status', '=', 'sending')
      .execute(),

  /** An endpoint's deliveries, newest first, each with its attempts. */
  listWithAttempts: (db: Db, endpointId: string, status: string | undefined, limit: number) =>
    withAttempts(db)
      .where('d.endpoint_id', '=', endpointId)
      .$if(status !== undefined, (q) => q.where('d.status', '=', status as never))
      .orderBy('d.created_at', 'desc')
      .limit(limit)
      .execute(),

  findWithAttempts: (db: Db, id: string) => withAttempts(db).where('d.id', '=', id).executeTakeFirst(),

  /** Due now, whatever its state (a person asked); a delivery being sent is left to finish. */
  dueNow: (db: Db, id: string) =>
    db
      .updateTable('webhook_deliveries')
      .set({ status: 'retrying', next_attempt_at: new Date() })
      .where('id', '=', id)
      .where('status', '!=', 'sending')
      .returningAll()
      .executeTakeFirst(),
};

export interface AttemptJson {
  attempt: number;
  started_at: string;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  duration_ms: number | null;
}

const withAttempts = (db: Db) =>
  db
    .selectFrom('webhook_deliveries as d')
    .selectAll('d')
    .select(
      sql<AttemptJson[]>`coalesce((SELECT json_agg(a ORDER BY a.attempt) FROM webhook_attempts a
        WHERE a.tenant_id = d.tenant_id AND a.delivery_id = d.id), '[]')`.as('log'),
    );
