import type { UnitOfWork } from '@smartcrm/kit';
import { sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { ImportJob } from './import-queue';
import type { ImportProgress } from './import-progress';
import { removeImported, restoreUpdated } from './import-revert.repository';
import { findImport, setImportStatus } from './import.repository';

const chunk = 10_000;

/**
 * Undoes an import: first restores what it changed on existing contacts (once, recorded with
 * its counts), then soft-deletes what it created (deals, then contacts) in chunks, each its own
 * short transaction.
 * Every step is safe to repeat, so a retried job finishes the work.
 */
export function createImportRevert(uow: UnitOfWork<CrmDb>, progress: ImportProgress) {
  return async function revert({ tenantId, importId }: ImportJob, signal: AbortSignal) {
    const started = await uow.withTenant(tenantId, async (trx) => {
      const row = await findImport(trx, importId, { lock: true });
      if (row?.status !== 'reverting') return false;
      if (row.reverted_restored === null) {
        const { restored, kept } = await restoreUpdated(trx, importId);
        await setImportStatus(trx, importId, ['reverting'], {
          status: 'reverting',
          reverted_restored: restored,
          reverted_kept: kept,
          reverted_removed: 0,
        });
      }
      return true;
    });
    if (!started) return;
    for (;;) {
      if (signal.aborted) throw new Error('stopped by shutdown; a retry resumes');
      const removed = await uow.withTenant(tenantId, async (trx) => {
        // Deals first: a deals import may also have created the contacts they link to.
        const n =
          (await removeImported(trx, 'deals', importId, chunk)) ||
          (await removeImported(trx, 'contacts', importId, chunk));
        await setImportStatus(trx, importId, ['reverting'], {
          status: 'reverting',
          reverted_removed: sql<number>`reverted_removed + ${n}`,
        });
        return n;
      });
      if (removed === 0) break;
    }
    const done = await uow.withTenant(tenantId, (trx) =>
      setImportStatus(trx, importId, ['reverting'], { status: 'reverted' }),
    );
    if (done) await progress.finished(done);
  };
}
