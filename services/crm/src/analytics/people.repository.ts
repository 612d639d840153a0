import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { seesAll, type Viewer, visibleTo } from '../visibility/visibility.repository';
import { segmentCondition as s } from './deal-facts.sql';

/** A contact's name by id, as one index look-up; null for a deleted contact. */
export const contactName = (id: string) => sql`(SELECT c.name FROM contacts c
  WHERE c.tenant_id = current_setting('app.tenant_id')::uuid AND c.id = ${sql.ref(id)} AND c.deleted_at IS NULL)`;

/** What tells two contacts of one name apart: their company, else their email. */
export const contactDetail = (id: string) => sql`(SELECT coalesce(nullif(c.company_name, ''), c.email) FROM contacts c
  WHERE c.tenant_id = current_setting('app.tenant_id')::uuid AND c.id = ${sql.ref(id)})`;

const winRateOrder = sql`t.won::float8 / (t.won + t.lost) DESC, t.won DESC, t.won_value DESC, t.contact_id`;

/**
 * Each contact's won and lost deals and won value: the running totals (0034) for a viewer who
 * sees every deal (read in their index's order), else counted from the viewer's closed deals.
 */
async function closedPerContact(db: Kysely<CrmDb>, viewer: Viewer | null) {
  if (await seesAll(db, viewer))
    return sql`(SELECT contact_id, won, lost, won_value FROM contact_outcome_totals WHERE won + lost > 0)`;
  return sql`(
    SELECT deals.contact_id, count(*) FILTER (WHERE ${s.won})::int AS won, count(*) FILTER (WHERE ${s.lost})::int AS lost,
      coalesce(sum(deals.value) FILTER (WHERE ${s.won}), 0) AS won_value
    FROM deals
    WHERE deals.deleted_at IS NULL AND ${visibleTo(viewer)} AND deals.contact_id IS NOT NULL
      AND deals.status IN ('won', 'lost')
    GROUP BY deals.contact_id)`;
}

/**
 * Contacts ranked by the win rate of their own closed deals (then wins, then won value). Only the
 * best candidates are named (naming every one hashes all the tenant's contacts), and a deleted
 * contact has no name: the list comes out shorter only if nine in ten of its best are deleted.
 */
export async function contactWinRates(db: Kysely<CrmDb>, viewer: Viewer | null, limit: number) {
  const { rows } = await sql<{
    id: string;
    name: string;
    detail: string | null;
    won: number;
    lost: number;
    wonValue: number;
  }>`
    SELECT t.contact_id AS id, t.name, ${contactDetail('t.contact_id')} AS detail, t.won, t.lost, t.won_value::float8 AS "wonValue" FROM (
      SELECT t.*, ${contactName('t.contact_id')} AS name FROM ${await closedPerContact(db, viewer)} t
      ORDER BY ${winRateOrder} LIMIT ${limit * 10}
    ) t
    WHERE t.name IS NOT NULL
    ORDER BY ${winRateOrder}
    LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * Who brought in the won revenue: by owner (team members, from the day totals of 0024) or by
 * contact (the contact totals of 0034 when the viewer sees every deal, else the viewer's deals).
 */
export async function wonContributors(
  db: Kysely<CrmDb>,
  viewer: Viewer | null,
  by: 'owner' | 'contact',
  limit: number,
) {
  const names =
    by === 'owner'
      ? sql`(SELECT m.name FROM members m WHERE m.tenant_id = current_setting('app.tenant_id')::uuid AND m.user_id = t.id)`
      : contactName('t.id');
  const source =
    by === 'owner'
      ? sql`SELECT owner_id AS id, sum(deals)::int AS count, sum(value) AS value FROM deal_day_totals
          WHERE axis = 'created' AND status = 'won' AND ${visibleTo(viewer)} AND owner_id IS NOT NULL GROUP BY 1`
      : sql`SELECT contact_id AS id, won AS count, won_value AS value FROM ${await closedPerContact(db, viewer)} c
          WHERE won > 0`;
  const detail = by === 'owner' ? sql`NULL::text` : contactDetail('t.id');
  const { rows } = await sql<{
    id: string | null;
    name: string | null;
    detail: string | null;
    count: number;
    value: number;
  }>`
    SELECT t.id, ${names} AS name, ${detail} AS detail, t.count, t.value::float8 AS value FROM (${source}) t
    ORDER BY t.value DESC, t.id LIMIT ${limit}`.execute(db);
  return rows;
}
