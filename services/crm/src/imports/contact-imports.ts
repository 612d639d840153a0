import { importsBucket, importsBucketTtlMs } from '@smartcrm/contracts';
import { type PlanCache, type ServiceDeps, serviceDatabaseUrl } from '@smartcrm/kit';
import { nanos } from 'nats';
import pg from 'pg';
import type { CrmConfig } from '../config';
import type { CrmDb } from '../db/schema';
import { createImportProgress } from './import-progress';
import { createImportQueue, startImportWorker } from './import-queue';
import { createImportRevert } from './import-revert';
import { createImportRunner } from './import-runner';
import { setImportStatus } from './import.repository';
import { importHandlers } from './import.handlers';
import { createImportService } from './import.service';

/** CSV import of contacts: its RPC handlers, its queue and its worker. */
export async function startContactImports(
  { config, nc, uow, log, shutdown }: ServiceDeps<CrmDb, CrmConfig>,
  plans: PlanCache,
) {
  const bucket = await nc.jetstream().views.os(importsBucket, { ttl: nanos(importsBucketTtlMs) });
  // COPY needs a plain pg client; the batches get their own small pool.
  const pool = new pg.Pool({
    connectionString: serviceDatabaseUrl(config.DATABASE_URL, 'crm', config.DB_APP_PASSWORD),
    max: config.IMPORT_CONCURRENCY * config.IMPORT_PARALLEL_BATCHES,
    options: '-c search_path=crm -c statement_timeout=300000',
  });
  pool.on('error', (error) => log.warn({ err: error }, 'an idle import connection was lost'));
  shutdown.add('import pool', () => pool.end());

  const progress = createImportProgress(nc, log);
  const runner = createImportRunner({
    uow,
    pool,
    bucket,
    progress,
    plans,
    batchRows: config.IMPORT_BATCH_ROWS,
    parallelBatches: config.IMPORT_PARALLEL_BATCHES,
  });
  const revert = createImportRevert(uow, progress);
  startImportWorker(
    config.REDIS_URL,
    config.IMPORT_CONCURRENCY,
    {
      import: runner.run,
      revert,
      async gaveUp(name, { tenantId, importId }, error) {
        const from = name === 'import' ? (['queued', 'running'] as const) : (['reverting'] as const);
        const reason =
          name === 'import' ? `The import stopped: ${error.message}` : `The revert stopped: ${error.message}`;
        const row = await uow.withTenant(tenantId, (trx) =>
          setImportStatus(trx, importId, from, { status: 'failed', error: reason, finished_at: new Date() }),
        );
        if (row) await progress.finished(row);
      },
    },
    log,
    shutdown,
  );
  const queue = createImportQueue(config.REDIS_URL, shutdown);
  return importHandlers(createImportService(uow, bucket, queue));
}
