import { readUserRow, type UserImportCounts, type UserImportStatus } from '@smartcrm/contracts';
import { buildEvent, csvParser, type Logger, publishEvent, readObject, type UnitOfWork } from '@smartcrm/kit';
import type { NatsConnection, ObjectStore } from 'nats';
import type { IdentityDb } from '../db/schema';
import { type Batch, type Invitations, writeBatch } from './user-import-batch';
import { claimImport, setImportStatus, toUserImport, type UserImportRow } from './user-import.repository';

export interface RunnerDeps {
  uow: UnitOfWork<IdentityDb>;
  nc: NatsConnection;
  bucket: ObjectStore;
  log: Logger;
  /** The workspace's plan user quota (null: unlimited), asked once per run. */
  seatLimit: (tenantId: string) => Promise<number | null>;
  /** Who the invitations say they come from, and the workspace's name, asked once per run. */
  invitationsOf: (run: UserImportRow) => Promise<Invitations>;
  batchRows: number;
}

/**
 * Runs an import: streams the file through csv-parse, checks each row with the shared rule the
 * preview used, and writes batches of rows in their own transactions. Progress goes straight to
 * NATS (not the outbox): a feed for progress bars, superseded by the next one.
 */
export function createUserImportRunner(deps: RunnerDeps) {
  const { uow, nc, bucket, log } = deps;
  const js = nc.jetstream();
  const progress = async (tenantId: string, importId: string, status: UserImportStatus, counts: UserImportCounts) => {
    const event = buildEvent({ type: 'identity.user_import.progress', tenantId, data: { importId, status, counts } });
    await publishEvent(js, event).catch((error) => log.warn({ err: error, importId }, 'progress not published'));
  };
  const finish = async (row: UserImportRow | undefined) => {
    if (row) await progress(row.tenant_id, row.id, row.status, toUserImport(row).counts);
  };

  async function stream(run: UserImportRow) {
    const seatLimit = await deps.seatLimit(run.tenant_id);
    const invitations = run.send_invitations ? await deps.invitationsOf(run) : null;
    const mapping = run.mapping!;
    const seen = new Map<string, number>();
    let batch: Batch = { fromLine: run.last_line, toLine: run.last_line, read: 0, users: [], errors: [] };
    const flush = async () => {
      const done = await uow.withTenant(run.tenant_id, (trx, emit) =>
        writeBatch(trx, emit, run, batch, seatLimit, invitations),
      );
      if (!done) throw new Error('another run of this import committed past this batch');
      await progress(run.tenant_id, run.id, 'running', toUserImport(done).counts);
      batch = { fromLine: batch.toLine, toLine: batch.toLine, read: 0, users: [], errors: [] };
    };
    const source = await readObject(bucket, run.object_name);
    try {
      // Line numbers as a spreadsheet shows them: the header is line 1.
      let line = 0;
      for await (const record of source.pipe(csvParser(run.delimiter))) {
        line++;
        if (line === 1 || line <= run.last_line) continue;
        batch.toLine = line;
        batch.read++;
        const read = readUserRow(record as string[], run.headers, mapping, run.default_role);
        if (!read.ok) batch.errors.push(...read.problems.map((p) => ({ line, ...p })));
        else if (seen.has(read.user.email)) {
          const reason = `${read.user.email} is on line ${seen.get(read.user.email)} already`;
          batch.errors.push({ line, field: 'email', reason });
        } else {
          seen.set(read.user.email, line);
          batch.users.push({ ...read.user, line });
        }
        if (batch.users.length + batch.errors.length >= deps.batchRows) await flush();
      }
      if (batch.read > 0) await flush();
    } finally {
      source.destroy();
    }
  }

  return async function run(tenantId: string, importId: string): Promise<void> {
    const claimed = await uow.withTenant(tenantId, (trx) => claimImport(trx, importId));
    if (!claimed) return; // finished, or running elsewhere: a redelivered start has nothing to do
    try {
      await stream(claimed);
      await finish(
        await uow.withTenant(tenantId, (trx) =>
          setImportStatus(trx, importId, ['running'], { status: 'completed', finished_at: new Date() }),
        ),
      );
      await bucket.delete(claimed.object_name).catch(() => undefined);
    } catch (error) {
      log.warn({ err: error, importId }, 'user import failed');
      const reason = `The import stopped: ${(error as Error).message}`.slice(0, 500);
      await finish(
        await uow.withTenant(tenantId, (trx) =>
          setImportStatus(trx, importId, ['running'], { status: 'failed', error: reason, finished_at: new Date() }),
        ),
      );
    }
  };
}
