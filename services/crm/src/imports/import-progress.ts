import type { ImportCounts, ImportStatus } from '@smartcrm/contracts';
import { buildEvent, type Logger, publishEvent } from '@smartcrm/kit';
import type { NatsConnection } from 'nats';
import { type ImportRow, toContactImport } from './import.repository';

/**
 * Progress goes straight to NATS, not through the outbox: it is a feed for progress bars, the
 * next batch supersedes a lost one, and the imports table stays the truth pages poll.
 */
export function createImportProgress(nc: NatsConnection, log: Logger) {
  const js = nc.jetstream();
  const publish = async (tenantId: string, importId: string, status: ImportStatus, counts: ImportCounts) => {
    const event = buildEvent({ type: 'crm.import.progress', tenantId, data: { importId, status, counts } });
    await publishEvent(js, event).catch((error) => log.warn({ err: error, importId }, 'progress not published'));
  };
  return {
    publish,
    finished: (row: ImportRow) => publish(row.tenant_id, row.id, row.status, toContactImport(row).counts),
  };
}
export type ImportProgress = ReturnType<typeof createImportProgress>;
