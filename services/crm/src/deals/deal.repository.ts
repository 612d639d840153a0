import type { DealSegment, StageKind } from '@smartcrm/contracts';
import { type AliasedRawBuilder, type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { segmentCondition } from '../analytics/deal-facts.sql';
import { type Cursor, checkCursorValue } from '../contacts/contact-sort';
import type { CrmDb } from '../db/schema';
import { dealFields } from './deal.fields';
import type { DealsTable } from './deal.table';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';
import type { DealRow } from './deal.mapper';
import { dealSortKey } from './deal-sort';

type Db = Kysely<CrmDb>;

// Dates travel as YYYY-MM-DD text (a JS Date would shift them by the time zone); a deleted
// contact reads as no contact (Unknown Contact).
const contactName = sql<string | null>`(SELECT c.name FROM contacts c
    WHERE c.tenant_id = deals.tenant_id AND c.id = deals.contact_id AND c.deleted_at IS NULL)`.as('contact_name');
// Built from the field table, so typed loosely: every read casts its rows to DealRow.
const dealColumns = dealFields.flatMap((f): AliasedRawBuilder<any, string>[] => {
  if (f.read === false) return [];
  if (f.column === 'contact_name') return [contactName];
  if (f.kind === 'date') return [sql<string | null>`${sql.ref(f.column)}::text`.as(f.column)];
  return [sql.ref(f.column).as(f.column)];
});

export interface DealListFilters {
  pipelineId?: string | undefined;
  status?: StageKind[] | undefined;
  stageId?: string[] | undefined;
  ownerId?: string | undefined;
  contactId?: string | undefined;
  segment?: DealSegment | undefined;
  sort: Parameters<typeof dealSortKey>[0];
  limit: number;
}

/** One keyset page of live deals after `cursor`, each with its sort value for the next cursor. */
export async function listDeals(db: Db, filters: DealListFilters, cursor: Cursor | null, viewer: Viewer | null) {
  const key = dealSortKey(filters.sort);
  const direction = key.descending ? 'desc' : 'asc';
  const sortValue = sql<string | number>`(${key.expression})::text`;
  let query = db
    .selectFrom('deals')
    .select([...dealColumns, sortValue.as('sort_value')])
    .where('deleted_at', 'is', null)
    .where(visibleTo(viewer));
  if (filters.pipelineId) query = query.where('pipeline_id', '=', filters.pipelineId);
  if (filters.status?.length) query = query.where('status', 'in', filters.status);
  if (filters.stageId?.length) query = query.where('stage_id', 'in', filters.stageId);
  if (filters.ownerId) query = query.where('owner_id', '=', filters.ownerId);
  if (filters.contactId) query = query.where('contact_id', '=', filters.contactId);
  if (filters.segment) query = query.where(segmentCondition[filters.segment]);
  if (cursor) {
    checkCursorValue(cursor, key.cast);
    const value = sql`${String(cursor.value)}::${sql.raw(key.cast)}`;
    const op = sql.raw(key.descending ? '<' : '>');
    query = query.where(sql<boolean>`(${key.expression}, id) ${op} (${value}, ${cursor.id}::uuid)`);
  }
  return query
    .orderBy(key.expression, direction)
    .orderBy('id', direction)
    .limit(filters.limit + 1)
    .execute() as Promise<(DealRow & { sort_value: string })[]>;
}

/**
 * Each stage's first live deals by position, read through the board index per stage: `perStage`
 * of them, or as many as `cards` names for a column opened further.
 */
export const boardDeals = (
  db: Db,
  pipelineId: string,
  perStage: number,
  cards: Record<string, number>,
  viewer: Viewer | null,
) =>
  db
    .selectFrom('pipeline_stages as s')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('deals')
          .select(dealColumns)
          .whereRef('deals.pipeline_id', '=', 's.pipeline_id')
          .whereRef('deals.stage_id', '=', 's.id')
          .where('deals.deleted_at', 'is', null)
          .where(visibleTo(viewer))
          .orderBy('deals.position')
          .orderBy('deals.id')
          .limit(sql<number>`coalesce((${JSON.stringify(cards)}::jsonb ->> s.id::text)::int, ${perStage})`)
          .as('d'),
      (join) => join.onTrue(),
    )
    .selectAll('d')
    .where('s.pipeline_id', '=', pipelineId)
    .execute() as Promise<DealRow[]>;

/**
 * Count, sum and weighted sum (Σ value × probability / 100, rounded once) of each stage's live
 * deals that the viewer may see, from the running totals per stage and owner (migration 0016).
 */
export const boardTotals = (db: Db, pipelineId: string, viewer: Viewer | null) =>
  db
    .selectFrom('deal_stage_totals')
    .select([
      'stage_id',
      sql<number>`sum(deals)::int`.as('count'),
      sql<number>`sum(value)::bigint`.as('total'),
      sql<number>`round(sum(value_times_probability) / 100.0)::bigint`.as('weighted'),
    ])
    .where('pipeline_id', '=', pipelineId)
    .where(visibleTo(viewer))
    .groupBy('stage_id')
    .execute();

export const findDeal = (db: Db, id: string, viewer: Viewer | null, { lock = false } = {}) => {
  const query = db
    .selectFrom('deals')
    .select(dealColumns)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where(visibleTo(viewer));
  return (lock ? query.forUpdate() : query).executeTakeFirst() as Promise<DealRow | undefined>;
};

export const insertDeal = (db: Db, values: Insertable<DealsTable>) =>
  db.insertInto('deals').values(values).returning(dealColumns).executeTakeFirstOrThrow() as Promise<DealRow>;

export const updateDeal = (db: Db, id: string, values: Updateable<DealsTable>) =>
  db
    .updateTable('deals')
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(dealColumns)
    .executeTakeFirstOrThrow() as Promise<DealRow>;

export const softDeleteDeal = (db: Db, id: string, viewer: Viewer | null) =>
  db
    .updateTable('deals')
    .set({ deleted_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where(visibleTo(viewer))
    .returning(['id', 'deleted_at', 'stage_id'])
    .executeTakeFirst();

/** Undo of a delete, possible for 30 days. */
export const restoreDeal = (db: Db, id: string, viewer: Viewer | null) =>
  db
    .updateTable('deals')
    .set({ deleted_at: null, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .where('deleted_at', '>', sql<Date>`now() - interval '30 days'`)
    .returning(dealColumns)
    .executeTakeFirst() as Promise<DealRow | undefined>;
