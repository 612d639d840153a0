import type { Insertable, Kysely } from 'kysely';
import type { AiDb } from '../db/schema';
import type { JobFailuresTable } from './job.table';

/** A job that failed for good, kept with its reason until someone requeues it. */
export const insertJobFailure = (db: Kysely<AiDb>, failure: Insertable<JobFailuresTable>) =>
  db
    .insertInto('job_failures')
    .values({ ...failure, reason: failure.reason.slice(0, 1000) })
    .execute();

export function listJobFailures(db: Kysely<AiDb>, tenantId: string, runId: string | undefined) {
  let query = db
    .selectFrom('job_failures')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('failed_at', 'desc')
    .limit(100);
  if (runId) query = query.where('run_id', '=', runId);
  return query.execute();
}

/** Marks a failure requeued once: a second requeue of the same failure finds nothing. */
export const markRequeued = (db: Kysely<AiDb>, tenantId: string, id: string) =>
  db
    .updateTable('job_failures')
    .set({ requeued_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('requeued_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
