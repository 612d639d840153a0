import { exportsBucket, exportsBucketTtlMs } from '@smartcrm/contracts';
import { type RpcHandlers, type ServiceDeps, startJobWorker } from '@smartcrm/kit';
import { nanos } from 'nats';
import type { createContactService } from '../contacts/contact.service';
import type { CrmConfig } from '../config';
import type { CrmDb } from '../db/schema';
import { createDealService } from '../deals/deal.service';
import { createExportQueue, ExportJob, exportQueue } from './export-queue';
import { createExportGaveUp, createExportRunner } from './export-runner';
import { createExportService } from './export.service';

type ExportHandlers = Pick<RpcHandlers<'crm'>, 'crm.exports.create' | 'crm.exports.list' | 'crm.exports.file'>;

/** Background CSV exports of contacts and deals views: RPC handlers, queue and worker. */
export async function startDataExports(
  { config, nc, uow, log, shutdown }: ServiceDeps<CrmDb, CrmConfig>,
  contacts: ReturnType<typeof createContactService>,
): Promise<ExportHandlers> {
  const bucket = await nc.jetstream().views.os(exportsBucket, { ttl: nanos(exportsBucketTtlMs) });
  const run = createExportRunner({
    uow,
    bucket,
    contacts,
    deals: createDealService(uow),
  });
  const gaveUp = createExportGaveUp(uow);
  startJobWorker({
    redisUrl: config.REDIS_URL,
    queue: exportQueue,
    schema: ExportJob,
    // One file at a time per process: exports yield to the screens' reads.
    concurrency: 1,
    processors: { export: run },
    gaveUp: (_name, job, error) => gaveUp(job, error),
    log,
    shutdown,
  });
  const exports = createExportService(uow, createExportQueue(config.REDIS_URL, shutdown));
  return {
    'crm.exports.create': (request, ctx) => exports.create(request, ctx),
    'crm.exports.list': ({ kind }, ctx) => exports.list(kind, ctx),
    'crm.exports.file': (ref, ctx) => exports.file(ref, ctx),
  };
}
