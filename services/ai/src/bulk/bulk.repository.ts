import type { BulkRun } from '@smartcrm/contracts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AiConfig } from '../config';
import type { AiDb } from '../db/schema';
import type { BulkRunProgressView } from './bulk.table';

/** A run as bulk_run_progress reads it: its row and its batches' counters. */
export type RunRow = Selectable<BulkRunProgressView>;

export const toBulkRun = (row: RunRow): BulkRun => ({
  id: row.id,
  analysisType: row.analysis_type as BulkRun['analysisType'],
  mode: row.mode,
  status: row.status,
  urgency: row.urgency,
  model: row.model,
  builtIn: row.built_in,
  channel: row.channel,
  total: row.total,
  processed: row.processed,
  succeeded: row.succeeded,
  failed: row.failed,
  estimate: { costUsd: Number(row.estimate_cost), seconds: row.estimate_seconds },
  costLimit: Number(row.cost_limit),
  costUsd: Number(row.cost_usd),
  creditsSpent: row.credits_spent,
  reason: row.reason,
  scheduledFor: row.scheduled_for?.toISOString() ?? null,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  startedAt: row.started_at?.toISOString() ?? null,
  finishedAt: row.finished_at?.toISOString() ?? null,
});

export const findRun = (db: Kysely<AiDb>, tenantId: string, id: string) =>
  db
    .selectFrom('bulk_run_progress')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * A batch with its contact ids. They come as one comma-joined text: pg's parser of a uuid[] reads
 * it a character at a time (~3 µs a contact on a bulk batch of 2,000), a split is one pass.
 */
export async function findBatch(db: Kysely<AiDb>, tenantId: string, runId: string, seq: number) {
  const row = await db
    .selectFrom('bulk_batches')
    .select(['status', 'charged', 'provider_batch_id'])
    .select(sql<string>`array_to_string(contact_ids, ',')`.as('ids'))
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  if (!row) return undefined;
  const { ids, ...batch } = row;
  return { ...batch, contact_ids: ids === '' ? [] : ids.split(',') };
}

/** The run's status, its row locked until the transaction ends. */
export const lockRun = (db: Kysely<AiDb>, tenantId: string, id: string) =>
  db
    .selectFrom('bulk_runs')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

/** Contacts a batch of a run carries: more when the built-in rules answer (no model calls). */
export const batchSize = (config: AiConfig, builtIn: boolean) =>
  builtIn ? config.AI_BULK_RULES_BATCH_SIZE : config.AI_BULK_BATCH_SIZE;

/** Splits contact ids into batches (one set-based insert) and grows the run's total. */
export async function addBatches(db: Kysely<AiDb>, tenantId: string, runId: string, ids: string[], size: number) {
  if (ids.length === 0) return;
  const { rows } = await sql<{ next: number }>`
    SELECT coalesce(max(seq) + 1, 0)::int AS next FROM bulk_batches WHERE tenant_id = ${tenantId} AND run_id = ${runId}`.execute(
    db,
  );
  const first = rows[0]?.next ?? 0;
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  await sql`
    INSERT INTO bulk_batches (tenant_id, run_id, seq, contact_ids, size)
    SELECT ${tenantId}::uuid, ${runId}::uuid, ${first}::int + b.ord::int - 1, ARRAY(SELECT jsonb_array_elements_text(b.ids))::uuid[],
      jsonb_array_length(b.ids)
    FROM jsonb_array_elements(${JSON.stringify(chunks)}::jsonb) WITH ORDINALITY AS b (ids, ord)`.execute(db);
  await db
    .updateTable('bulk_runs')
    .set((eb) => ({ total: eb('total', '+', ids.length) }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .execute();
}

/** Marks up to `limit` pending batches queued (bumping their enqueue count) and returns their job keys. */
export async function claimPendingBatches(db: Kysely<AiDb>, tenantId: string, runId: string, limit: number) {
  if (limit <= 0) return [];
  // MATERIALIZED: picked once. As a joined subquery the planner may scan it again for each row
  // it updates, and every scan then finds other pending rows: the limit held per scan, not in all.
  const { rows } = await sql<{ seq: number; enqueues: number }>`
    WITH picked AS MATERIALIZED (
      SELECT seq FROM bulk_batches WHERE tenant_id = ${tenantId} AND run_id = ${runId} AND status = 'pending'
      ORDER BY seq LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    UPDATE bulk_batches b SET status = 'queued', enqueues = b.enqueues + 1
    FROM picked
    WHERE b.tenant_id = ${tenantId} AND b.run_id = ${runId} AND b.seq = picked.seq
    RETURNING b.seq, b.enqueues`.execute(db);
  return rows;
}

export async function countQueued(db: Kysely<AiDb>, tenantId: string, runId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM bulk_batches WHERE tenant_id = ${tenantId} AND run_id = ${runId} AND status = 'queued'`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}

export const queuedBatches = (db: Kysely<AiDb>, tenantId: string, runId: string) =>
  db
    .selectFrom('bulk_batches')
    .select(['seq', 'enqueues', 'provider_batch_id'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('status', '=', 'queued')
    .execute();

/** The run's status moves only from the states given (pause only a running run, and so on). */
export async function moveRun(
  db: Kysely<AiDb>,
  tenantId: string,
  id: string,
  from: RunRow['status'][],
  to: RunRow['status'],
  reason: string | null = null,
): Promise<RunRow | undefined> {
  const finished = ['completed', 'cancelled', 'stopped', 'failed'].includes(to);
  const moved = await db
    .updateTable('bulk_runs')
    .set({
      status: to,
      reason,
      ...(finished ? { finished_at: new Date() } : {}),
      ...(to === 'running' ? { started_at: sql<Date>`coalesce(started_at, now())` } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning('id')
    .executeTakeFirst();
  return moved && findRun(db, tenantId, id);
}

/** A run that has planned every batch and has none left pending or queued is complete. */
export async function completeIfDone(db: Kysely<AiDb>, tenantId: string, id: string): Promise<RunRow | undefined> {
  const done = await db
    .updateTable('bulk_runs')
    .set({ status: 'completed', finished_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('planned', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bulk_batches')
            .select('seq')
            .where('tenant_id', '=', tenantId)
            .where('run_id', '=', id)
            .where('status', 'in', ['pending', 'queued']),
        ),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  return done && findRun(db, tenantId, id);
}

/** How far planning got: the last contact id batched, and whether every contact is. */
export const savePlanCursor = (
  db: Kysely<AiDb>,
  tenantId: string,
  id: string,
  cursor: string | null,
  planned: boolean,
) =>
  db
    .updateTable('bulk_runs')
    .set({ plan_cursor: cursor, planned })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();

/** The provider has no batch API: the run goes on in the paced window. */
export const switchToWindow = (db: Kysely<AiDb>, tenantId: string, id: string) =>
  db
    .updateTable('bulk_runs')
    .set({ channel: 'window' })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();

/** A requeued batch reopens its run: running again, unless it was paused or cancelled. */
export const reopenRun = (db: Kysely<AiDb>, tenantId: string, id: string) =>
  db
    .updateTable('bulk_runs')
    .set({ status: 'running', finished_at: null, reason: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', ['running', 'completed', 'stopped'])
    .execute();

/** Every tenant's scheduled or running runs (a SECURITY DEFINER function: no tenant is set at start-up). */
export async function unfinishedRunIds(db: Kysely<AiDb>) {
  const { rows } = await sql<{ tenant_id: string; id: string }>`SELECT * FROM unfinished_bulk_runs()`.execute(db);
  return rows;
}
