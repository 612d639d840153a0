import type { PlanCache, UnitOfWork } from '@smartcrm/kit';
import { UnrecoverableError } from 'bullmq';
import { sql } from 'kysely';
import type { ObjectStore } from 'nats';
import type pg from 'pg';
import type { CrmDb } from '../db/schema';
import { type Batch, type RowError, writeBatch } from './import-batch.repository';
import { csvParser, readObject } from './import-file';
import type { RowSink } from './import-kind';
import { importKinds } from './import-kinds';
import type { ImportJob } from './import-queue';
import { type ImportRow, setImportStatus, toContactImport } from './import.repository';
import type { ImportProgress } from './import-progress';

interface RunnerDeps {
  uow: UnitOfWork<CrmDb>;
  pool: pg.Pool;
  bucket: ObjectStore;
  progress: ImportProgress;
  plans: PlanCache;
  batchRows: number;
}

/**
 * Streams an uploaded file through csv-parse into batches and writes each in its own
 * transaction, one batch in flight while the next is parsed. A retry resumes after the last
 * committed line, so no row is written twice and none is lost. What a row becomes is the
 * import kind's business (its RowSink).
 */
export function createImportRunner({ uow, pool, bucket, progress, plans, batchRows }: RunnerDeps) {
  async function commit(batch: Batch<unknown>, sink: RowSink<unknown>) {
    const client = await pool.connect();
    try {
      const counts = await writeBatch(client, batch, sink.writeRows);
      if (!counts) throw new Error('another run of this import committed past this batch');
      await progress.publish(batch.tenantId, batch.importId, 'running', counts);
    } finally {
      client.release();
    }
  }

  async function stream(row: ImportRow, sink: RowSink<unknown>, signal: AbortSignal) {
    const source = await readObject(bucket, row.object_name);
    const records = source.pipe(csvParser(row.delimiter));
    const base = { tenantId: row.tenant_id, importId: row.id };
    let line = 0;
    let batch = newBatch(row.last_line, sink);
    let pending: Promise<void> | null = null;
    const flush = async () => {
      await pending;
      if (signal.aborted) throw new Error('stopped by shutdown; a retry resumes');
      pending = commit({ ...base, ...batch.done(line) }, sink);
      pending.catch(() => undefined); // awaited before the next batch or at the end
      batch = newBatch(line, sink);
    };
    try {
      for await (const record of records) {
        line++;
        if (line <= row.last_line) continue;
        const mapped = sink.mapRow(record as string[], line);
        if (mapped.ok) batch.add(mapped.value);
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
      const plan = await plans.of(tenantId);
      const sink = await uow.withTenant(tenantId, (trx) => importKinds[row.kind].prepare(trx, row, plan));
      await stream(row, sink, signal);
      const done = await uow.withTenant(tenantId, async (trx, emit) => {
        const completed = await setImportStatus(trx, importId, ['running'], {
          status: 'completed',
          finished_at: new Date(),
        });
        if (completed) {
          const { kind, counts } = toContactImport(completed);
          emit({ type: 'crm.import.completed', tenantId, data: { importId, kind, counts } });
        }
        return completed;
      });
      if (done) await progress.finished(done);
      await bucket.delete(row.object_name).catch(() => undefined);
    },
  };
}

/** The rows of one batch, unique by the sink's key if it has one (a repeat counts as one record). */
function newBatch(fromLine: number, sink: RowSink<unknown>) {
  const rows = new Map<unknown, unknown>();
  const errors: RowError[] = [];
  let repeats = 0;
  let count = 0;
  return {
    fromLine,
    size: () => rows.size + errors.length,
    add(value: unknown) {
      const key = sink.dedupe ? sink.dedupe.key(value) : count++;
      if (rows.has(key)) {
        repeats++;
        if (!sink.dedupe?.keepLast) return;
        rows.delete(key);
      }
      rows.set(key, value);
    },
    fail(line: number, problems: { field: string; reason: string }[]) {
      for (const p of problems) errors.push({ line, ...p });
    },
    done: (toLine: number): Omit<Batch<unknown>, 'tenantId' | 'importId'> => ({
      fromLine,
      toLine,
      rows: [...rows.values()],
      repeats,
      errors,
    }),
  };
}
