import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  Actor,
  ContactListQuery,
  contactCsvColumns,
  contactCsvRecord,
  DealListQuery,
  dealCsvColumns,
  dealCsvRecord,
  type RpcContext,
} from '@smartcrm/contracts';
import { csvWriteOptions, type UnitOfWork } from '@smartcrm/kit';
import { UnrecoverableError } from 'bullmq';
import { stringify } from 'csv-stringify';
import type { ObjectStore } from 'nats';
import type { createContactService } from '../contacts/contact.service';
import type { CrmDb } from '../db/schema';
import type { createDealService } from '../deals/deal.service';
import type { ExportJob } from './export-queue';
import { contactEmails, type ExportRow, memberEmails, setExportStatus, stageNames } from './export.repository';

// Larger than a screen's page (the list schema caps those at 200): fewer round trips per file.
const pageRows = 1000;

interface RunnerDeps {
  uow: UnitOfWork<CrmDb>;
  bucket: ObjectStore;
  contacts: Pick<ReturnType<typeof createContactService>, 'list'>;
  deals: Pick<ReturnType<typeof createDealService>, 'list'>;
}

/**
 * Writes a view to a CSV file in the exports object store, page by page through the same list
 * the screen reads (so the requester's visibility and filters hold), then marks it completed
 * with its row count and tells the requester. A retry starts the file again from the top.
 */
export function createExportRunner({ uow, bucket, contacts, deals }: RunnerDeps) {
  async function* contactRecords(row: ExportRow, ctx: RpcContext, signal: AbortSignal) {
    const query = { ...ContactListQuery.parse(row.query), limit: pageRows };
    const owners = await uow.read(row.tenant_id, memberEmails);
    let cursor: string | undefined;
    do {
      if (signal.aborted) throw new Error('stopped by shutdown; a retry starts again');
      const page = await contacts.list({ ...query, cursor }, ctx);
      for (const contact of page.items) yield contactCsvRecord(contact, owners.get(contact.ownerId ?? '') ?? null);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  async function* dealRecords(row: ExportRow, ctx: RpcContext, signal: AbortSignal) {
    const query = { ...DealListQuery.parse(row.query), limit: pageRows };
    const stages = await uow.read(row.tenant_id, stageNames);
    let cursor: string | undefined;
    do {
      if (signal.aborted) throw new Error('stopped by shutdown; a retry starts again');
      const page = await deals.list({ ...query, cursor }, ctx);
      const ids = page.items.flatMap((d) => (d.contactId ? [d.contactId] : []));
      const emails = await uow.read(row.tenant_id, (db) => contactEmails(db, ids));
      for (const deal of page.items) {
        const contactEmail = deal.contactId ? (emails.get(deal.contactId) ?? null) : null;
        yield dealCsvRecord(deal, { stage: stages.get(deal.stageId) ?? '', contactEmail });
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  return async function run({ tenantId, exportId }: ExportJob, signal: AbortSignal) {
    const row = await uow.withTenant(tenantId, (trx) =>
      setExportStatus(trx, exportId, ['queued', 'running'], { status: 'running' }),
    );
    if (!row) return; // finished already: a repeated job has nothing to do
    const actor = Actor.safeParse(row.actor);
    if (!actor.success) throw new UnrecoverableError('the export has no valid requester');
    const ctx: RpcContext = { tenantId, actor: actor.data, requestId: `export-${exportId}` };

    let rows = 0;
    const records = row.kind === 'contacts' ? contactRecords(row, ctx, signal) : dealRecords(row, ctx, signal);
    const counted = Readable.from(
      (async function* () {
        for await (const record of records) {
          rows++;
          yield record;
        }
      })(),
    );
    const columns = row.kind === 'contacts' ? contactCsvColumns : dealCsvColumns;
    const csv = stringify({ header: true, columns, ...csvWriteOptions });
    const objectName = `${tenantId}/${exportId}.csv`;
    const writing = pipeline(counted, csv);
    const stored = bucket.put({ name: objectName }, Readable.toWeb(csv) as WebReadableStream<Uint8Array> as never);
    await Promise.all([writing, stored]);

    await uow.withTenant(tenantId, async (trx, emit) => {
      const done = await setExportStatus(trx, exportId, ['running'], {
        status: 'completed',
        rows,
        object_name: objectName,
        finished_at: new Date(),
      });
      if (done) {
        emit({
          type: 'crm.export.finished',
          tenantId,
          data: { exportId, requestedBy: done.requested_by, status: 'completed', rows },
        });
      }
    });
  };
}

/** An export that will not be tried again: failed, and its requester told. */
export function createExportGaveUp(uow: UnitOfWork<CrmDb>) {
  return async ({ tenantId, exportId }: ExportJob, error: Error) => {
    await uow.withTenant(tenantId, async (trx, emit) => {
      const failed = await setExportStatus(trx, exportId, ['queued', 'running'], {
        status: 'failed',
        error: `The export stopped: ${error.message}`,
        finished_at: new Date(),
      });
      if (failed) {
        emit({
          type: 'crm.export.finished',
          tenantId,
          data: { exportId, requestedBy: failed.requested_by, status: 'failed', rows: 0 },
        });
      }
    });
  };
}
