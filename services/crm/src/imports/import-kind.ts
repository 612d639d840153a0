import type { ImportMapping, Plan } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { RowError, WriteRows } from './import-batch.repository';
import type { RowProblem } from './import-row';
import type { ImportRow } from './import.repository';

export type Mapped<T> = { ok: true; value: T } | { ok: false; problems: RowProblem[] };

/** How one import's rows become records: read at the start of its job, with what it needs loaded. */
export interface RowSink<T> {
  mapRow(record: readonly string[], line: number): Mapped<T>;
  /**
   * Rows of a batch with one key are one record: the first stays, or the last with `keepLast`.
   * `dropped` says why a row left out is left out (listed with the row errors, not counted as one).
   */
  dedupe?: { key: (row: T) => string; keepLast: boolean; dropped: (row: T, kept: T) => RowError };
  /**
   * Batches may be written side by side: no row's outcome depends on a batch before it being
   * committed. (Rows of one dedupe key in two such batches: the first batch to commit wins.)
   */
  sideBySide?: boolean;
  writeRows: WriteRows<T>;
}

/** What differs between importing contacts and deals; upload, job, errors and revert are shared. */
export interface ImportKindSpec {
  suggestMapping(headers: readonly string[]): ImportMapping;
  /** Refuses a mapping the import cannot run with (bad_input naming the problem). */
  checkMapping(mapping: ImportMapping, headers: readonly string[]): void;
  /** `plan`: the tenant's plan, whose quotas the rows must fit. */
  prepare(trx: Kysely<CrmDb>, row: ImportRow, plan: Plan): Promise<RowSink<unknown>>;
}
