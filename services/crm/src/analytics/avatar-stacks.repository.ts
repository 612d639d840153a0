import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { seesAll, type Viewer, visibleTo } from '../visibility/visibility.repository';
import { closedThisYear, segmentCondition as s, today } from './deal-facts.sql';
import { contactName } from './people.repository';

type Bucket = 'active' | 'won' | 'lost';
type Stack = { id: string; name: string | null };
const bucketOf = sql`CASE deals.status WHEN 'open' THEN 'active' ELSE deals.status END`;
const inBuckets = sql`deals.deleted_at IS NULL AND deals.contact_id IS NOT NULL AND (${s.active} OR ${closedThisYear})`;
/** Deals read from the top of each bucket by value to find its biggest contacts. */
const sampled = 30;

/** Per bucket (open, won this year, lost this year): distinct contacts and the `shown` with the biggest deals. */
export async function avatarStacks(db: Kysely<CrmDb>, viewer: Viewer | null, shown: number) {
  const counts = (await seesAll(db, viewer)) ? await countedContacts(db) : await scannedContacts(db, viewer);
  const firsts = (await sampledFirsts(db, viewer, shown)) ?? (await rankedFirsts(db, viewer, shown));
  return (['active', 'won', 'lost'] as const).map((bucket) => ({
    bucket,
    contacts: counts.find((c) => c.bucket === bucket)?.contacts ?? 0,
    firsts: firsts.find((f) => f.bucket === bucket)?.firsts ?? [],
  }));
}

/** From the running totals of 0025; contacts whose deals closed in a later year count once more unless already counted. */
async function countedContacts(db: Kysely<CrmDb>) {
  const year = sql`extract(year FROM ${today})::int`;
  const { rows } = await sql<{ bucket: Bucket; contacts: number }>`
    SELECT CASE status WHEN 'open' THEN 'active' ELSE status END AS bucket, sum(contacts)::int AS contacts FROM (
      SELECT status, contacts FROM deal_contact_totals WHERE status = 'open' OR close_year = ${year}
      UNION ALL
      SELECT f.status, count(DISTINCT f.contact_id) FROM contact_deal_counts f
      WHERE f.status <> 'open' AND f.close_year > ${year} AND f.deals > 0 AND NOT EXISTS (
        SELECT 1 FROM contact_deal_counts c WHERE c.tenant_id = f.tenant_id AND c.contact_id = f.contact_id
          AND c.status = f.status AND c.close_year = ${year} AND c.deals > 0)
      GROUP BY 1
    ) t GROUP BY 1`.execute(db);
  return rows;
}

/** A viewer limited to some owners' deals: their distinct contacts, counted from those deals. */
async function scannedContacts(db: Kysely<CrmDb>, viewer: Viewer | null) {
  const { rows } = await sql<{ bucket: Bucket; contacts: number }>`
    SELECT ${bucketOf} AS bucket, count(DISTINCT deals.contact_id)::int AS contacts
    FROM deals WHERE ${inBuckets} AND ${visibleTo(viewer)} GROUP BY 1`.execute(db);
  return rows;
}

/**
 * The biggest contacts from each bucket's top deals by value, or null when the sample cannot
 * tell: a contact outside it has no deal above the sample's smallest value, so the answer is
 * certain when the last contact shown tops that value or the sample holds the whole bucket.
 */
async function sampledFirsts(db: Kysely<CrmDb>, viewer: Viewer | null, shown: number) {
  const { rows } = await sql<{ bucket: Bucket; firsts: Stack[]; certain: boolean }>`
    WITH sample AS MATERIALIZED (
      SELECT b.bucket, top.contact_id, top.value FROM (VALUES ('active'), ('won'), ('lost')) b (bucket)
      CROSS JOIN LATERAL (
        SELECT deals.contact_id, deals.value FROM deals
        WHERE ${inBuckets} AND ${visibleTo(viewer)} AND ${bucketOf} = b.bucket
        ORDER BY deals.value DESC LIMIT ${sampled}
      ) top
    ), stats AS (
      SELECT bucket, count(*) AS deals, count(DISTINCT contact_id) AS contacts, min(value) AS floor FROM sample GROUP BY 1
    ), ranked AS (
      SELECT bucket, contact_id, top, row_number() OVER (PARTITION BY bucket ORDER BY top DESC, contact_id) AS rank
      FROM (SELECT bucket, contact_id, max(value) AS top FROM sample GROUP BY 1, 2) c
    )
    SELECT r.bucket,
      json_agg(json_build_object('id', r.contact_id, 'name', ${contactName('r.contact_id')}) ORDER BY r.rank)
        FILTER (WHERE r.rank <= ${shown}) AS firsts,
      min(st.deals) < ${sampled}
        OR (min(st.contacts) >= ${shown} AND min(st.floor) < min(r.top) FILTER (WHERE r.rank <= ${shown})) AS certain
    FROM ranked r JOIN stats st USING (bucket)
    GROUP BY r.bucket`.execute(db);
  return rows.every((r) => r.certain) ? rows : null;
}

/** Every contact of each bucket ranked by its biggest deal: exact, and a scan of the bucket's deals. */
async function rankedFirsts(db: Kysely<CrmDb>, viewer: Viewer | null, shown: number) {
  const { rows } = await sql<{ bucket: Bucket; firsts: Stack[] }>`
    WITH ranked AS MATERIALIZED (
      SELECT * FROM (
        SELECT bucket, contact_id, row_number() OVER (PARTITION BY bucket ORDER BY top DESC, contact_id) AS rank
        FROM (
          SELECT ${bucketOf} AS bucket, deals.contact_id, max(deals.value) AS top
          FROM deals WHERE ${inBuckets} AND ${visibleTo(viewer)} GROUP BY 1, 2
        ) per_contact
      ) r WHERE r.rank <= ${shown}
    )
    -- Names looked up for the few shown only (a join would hash every contact of the tenant).
    SELECT r.bucket,
      json_agg(json_build_object('id', r.contact_id, 'name', ${contactName('r.contact_id')}) ORDER BY r.rank) AS firsts
    FROM ranked r GROUP BY r.bucket`.execute(db);
  return rows;
}
