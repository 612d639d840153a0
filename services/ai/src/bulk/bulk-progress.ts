import { buildEvent, publishEvent } from '@smartcrm/kit';
import type { AiRuntime } from '../ai-runtime';
import type { RunRow } from './bulk.repository';

const progressEveryMs = 1000;

/**
 * A run's progress to browsers (`ai.bulk.progress`), at most about once a second per run unless
 * forced (a run that stops or finishes always says so). Published directly: progress is a hint,
 * and losing one to a NATS hiccup only delays the next.
 */
export function createBulkProgress({ nc, log }: Pick<AiRuntime, 'nc' | 'log'>) {
  const lastSent = new Map<string, number>();
  const js = nc.jetstream();

  return async function publishProgress(run: RunRow, force = false) {
    const now = Date.now();
    if (!force && now - (lastSent.get(run.id) ?? 0) < progressEveryMs) return;
    if (force) lastSent.delete(run.id);
    else lastSent.set(run.id, now);
    const event = buildEvent({
      type: 'ai.bulk.progress',
      tenantId: run.tenant_id,
      data: {
        runId: run.id,
        status: run.status,
        total: run.total,
        processed: run.processed,
        succeeded: run.succeeded,
        failed: run.failed,
      },
    });
    await publishEvent(js, event).catch((error) => log.warn({ err: error }, 'bulk progress not published'));
  };
}
export type PublishProgress = ReturnType<typeof createBulkProgress>;
