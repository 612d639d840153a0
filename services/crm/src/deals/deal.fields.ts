import type { Deal } from '@smartcrm/contracts';
import type { DealsTable } from './deal.table';
import { positionGap } from './deal-position';

/** How a value is stored: decides its conversion and its COPY type. `date` travels as YYYY-MM-DD text. */
export type DealFieldKind = 'id' | 'text' | 'money' | 'percent' | 'position' | 'date' | 'time' | 'count';

/** The Postgres type of each kind, as information_schema names it (the import's staging table uses them too). */
export const dealColumnType: Record<DealFieldKind, string> = {
  id: 'uuid',
  text: 'text',
  money: 'bigint',
  percent: 'smallint',
  position: 'double precision',
  date: 'date',
  time: 'timestamp with time zone',
  count: 'integer',
};

export interface DealFieldSpec {
  column: keyof DealsTable | 'contact_name';
  /** The contract's field (`Deal`) it is read as; none: internal. */
  field?: keyof Deal;
  kind: DealFieldKind;
  /** Set from the same-named field of a patch (stage and status have rules of their own). */
  input?: true;
  /** Read by every deal read; default true. */
  read?: false;
  /**
   * What an import writes: the staging table's column (default the column; false: not staged)
   * and the new deal's value over the staging row `s`, its contact `c`, company `co` and stage
   * base `b` (default the staged value).
   */
  import?: { stage?: false; insert?: string };
}

/**
 * Every deal column, once: the reads' select list, the row → contract mapping, what a patch
 * writes and its updated event names, and the deals import's staging and insert are built from
 * it (a service test checks it against the live schema). Adding a field: a line here, a
 * migration, and the contract's schemas.
 */
// biome-ignore format: a table, one line per field
export const dealFields: readonly DealFieldSpec[] = [
  { column: 'id', field: 'id', kind: 'id' },
  { column: 'tenant_id', kind: 'id', import: { stage: false, insert: '$1' } },
  { column: 'pipeline_id', field: 'pipelineId', kind: 'id', import: { stage: false, insert: '$4' } },
  { column: 'stage_id', field: 'stageId', kind: 'id', import: {} },
  { column: 'title', field: 'title', kind: 'text', input: true, import: {} },
  { column: 'value', field: 'value', kind: 'money', input: true, import: {} },
  { column: 'status', field: 'status', kind: 'text', import: {} },
  { column: 'probability', field: 'probability', kind: 'percent', input: true, import: {} },
  { column: 'contact_id', field: 'contactId', kind: 'id', input: true, import: { stage: false, insert: 'c.id' } },
  // Not a deals column: the contact's name, read beside the row (a deleted contact reads as none).
  { column: 'contact_name', field: 'contactName', kind: 'text' },
  { column: 'company_id', field: 'companyId', kind: 'id', input: true, import: { stage: false, insert: 'co.id' } },
  { column: 'owner_id', field: 'ownerId', kind: 'id', input: true, import: { insert: 'coalesce(s.owner_id, $2)' } },
  { column: 'expected_close_date', field: 'expectedCloseDate', kind: 'date', input: true, import: {} },
  { column: 'actual_close_date', field: 'actualCloseDate', kind: 'date', input: true, import: {} },
  { column: 'description', field: 'description', kind: 'text', input: true, import: {} },
  // New cards go to the bottom of their stage, in file order.
  { column: 'position', field: 'position', kind: 'position', import: { stage: false, insert: `coalesce(b.top, 0) + row_number() OVER (PARTITION BY s.stage_id ORDER BY s.line) * ${positionGap}` } },
  { column: 'created_at', field: 'createdAt', kind: 'time' },
  { column: 'updated_at', field: 'updatedAt', kind: 'time' },
  { column: 'version', field: 'version', kind: 'count' },
  { column: 'deleted_at', kind: 'time', read: false },
  { column: 'import_id', kind: 'id', read: false, import: { stage: false, insert: '$3' } },
];
