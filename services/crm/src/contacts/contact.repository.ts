import type { RpcParsedRequest } from '@smartcrm/contracts';
import { type Insertable, type Kysely, type RawBuilder, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import { contactFields } from './contact.fields';
import type { ContactsTable } from './contact.table';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';
import type { ContactRow } from './contact.mapper';
import { searchCondition } from './contact-search';
import { type Cursor, sortKey } from './contact-sort';

type Db = Kysely<CrmDb>;
export type ListFilters = Omit<RpcParsedRequest<'crm.contacts.list'>, 'cursor' | 'owner'> & {
  ownerId?: string | undefined;
};

/** The lead score lives in a narrow table of its own (0031): read by key beside each row. */
const leadScore = sql<number | null>`(SELECT s.score FROM contact_lead_scores s
  WHERE s.tenant_id = contacts.tenant_id AND s.contact_id = contacts.id)`.as('lead_score');

// Qualified: a list sorted by score joins contact_lead_scores, which has some of these too.
const fields = contactFields.flatMap((f) =>
  f.column === 'lead_score' || ('read' in f && f.read === false) ? [] : [`contacts.${f.column}` as const],
);
const columns = [...fields, leadScore] as const;

/**
 * One keyset page: up to `limit + 1` rows after `cursor` in the sort's order (before it, nearest
 * first, when `backward`), each with its sort value. A nullable key's NULLs are a run of their own
 * (first ascending, last descending), ordered by id: a page that reaches the end of one run goes
 * on into the next with a second index scan.
 */
export async function listContacts(
  db: Db,
  filters: ListFilters,
  cursor: Cursor | null,
  viewer: Viewer | null,
  backward = false,
  searchSample: readonly string[] = [],
) {
  const key = sortKey(filters.sort);
  const descending = key.descending !== backward;
  // Time values travel as Postgres text so the cursor keeps microseconds (a JS Date would not).
  const sortValue =
    key.kind === 'time'
      ? sql<string | null>`(${key.expression})::text`
      : sql<string | number | null>`${key.expression}`;
  const from = key.joinsScores
    ? db
        .selectFrom('contacts')
        .innerJoin('contact_lead_scores as s', (join) =>
          join.onRef('s.tenant_id', '=', 'contacts.tenant_id').onRef('s.contact_id', '=', 'contacts.id'),
        )
    : db.selectFrom('contacts');
  let query = from.where('deleted_at', 'is', null).where(visibleTo(viewer));

  if (filters.search) query = query.where(searchCondition(filters.search, searchSample));
  // Sorted by score, the score rows' copies (0044) are checked in the index the sort walks.
  const filterOf = key.joinsScores ? 's' : 'contacts';
  if (filters.status?.length) query = query.where(sql.ref(`${filterOf}.status`), 'in', filters.status);
  if (filters.interest?.length) query = query.where(sql.ref(`${filterOf}.interest`), 'in', filters.interest);
  if (filters.tag?.length) query = query.where(sql<boolean>`tags && ${sql.val(filters.tag)}::text[]`);
  if (filters.source) query = query.where('source', '=', filters.source);
  if (filters.ownerId) query = query.where('owner_id', '=', filters.ownerId);
  if (filters.favorite !== undefined) query = query.where('is_favorite', '=', filters.favorite);
  if (filters.companyId) query = query.where('company_id', '=', filters.companyId);

  // The id of the index the sort walks: the score's index ends with its own contact_id.
  const id = key.joinsScores ? sql.ref('s.contact_id') : sql.ref('id');
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const nulls = sql.raw(key.nullable ? (descending ? 'nulls last' : 'nulls first') : '');
  const after = sql.raw(descending ? '<' : '>');
  const inOrder = <Q extends SelectQueryBuilder<any, any, any>>(page: Q, limit: number) =>
    page.orderBy(sql`${key.expression} ${direction} ${nulls}`).orderBy(sql`${id} ${direction}`).limit(limit) as Q;
  const page = (where: RawBuilder<boolean> | null, limit: number) => {
    const matching = where ? query.where(where) : query;
    if (key.joinsScores) {
      // Sorted by score, the joined row already holds it.
      const score = sql.ref<number | null>('s.score').as('lead_score');
      return inOrder(matching.select([...fields, score, sortValue.as('sort_value')]), limit).execute();
    }
    if (!filters.search) return inOrder(matching.select(columns).select(sortValue.as('sort_value')), limit).execute();
    // A search finds the page's ids first: sorted by creation, the walk reads the search text
    // from the index (0047) and not from each contact row it passes over.
    const hits = inOrder(matching.select(['id as hit_id', 'contacts.tenant_id as hit_tenant']), limit).as('hit');
    return inOrder(
      db
        .selectFrom(hits)
        .innerJoin('contacts', (join) =>
          join.onRef('contacts.tenant_id', '=', 'hit.hit_tenant').onRef('contacts.id', '=', 'hit.hit_id'),
        )
        .select(columns)
        .select(sortValue.as('sort_value')),
      limit,
    ).execute();
  };
  const limit = filters.limit + 1;

  if (!cursor) return page(null, limit);
  if (cursor.value === null) {
    const rows = await page(sql`${key.expression} IS NULL AND ${id} ${after} ${cursor.id}::uuid`, limit);
    // Ascending, the values follow the NULLs.
    if (descending || rows.length === limit) return rows;
    return [...rows, ...(await page(sql`${key.expression} IS NOT NULL`, limit - rows.length))];
  }
  const value = key.kind === 'time' ? sql`${cursor.value}::timestamptz` : sql`${cursor.value}`;
  const rows = await page(sql`(${key.expression}, ${id}) ${after} (${value}, ${cursor.id}::uuid)`, limit);
  // Descending, the NULLs follow the values.
  if (!key.nullable || !descending || rows.length === limit) return rows;
  return [...rows, ...(await page(sql`${key.expression} IS NULL`, limit - rows.length))];
}

export const findContact = (db: Db, id: string, viewer: Viewer | null, { lock = false } = {}) => {
  const query = db
    .selectFrom('contacts')
    .select(columns)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where(visibleTo(viewer));
  return (lock ? query.forUpdate() : query).executeTakeFirst() as Promise<ContactRow | undefined>;
};

export const insertContact = (db: Db, values: Insertable<ContactsTable>) =>
  db.insertInto('contacts').values(values).returning(columns).executeTakeFirstOrThrow() as Promise<ContactRow>;

export const updateContact = (db: Db, id: string, values: Updateable<ContactsTable>) =>
  db
    .updateTable('contacts')
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow() as Promise<ContactRow>;

/** A merge gives the survivor the other's lead score (and an undo gives it back). */
export const setLeadScore = (db: Db, contactId: string, score: number | null) =>
  db.updateTable('contact_lead_scores').set({ score }).where('contact_id', '=', contactId).execute();

export const softDeleteContact = (db: Db, id: string, viewer: Viewer | null) =>
  db
    .updateTable('contacts')
    .set({ deleted_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where(visibleTo(viewer))
    .returning(['id', 'deleted_at'])
    .executeTakeFirst();

/** Undo of a delete, possible for 30 days. */
export const restoreContact = (db: Db, id: string, viewer: Viewer | null) =>
  db
    .updateTable('contacts')
    .set({ deleted_at: null, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .where('deleted_at', '>', sql<Date>`now() - interval '30 days'`)
    .returning(columns)
    .executeTakeFirst() as Promise<ContactRow | undefined>;

/** The columns every contact read returns (merges snapshot and compare them too). */
export { columns as contactColumns };

/** Live contacts the viewer may see, all or one owner's, from the running totals per owner (0022). */
export async function contactCount(db: Db, viewer: Viewer | null, ownerId?: string) {
  const { rows } = await sql<{ count: number }>`
    SELECT coalesce(sum(contacts), 0)::int AS count FROM contact_owner_totals
    WHERE ${visibleTo(viewer)} ${ownerId ? sql`AND owner_id = ${ownerId}::uuid` : sql``}`.execute(db);
  return rows[0]?.count ?? 0;
}
