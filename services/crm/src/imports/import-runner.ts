import type { PlanCache, UnitOfWork } from '@smartcrm/kit';
import { UnrecoverableError } from 'bullmq';
import { sql } from 'kysely';
import type { ObjectStore } from 'nats';
import type pg from 'pg';
import type { CrmDb } from '../db/schema';
import { type Batch, type RowError, writeBatch } from './import-batch.repository';
import { csvParser, readObject } from './import-file';
import { linesDone } from './lines-done';
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
  /** Batches one import writes side by side when its kind allows (see RowSink.sideBySide). */
  parallelBatches: number;
}

/**
 * Streams an uploaded file through csv-parse into batches and writes each in its own
 * transaction, on its own connection, up to `parallelBatches` of them in flight while the next is
 * parsed (one when the kind's rows depend on the batches before them). A retry skips the lines
 * already written, so no row is written twice and none is lost. What a row becomes is the
 * import kind's business (its RowSink).
 */
export function createImportRunner({ uow, pool, bucket, progress, plans, batchRows, parallelBatches }: RunnerDeps) {
  async function commit(batch: Batch<unknown>, sink: RowSink<unknown>) {
    const client = await pool.connect();
    try {
      const counts = await writeBatch(client, batch, sink.writeRows);
      if (!counts) throw new Error('another run of this import has written these lines');
      await progress.publish(batch.tenantId, batch.importId, 'running', counts);
    } finally {
      client.release();
    }
  }

  async function stream(row: ImportRow, sink: RowSink<unknown>, signal: AbortSignal) {
    const source = await readObject(bucket, row.object_name);
    const records = source.pipe(csvParser(row.delimiter));
    const base = { tenantId: row.tenant_id, importId: row.id };
    const done = linesDone(row.lines_done);
    const inFlight = sink.sideBySide ? parallelBatches : 1;
    let line = 0;
    let batch = newBatch(0, sink);
    const pending: Promise<void>[] = [];
    /** Sends the batch's lines up to `toLine` off to be written; the next batch starts after `nextFrom`. */
    const flush = async (toLine: number, nextFrom = toLine) => {
      if (toLine > batch.fromLine) {
        if (pending.length >= inFlight) await pending.shift();
        if (signal.aborted) throw new Error('stopped by shutdown; a retry resumes');
        const commitment = commit({ ...base, ...batch.done(toLine) }, sink);
        commitment.catch(() => undefined); // awaited in turn, or at the end
        pending.push(commitment);
      }
      batch = newBatch(nextFrom, sink);
    };
    try {
      for await (const record of records) {
        line++;
        // The header, and lines a run before this one wrote: a batch never spans them.
        if (line === 1 || done(line)) {
          await flush(line - 1, line);
          continue;
        }
        const mapped = sink.mapRow(record as string[], line);
        if (mapped.ok) batch.add(mapped.value);
        else batch.fail(line, mapped.problems);
        if (batch.size() >= batchRows) await flush(line);
      }
      await flush(line);
      await Promise.all(pending);
    } finally {
      await Promise.allSettled(pending);
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

/** The rows of one batch, unique by the sink's key if it has one (a repeat is skipped, and listed). */
function newBatch(fromLine: number, sink: RowSink<unknown>) {
  const rows = new Map<unknown, unknown>();
  const errors: RowError[] = [];
  const dropped: RowError[] = [];
  let count = 0;
  return {
    fromLine,
    size: () => rows.size + errors.length,
    add(value: unknown) {
      const key = sink.dedupe ? sink.dedupe.key(value) : count++;
      const earlier = rows.get(key);
      if (earlier !== undefined && sink.dedupe) {
        if (!sink.dedupe.keepLast) {
          dropped.push(sink.dedupe.dropped(value, earlier));
          return;
        }
        dropped.push(sink.dedupe.dropped(earlier, value));
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
      dropped,
      errors,
    }),
  };
}
