import type { BulkJob } from '@smartcrm/contracts';
import type { AiRuntime } from '../ai-runtime';
import type { ContactInputs } from '../analysis/contact-inputs';
import type { BulkFeeder } from './bulk-feeder';
import { addBatches, batchSize, findRun, moveRun, savePlanCursor } from './bulk.repository';

const planPage = 10_000;

/** Plans a run over every contact from its cursor (resumable after a crash), then feeds it. */
export function createBulkPlanner(ai: AiRuntime, inputs: ContactInputs, feeder: BulkFeeder) {
  const { uow, config } = ai;

  return async function drive({ tenantId, runId }: BulkJob) {
    let run = await uow.read(tenantId, (db) => findRun(db, tenantId, runId));
    if (!run) return;
    if (run.status === 'scheduled') {
      run = (await uow.read(tenantId, (db) => moveRun(db, tenantId, runId, ['scheduled'], 'running'))) ?? run;
    }
    if (run.status !== 'running') return;
    const size = batchSize(config, run.built_in);
    let cursor = run.plan_cursor ?? undefined;
    while (!run.planned) {
      const ids = await inputs.idPage(tenantId, cursor, planPage);
      const last = ids.at(-1);
      await uow.withTenant(tenantId, async (trx) => {
        await addBatches(trx, tenantId, runId, ids, size);
        await savePlanCursor(trx, tenantId, runId, last ?? cursor ?? null, ids.length < planPage);
      });
      cursor = last ?? cursor;
      if (ids.length < planPage) break;
      // The first batches start while the rest is planned.
      await feeder.feed(tenantId, runId);
    }
    await feeder.feed(tenantId, runId);
    await feeder.finishIfDone(tenantId, runId);
  };
}
