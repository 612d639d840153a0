import type { AiRuntime } from '../ai-runtime';
import { type BatchKey, batchState, markCharged, releaseCharge } from './bulk-batch.repository';
import type { PublishProgress } from './bulk-progress';
import { moveRun } from './bulk.repository';

/**
 * Spends a batch's credits once: marked charged first, so a retry after a crash never charges
 * again. False when the workspace is out of credits: the run stops with the reason.
 */
export function createBulkCharges({ uow, credits }: AiRuntime, publishProgress: PublishProgress) {
  return async function chargeOnce(key: BatchKey, count: number): Promise<boolean> {
    const { tenantId, runId } = key;
    if (!(await uow.read(tenantId, (db) => markCharged(db, key)))) {
      const batch = await uow.read(tenantId, (db) => batchState(db, key));
      if (!batch?.charged) throw new Error(`bulk batch ${runId}/${key.seq} could not be marked charged`);
      return true;
    }
    try {
      await credits.spend(tenantId, count);
      return true;
    } catch (error) {
      await uow.read(tenantId, (db) => releaseCharge(db, key));
      if (!credits.isQuotaError(error)) throw error;
      const stopped = await uow.read(tenantId, (db) =>
        moveRun(db, tenantId, runId, ['running'], 'stopped', (error as Error).message),
      );
      if (stopped) await publishProgress(stopped, true);
      return false;
    }
  };
}
export type ChargeOnce = ReturnType<typeof createBulkCharges>;
