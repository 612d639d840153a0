import type { DateFormat, ImportMapping } from '@smartcrm/contracts';
import type { UnitOfWork } from '@smartcrm/kit';
import { UnrecoverableError } from 'bullmq';
import { sql } from 'kysely';
import type { ObjectStore } from 'nats';
import type pg from 'pg';
import type { CrmDb } from '../db/schema';
import { type Batch, writeBatch } from './import-batch.repository';
import { csvParser, readObject } from './import-file';
import type { ImportJob } from './import-queue';
import { createRowMapper } from './import-row';
import { type ImportRow, setImportStatus } from './import.repository';
import type { ImportProgress } from './import-progress';

interface RunnerDeps {
  uow: UnitOfWork<CrmDb>;
  pool: pg.Pool;
  bucket: ObjectStore;
  progress: ImportProgress;
  batchRows: number;
}

/**
 * Streams an uploaded file through csv-parse into batches and writes each in its own
 * transaction, one batch in flight while the next is parsed. A retry resumes after the last
 * committed line, so no row is written twice and none is lost.
 */
export function createImportRunner({ uow, pool, bucket, progress, batchRows }: RunnerDeps) {
  async function commit(batch: Batch) {
    const client = await pool.connect();
    try {
      const counts = await writeBatch(client, batch);
      if (!counts) throw new Error('another run of this import committed past this batch');
      await progress.publish(batch.tenantId, batch.importId, 'running', counts);
    } finally {
      client.release();
    }
  }

  async function stream(row: ImportRow, signal: AbortSignal) {
    const mapRow = createRowMapper(row.headers, row.mapping as ImportMapping, row.date_format as DateFormat);
    const source = await readObject(bucket, row.object_name);
    const records = source.pipe(csvParser(row.delimiter));
    const base = {
      tenantId: row.tenant_id,
      importId: row.id,
      ownerId: row.created_by,
      onDuplicate: row.on_duplicate ?? 'skip',
    } as const;
    let line = 0;
    let batch = newBatch(row.last_line);
    let pending: Promise<void> | null = null;
    const flush = async () => {
      await pending;
      if (signal.aborted) throw new Error('stopped by shutdown; a retry resumes');
      pending = commit({ ...base, ...batch.done(line) });
      pending.catch(() => undefined); // awaited before the next batch or at the end
      batch = newBatch(line);
    };
    try {
      for await (const record of records) {
        line++;
        if (line <= row.last_line) continue;
        const mapped = mapRow(record as string[], line);
        if (mapped.ok) batch.add(mapped.contact, base.onDuplicate);
        else batch.fail(line, mapped.problems);
        if (batch.size() >= batchRows) await flush();
      }
      if (line > batch.fromLine) await flush();
      await pending;
    } finally {
      source.destroy();
    }
  }

  return {
    async run({ tenantId, importId }: ImportJob, signal: AbortSignal) {
      const row = await uow.withTenant(tenantId, (trx) =>
        setImportStatus(trx, importId, ['queued', 'running'], {
          status: 'running',
          started_at: sql<Date>`coalesce(started_at, now())`,
        }),
      );
      if (!row) return; // finished or reverted already: a repeated job has nothing to do
      if (!row.mapping) throw new UnrecoverableError('the import has no mapping');
      await stream(row, signal);
      const done = await uow.withTenant(tenantId, (trx) =>
        setImportStatus(trx, importId, ['running'], { status: 'completed', finished_at: new Date() }),
      );
      if (done) await progress.finished(done);
      await bucket.delete(row.object_name).catch(() => undefined);
    },
  };
}

/** The rows of one batch: unique by email (the first wins when skipping, the last when updating). */
function newBatch(fromLine: number) {
  const contacts = new Map<string, Batch['contacts'][number]>();
  const errors: Batch['errors'] = [];
  let repeats = 0;
  return {
    fromLine,
    size: () => contacts.size + errors.length,
    add(contact: Batch['contacts'][number], onDuplicate: 'skip' | 'update') {
      if (contacts.has(contact.email)) {
        repeats++;
        if (onDuplicate === 'skip') return;
        contacts.delete(contact.email);
      }
      contacts.set(contact.email, contact);
    },
    fail(line: number, problems: { field: string; reason: string }[]) {
      for (const p of problems) errors.push({ line, ...p });
    },
    done: (toLine: number) => ({ fromLine, toLine, contacts: [...contacts.values()], repeats, errors }),
  };
}
